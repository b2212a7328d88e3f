import { slaClocks } from '../../../../src/apps/service-desk/domain/sla-clock';
import { chooseSla } from '../../../../src/apps/service-desk/domain/sla-policy';
import { DEFAULT_STATUSES } from '../../../../src/apps/service-desk/domain/ticket-status';
import { ensureDeskDefaults } from '../services/desk-defaults';
import type { ServiceDeskOwnRepositories } from '../repositories/repositories';
import { slaColumnsOf, slaPolicyOf } from '../services/ticket-sla';

const HOUR_MS = 3_600_000;
const BERLIN_OFFICE = {
  timeZone: 'Europe/Berlin',
  hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
  holidays: [],
};

interface DemoTicket {
  readonly serviceType: 'service' | 'problem';
  readonly subject: string;
  readonly description: string;
  readonly category: string;
  readonly status: string;
  readonly ageHours: number;
  readonly requester: number;
  readonly agentReply?: string;
  readonly note?: string;
  readonly tags?: string[];
}

const TICKETS: readonly DemoTicket[] = [
  { serviceType: 'problem', subject: 'VPN drops every few minutes', description: 'Since this morning the VPN disconnects every five minutes.', category: 'Network', status: 'open', ageHours: 30, requester: 0, agentReply: 'Thanks, we are looking into it. Which location are you working from?', note: 'Probably the Berlin gateway again.', tags: ['vpn'] },
  { serviceType: 'problem', subject: 'Printer on floor 2 jams', description: 'The Brother printer jams on every second page.', category: 'Hardware', status: 'new', ageHours: 3, requester: 0, tags: ['hardware'] },
  { serviceType: 'service', subject: 'Software access: Figma', description: 'I need Figma for the new campaign.', category: 'Software', status: 'waiting-on-customer', ageHours: 50, requester: 0, agentReply: 'Which team will you share files with?' },
  { serviceType: 'problem', subject: 'Monitor flickers', description: 'The external monitor flickers when it wakes up.', category: 'Hardware', status: 'resolved', ageHours: 120, requester: 1, agentReply: 'A new cable fixed it; closing this.' },
];

/**
 * Acme's desk: two teams (Ada leads the Service Desk and manages Eve), the default statuses and priorities, a
 * business-hours SLA for urgent work and a default one, a catalogue with a laptop that needs the manager's approval,
 * categories, tags, the email channel and a handful of tickets with their conversation.
 */
export async function seedServiceDeskDemo(repos: ServiceDeskOwnRepositories, organisationId: string, people: readonly string[]): Promise<void> {
  const [employee, admin] = [people[0]!, people[1] ?? people[0]!];
  const now = new Date();
  await ensureDeskDefaults(repos, organisationId);
  const statusRows = await repos.statuses.list(organisationId);
  const statuses = new Map(DEFAULT_STATUSES.map((status) => [status.key, statusRows.find((row) => row.name === status.name)!]));
  const priorities = await repos.priorities.list(organisationId);
  const target = (firstResponse: number, update: number, resolution: number) => ({ firstResponseMinutes: firstResponse, updateMinutes: update, resolutionMinutes: resolution });
  const [urgent, high, normal, low] = priorities.map((priority) => priority.id) as [string, string, string, string];
  const policies = [
    await repos.slaPolicies.insert({ organisationId, name: 'Urgent work', order: 1, condition: { priorityIds: [urgent, high] }, calendar: BERLIN_OFFICE, targets: { [urgent]: target(30, 60, 240), [high]: target(60, 120, 480) } }),
    await repos.slaPolicies.insert({ organisationId, name: 'Standard', order: 2, condition: null, calendar: BERLIN_OFFICE, targets: { [normal]: target(120, 480, 1440), [low]: target(480, 960, 2400) } }),
  ].map(slaPolicyOf);

  const serviceDesk = await repos.teams.insert({ organisationId, name: 'Service Desk', reopenPolicy: 'reopen' });
  const workplace = await repos.teams.insert({ organisationId, name: 'Workplace', reopenPolicy: 'new-ticket' });
  await repos.teams.replaceTeamMembers(organisationId, serviceDesk.id, [{ userId: admin, role: 'lead' }]);
  await repos.teams.replaceTeamMembers(organisationId, workplace.id, [{ userId: admin, role: 'admin' }]);
  if (employee !== admin) await repos.teams.setManager(organisationId, employee, admin);

  const incident = await repos.ticketTypes.insert({ organisationId, name: 'Incident', description: 'Something stopped working.' });
  const request = await repos.ticketTypes.insert({ organisationId, name: 'Service request', description: 'Something new is needed.' });
  await repos.ticketTypes.insert({ organisationId, name: 'Question', description: 'How do I…?' });
  const categories = new Map<string, string>();
  for (const [name, forRequests, forProblems, visible, team] of [
    ['Hardware', true, true, true, workplace.id],
    ['Software', true, true, true, serviceDesk.id],
    ['Network', false, true, true, serviceDesk.id],
    ['Access', true, false, true, serviceDesk.id],
    ['Desk internal', false, false, false, null],
  ] as const) {
    categories.set(name, (await repos.categories.insert({ organisationId, name, forRequests, forProblems, visibleToEmployees: visible, teamId: team })).id);
  }
  await repos.serviceTypes.insert({
    organisationId,
    name: 'New laptop',
    description: 'A laptop for work; your manager approves it first.',
    categoryId: categories.get('Hardware')!,
    teamId: workplace.id,
    ticketTypeId: request.id,
    fields: [
      { key: 'model', label: 'Model', kind: 'select', required: true, options: ['MacBook Pro 14', 'ThinkPad X1 Carbon', 'Dell XPS 13'] },
      { key: 'needed-by', label: 'Needed by', kind: 'date', required: false, options: [] },
      { key: 'reason', label: 'Why do you need it?', kind: 'textarea', required: true, options: [] },
    ],
    needsApproval: true,
    approvalSteps: [{ approvers: { kind: 'manager' }, requiredSharePercent: 0 }],
  });
  await repos.serviceTypes.insert({
    organisationId,
    name: 'Software access',
    description: 'Access to an application or a licence.',
    categoryId: categories.get('Software')!,
    teamId: serviceDesk.id,
    ticketTypeId: request.id,
    fields: [
      { key: 'software', label: 'Software', kind: 'text', required: true, options: [] },
      { key: 'reason', label: 'What for?', kind: 'textarea', required: false, options: [] },
    ],
  });
  for (const [name, colour] of [['vpn', '#8250df'], ['hardware', '#bf8700'], ['onboarding', '#1a7f37']] as const) {
    await repos.tags.insert({ organisationId, name, colour });
  }
  await repos.channels.insert({ organisationId, inboundAddress: null, autoAcknowledge: true, imap: { enabled: false, host: '', port: 993, secure: true, username: '', mailbox: 'INBOX' } });

  for (const demo of TICKETS) {
    const createdAt = new Date(now.getTime() - demo.ageHours * HOUR_MS);
    const status = statuses.get(demo.status)!;
    const requesterId = demo.requester === 0 ? employee : admin;
    const categoryId = categories.get(demo.category)!;
    const teamId = demo.category === 'Hardware' ? workplace.id : serviceDesk.id;
    const ticket = await repos.tickets.insert({
      organisationId,
      number: await repos.tickets.nextNumber(organisationId),
      serviceType: demo.serviceType,
      subject: demo.subject,
      description: demo.description,
      categoryId,
      ticketTypeId: demo.serviceType === 'problem' ? incident.id : request.id,
      impact: demo.serviceType === 'problem' ? 'one-person' : null,
      statusId: status.id,
      statusCategory: status.category,
      priorityId: normal,
      teamId,
      assigneeId: demo.agentReply ? admin : null,
      requesterUserId: requesterId,
      requesterEmail: demo.requester === 0 ? 'employee@acme.test' : 'admin@acme.test',
      requesterName: demo.requester === 0 ? 'Eve Employee' : 'Ada Admin',
      tags: demo.tags ?? [],
      resolvedAt: status.category === 'resolved' ? new Date(createdAt.getTime() + 4 * HOUR_MS) : null,
      createdAt,
      updatedAt: createdAt,
    });
    const message = (at: Date, body: string, agent: boolean, visibility: 'public' | 'internal') =>
      repos.messages.insert({
        organisationId,
        ticketId: ticket.id,
        at,
        visibility,
        channel: 'portal',
        authorKind: agent ? 'agent' : 'requester',
        authorUserId: agent ? admin : requesterId,
        authorEmail: agent ? 'admin@acme.test' : ticket.requesterEmail,
        authorName: agent ? 'Ada Admin' : ticket.requesterName,
        body,
        html: null,
        mailMessageId: null,
      });
    await message(createdAt, demo.description, false, 'public');
    const newStatus = statuses.get('new')!;
    await repos.statusChanges.insert({ organisationId, ticketId: ticket.id, at: createdAt, statusId: newStatus.id, category: 'new', pausesSla: false, byUserId: requesterId });
    const replyAt = new Date(createdAt.getTime() + HOUR_MS);
    if (demo.note) await message(new Date(replyAt.getTime() - 60_000), demo.note, true, 'internal');
    if (demo.agentReply) await message(replyAt, demo.agentReply, true, 'public');
    if (status !== newStatus) {
      const at = status.category === 'resolved' ? ticket.resolvedAt! : replyAt;
      await repos.statusChanges.insert({ organisationId, ticketId: ticket.id, at, statusId: status.id, category: status.category, pausesSla: status.pausesSla, byUserId: admin });
    }
    const policy = chooseSla(policies, { priorityId: normal, teamId, ticketTypeId: ticket.ticketTypeId, serviceType: demo.serviceType, tags: ticket.tags });
    const history = await repos.statusChanges.ofTicket(ticket.id);
    const clocks = slaClocks(policy, normal, { createdAt, statuses: history, publicAgentReplies: demo.agentReply ? [replyAt] : [] }, now);
    await repos.tickets.record(organisationId, ticket.id, slaColumnsOf({ policy, clocks }));
  }
}
