import { slaClocks } from '../../../../src/apps/service-desk/domain/sla-clock';
import { ticketEvent } from '../services/ticket-story';
import { chooseSla } from '../../../../src/apps/service-desk/domain/sla-policy';
import { DEFAULT_STATUSES } from '../../../../src/apps/service-desk/domain/ticket-status';
import { ensureDeskDefaults } from '../services/desk-defaults';
import type { AssetLifecyclePort, NewAuditRow, PeopleDirectoryPort } from '../../../kernel';
import { RESOLVE_NOW_SLUG, SUPPORT_SLUG } from '../../../../src/apps/service-desk/domain/slug';
import { deskAudit } from '../services/support';
import type { ServiceDeskRepositories } from '../repositories/repositories';
import { slaColumnsOf, slaPolicyOf } from '../services/ticket-sla';
import { yearOfTickets, type DemoTicket } from './year-tickets';

const HOUR_MS = 3_600_000;
const BERLIN_OFFICE = {
  timeZone: 'Europe/Berlin',
  hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
  holidays: [],
};

/** The demo employee's (0) and admin's (1) own tickets, as their first visit finds them. */
const TICKETS: readonly DemoTicket<0 | 1>[] = [
  { serviceType: 'problem', subject: 'VPN drops every few minutes', description: 'Since this morning the VPN disconnects every five minutes.', category: 'Network', status: 'open', ageHours: 30, requester: 0, agentReply: 'Thanks, we are looking into it. Which location are you working from?', note: 'Probably the Berlin gateway again.', tags: ['vpn'] },
  { serviceType: 'problem', subject: 'Printer on floor 2 jams', description: 'The Lexmark printer jams on every second page.', category: 'Hardware', status: 'new', ageHours: 3, requester: 0, tags: ['hardware'] },
  { serviceType: 'service', subject: 'Software access: Figma', description: 'I need Figma for the new campaign.', category: 'Software', status: 'waiting-on-customer', ageHours: 50, requester: 0, agentReply: 'Which team will you share files with?' },
  { serviceType: 'problem', subject: 'Monitor flickers', description: 'The external monitor flickers when it wakes up.', category: 'Hardware', status: 'resolved', ageHours: 120, requester: 1, agentReply: 'A new cable fixed it; closing this.' },
];

/**
 * Acme's desk: two teams (Ada leads the Service Desk and manages Eve), the default statuses and priorities, a
 * business-hours SLA for urgent work and a default one, a catalogue with a laptop that needs the manager's approval,
 * categories, tags, the email channel, a handful of the demo employee's and admin's tickets with their conversation,
 * and the staff's year of tickets (year-tickets.ts), some about a device they hold.
 */
export async function seedServiceDeskDemo(
  kernelAndOwn: ServiceDeskRepositories,
  organisationId: string,
  people: readonly string[],
  ports: { assetLifecycle: AssetLifecyclePort; peopleDirectory: PeopleDirectoryPort },
): Promise<void> {
  const repos = kernelAndOwn.own;
  const [employee, admin] = [people[0]!, people[1] ?? people[0]!];
  const now = new Date();
  const members = new Map((await kernelAndOwn.users.findMany(organisationId, people)).map((user) => [user.id, user]));
  const staff = people.slice(2, -2);
  const fleet = await ports.assetLifecycle.devices(kernelAndOwn, organisationId, { holderIds: staff, heldOnly: true, limit: 500 });
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
  if (employee !== admin) await ports.peopleDirectory.place(kernelAndOwn, organisationId, employee, { managerId: admin });

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

  const tickets = [...TICKETS.map((demo) => ({ ...demo, requester: demo.requester === 0 ? employee : admin })), ...yearOfTickets(staff, fleet, now)];
  const newStatus = statuses.get('new')!;
  const firstNumber = await repos.tickets.reserveNumbers(organisationId, tickets.length);
  // Everything of a ticket is known before it is written, its SLA included: all tickets go in a few statements.
  const planned = tickets.map((demo, index) => {
    const createdAt = new Date(now.getTime() - demo.ageHours * HOUR_MS);
    const status = statuses.get(demo.status)!;
    const requester = members.get(demo.requester)!;
    const done = status.category === 'resolved' || status.category === 'closed';
    const resolvedAt = done ? new Date(createdAt.getTime() + (demo.hoursToResolve ?? 4) * HOUR_MS) : null;
    const replyAt = new Date(createdAt.getTime() + HOUR_MS);
    const teamId = demo.category === 'Hardware' ? workplace.id : serviceDesk.id;
    const ticketTypeId = demo.serviceType === 'problem' ? incident.id : request.id;
    const tags = demo.tags ?? [];
    const changes = [
      { at: createdAt, statusId: newStatus.id, category: newStatus.category, pausesSla: false, byUserId: requester.id },
      ...(status === newStatus ? [] : [{ at: resolvedAt ?? replyAt, statusId: status.id, category: status.category, pausesSla: status.pausesSla, byUserId: admin }]),
    ];
    const policy = chooseSla(policies, { priorityId: normal, teamId, ticketTypeId, serviceType: demo.serviceType, tags });
    const clocks = slaClocks(policy, normal, { createdAt, statuses: changes, publicAgentReplies: demo.agentReply ? [replyAt] : [] }, now);
    const message = (at: Date, body: string, agent: boolean, visibility: 'public' | 'internal') => ({
      organisationId,
      at,
      visibility,
      channel: 'portal' as const,
      authorKind: agent ? ('agent' as const) : ('requester' as const),
      authorUserId: agent ? admin : requester.id,
      authorEmail: agent ? members.get(admin)!.email : requester.email,
      authorName: agent ? members.get(admin)!.name : requester.name,
      body,
      html: null,
      mailMessageId: null,
    });
    const messages = [
      message(createdAt, demo.description, false, 'public'),
      ...(demo.note ? [message(new Date(replyAt.getTime() - 60_000), demo.note, true, 'internal')] : []),
      ...(demo.agentReply ? [message(replyAt, demo.agentReply, true, 'public')] : []),
    ];
    const row = {
      organisationId,
      number: firstNumber + index,
      serviceType: demo.serviceType,
      subject: demo.subject,
      description: demo.description,
      categoryId: categories.get(demo.category)!,
      ticketTypeId,
      impact: demo.serviceType === 'problem' ? ('one-person' as const) : null,
      statusId: status.id,
      statusCategory: status.category,
      priorityId: normal,
      teamId,
      assigneeId: demo.agentReply ? admin : null,
      requesterUserId: requester.id,
      requesterEmail: requester.email,
      requesterName: requester.name,
      tags,
      assetId: demo.assetId ?? null,
      resolvedAt,
      createdAt,
      updatedAt: changes.at(-1)!.at,
      ...slaColumnsOf({ policy, clocks }),
    };
    return { row, changes, messages, raisedIn: demo.serviceType === 'problem' ? RESOLVE_NOW_SLUG : SUPPORT_SLUG };
  });
  const ids = new Map((await repos.tickets.insertMany(planned.map(({ row }) => row))).map(({ id, number }) => [number, id]));
  const idOf = (row: { number: number }) => ids.get(row.number)!;
  await repos.messages.insertMany(planned.flatMap(({ row, messages }) => messages.map((message) => ({ ...message, ticketId: idOf(row) }))));
  await repos.statusChanges.insertMany(planned.flatMap(({ row, changes }) => changes.map((change) => ({ ...change, organisationId, ticketId: idOf(row) }))));
  // The trail as the desk's use cases write it, dated when each step happened.
  const trail = planned.flatMap(({ row, changes: [raised, moved], raisedIn }): NewAuditRow[] => [
    {
      ...deskAudit({ organisationId, userId: row.requesterUserId, impersonatorUserId: null }, { action: 'ticket.created', entityType: 'ticket', entityId: idOf(row), appSlug: raisedIn, after: { number: row.number, serviceType: row.serviceType, subject: row.subject } }),
      createdAt: raised!.at,
    },
    ...(moved
      ? [{ ...deskAudit({ organisationId, userId: admin, impersonatorUserId: null }, { action: 'ticket.updated', entityType: 'ticket', entityId: idOf(row), before: { statusId: raised!.statusId }, after: { statusId: moved.statusId } }), createdAt: moved.at }]
      : []),
  ]);
  await kernelAndOwn.audit.appendMany(trail);
  // The tickets in their requesters' and their devices' life stories, as the desk's use cases tell them.
  await kernelAndOwn.lifeEvents.add(
    planned.flatMap(({ row, raisedIn }) => {
      const ticket = { ...row, id: idOf(row) };
      const opened = ticketEvent(ticket, { kind: 'ticket-opened', at: row.createdAt!, actorId: row.requesterUserId, appSlug: raisedIn });
      return row.resolvedAt ? [...opened, ...ticketEvent(ticket, { kind: 'ticket-resolved', at: row.resolvedAt, actorId: admin })] : opened;
    }),
  );
}
