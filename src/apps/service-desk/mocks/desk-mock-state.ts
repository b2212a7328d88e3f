import type * as z from 'zod';
import type { Catalogue } from '../../../../contract/apps/service-desk/config-schemas';
import type { Attachment, RequesterTicketDetail, TicketMessage } from '../../../../contract/apps/service-desk/ticket-schemas';
import { ticketReference } from '../domain/mail-threading';
import { isClosedCategory, type StatusCategory } from '../domain/ticket-status';
import { MOCK_DEMO, newId, type MockState } from '../../../../tests/mocks/mock-state';

type Detail = z.output<typeof RequesterTicketDetail>;
type CatalogueAnswer = z.output<typeof Catalogue>;
type MockRequestType = CatalogueAnswer['requestTypes'][number];
export type MockAttachment = z.output<typeof Attachment>;
type MockMessage = z.output<typeof TicketMessage>;

export interface MockStatus {
  readonly id: string;
  readonly name: string;
  readonly category: StatusCategory;
  readonly pausesSla: boolean;
}

/** A ticket as the mocks keep it: the requester's view of it, with the organisation it belongs to. */
export interface MockTicket extends Omit<Detail, 'reference' | 'mayClose'> {
  readonly organisationId: string;
}

const HOUR_MS = 3600_000;
export const nowIso = () => new Date().toISOString();
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR_MS).toISOString();

/** The desk's records beside the shell's, per mock state: Acme's catalogue, statuses, and a few tickets to follow. */
class DeskMockData {
  readonly statuses: MockStatus[] = [
    { id: newId(), name: 'New', category: 'new', pausesSla: false },
    { id: newId(), name: 'In progress', category: 'open', pausesSla: false },
    { id: newId(), name: 'Waiting for you', category: 'pending', pausesSla: true },
    { id: newId(), name: 'Resolved', category: 'resolved', pausesSla: false },
    { id: newId(), name: 'Closed', category: 'closed', pausesSla: false },
  ];
  readonly priorities = [
    { id: newId(), name: 'Low', colour: '#6e7781' },
    { id: newId(), name: 'Normal', colour: '#1f6feb' },
    { id: newId(), name: 'High', colour: '#d1242f' },
  ];
  readonly categories = [
    { id: newId(), name: 'Hardware', forRequests: true, forProblems: true, visibleToEmployees: true },
    { id: newId(), name: 'Software', forRequests: true, forProblems: true, visibleToEmployees: true },
    { id: newId(), name: 'Network', forRequests: false, forProblems: true, visibleToEmployees: true },
    { id: newId(), name: 'Security review', forRequests: false, forProblems: true, visibleToEmployees: false },
  ];
  readonly requestTypes: MockRequestType[];
  readonly tickets: MockTicket[] = [];
  /** Uploads not yet named by a ticket or reply, with who uploaded each (a user's id, or an external visitor's address). */
  readonly uploads = new Map<string, { file: MockAttachment; by: string }>();
  private lastNumber = 0;

  constructor(private readonly state: MockState) {
    const [hardware, software] = this.categories;
    this.requestTypes = [
      {
        id: newId(),
        name: 'New laptop',
        description: 'A laptop for work, replaced every three years.',
        category: { id: hardware!.id, name: hardware!.name },
        needsApproval: true,
        fields: [
          { key: 'model', label: 'Model', kind: 'select', required: true, options: ['MacBook Air', 'ThinkPad X1'] },
          { key: 'needed-by', label: 'Needed by', kind: 'date', required: false, options: [] },
          { key: 'reason', label: 'Why do you need it', kind: 'textarea', required: true, options: [] },
        ],
      },
      {
        id: newId(),
        name: 'Software licence',
        description: 'A seat of a paid application.',
        category: { id: software!.id, name: software!.name },
        needsApproval: false,
        fields: [
          { key: 'product', label: 'Product', kind: 'text', required: true, options: [] },
          { key: 'seats', label: 'Seats', kind: 'number', required: false, options: [] },
        ],
      },
    ];
    const employee = state.userByEmail(MOCK_DEMO.employee.email)!;
    const admin = state.userByEmail(MOCK_DEMO.admin.email)!;
    const mine = { userId: employee.id, name: employee.name, email: employee.email };
    this.seedTicket(employee.organisationId, {
      subject: 'VPN drops every hour',
      serviceType: 'problem',
      requester: mine,
      status: 'open',
      categoryId: this.categories[2]!.id,
      impact: 'one-person',
      description: 'The VPN disconnects every hour since Monday.',
      messages: [this.message({ userId: admin.id, name: admin.name, email: admin.email, kind: 'agent' }, 'Which VPN client version do you use?')],
    });
    this.seedTicket(employee.organisationId, { subject: 'Printer on floor 2 jams', serviceType: 'problem', requester: mine, status: 'resolved', categoryId: hardware!.id, impact: 'team' });
    this.seedTicket(employee.organisationId, {
      subject: 'Monitor for the home office',
      serviceType: 'service',
      requester: { userId: admin.id, name: admin.name, email: admin.email },
      status: 'new',
      description: 'A second screen, please.',
    });
    this.seedTicket(employee.organisationId, { subject: 'Invoice portal shows an error', serviceType: 'problem', requester: { userId: null, name: 'Vera Visitor', email: 'visitor@example.test' }, status: 'open', categoryId: software!.id, impact: 'one-person' });
    this.seedTicket(employee.organisationId, { subject: 'Password reset for the supplier portal', serviceType: 'problem', requester: { userId: null, name: 'Otto Other', email: 'other@example.test' }, status: 'new', categoryId: software!.id, impact: 'one-person' });
  }

  status(category: StatusCategory): MockStatus {
    return this.statuses.find((status) => status.category === category)!;
  }

  message(author: MockMessage['author'], body: string, attachments: MockAttachment[] = []): MockMessage {
    return { id: newId(), at: nowIso(), visibility: 'public', channel: 'portal', author, body, attachments };
  }

  /** A new ticket with the next number, New (or as given), promised within a day. */
  addTicket(
    organisationId: string,
    fields: Pick<MockTicket, 'subject' | 'serviceType' | 'requester'> & Partial<Omit<MockTicket, 'status'>> & { status?: StatusCategory },
  ): MockTicket {
    const at = nowIso();
    const status = this.status(fields.status ?? 'new');
    const ticket: MockTicket = {
      id: newId(),
      number: ++this.lastNumber,
      priority: this.priorities[1]!,
      createdAt: at,
      updatedAt: at,
      dueAt: hoursFromNow(24),
      slaState: 'on-track',
      approvalState: 'none',
      description: '',
      requestType: null,
      category: null,
      impact: null,
      copy: [],
      answers: [],
      attachments: [],
      messages: [],
      approval: null,
      version: 1,
      ...fields,
      status,
      statusHistory: [{ at, status, by: null }],
      organisationId,
    };
    this.tickets.push(ticket);
    return ticket;
  }

  private seedTicket(organisationId: string, fields: Parameters<DeskMockData['addTicket']>[1] & { categoryId?: string }) {
    const { categoryId, ...rest } = fields;
    const category = this.categories.find((each) => each.id === categoryId);
    return this.addTicket(organisationId, { ...rest, ...(category && { category: { id: category.id, name: category.name } }) });
  }

  /** Moves a ticket to the status, as an agent or the requester would: the SLA is met once it is resolved or closed. */
  moveTo(ticket: MockTicket, status: MockStatus, by: { id: string; name: string; email: string } | null = null) {
    Object.assign(ticket, {
      status,
      statusHistory: [...ticket.statusHistory, { at: nowIso(), status, by }],
      slaState: isClosedCategory(status.category) ? 'met' : ticket.slaState,
    });
  }

  /** A change the server checks the version of: it moves the version on. */
  touch(ticket: MockTicket) {
    Object.assign(ticket, { updatedAt: nowIso(), version: ticket.version + 1 });
  }

  /** A reply, a copy change or a vote: the server records when, and leaves the version be. */
  stamp(ticket: MockTicket) {
    Object.assign(ticket, { updatedAt: nowIso() });
  }

  /** What the request and report forms offer: the active service types, the categories employees see and may file under. */
  catalogue(active: (requestTypeId: string) => boolean): CatalogueAnswer {
    return {
      requestTypes: this.requestTypes.filter((type) => active(type.id)),
      categories: this.categories
        .filter((each) => each.visibleToEmployees && (each.forRequests || each.forProblems))
        .map(({ id, name, forRequests, forProblems }) => ({ id, name, forRequests, forProblems })),
      impacts: ['one-person', 'team', 'organisation'],
      priorities: this.priorities,
    };
  }

  /** The demo's approver (the admin stands in for the requester's manager): one step, the first decision decides. */
  approvalAwaitingAdmin(): NonNullable<MockTicket['approval']> {
    const admin = this.state.userByEmail(MOCK_DEMO.admin.email)!;
    return {
      state: 'pending',
      currentStep: 1,
      // Told per viewer by detail().
      mayDecide: false,
      steps: [{ order: 1, requiredSharePercent: 0, state: 'pending', approvers: [{ approver: { name: admin.name }, decision: null, reason: null, at: null }] }],
    };
  }

  /** Whether the vote is the person's: answers name approvers only, as the server's do. */
  isVoteOf(vote: { approver: { name: string } }, userId: string): boolean {
    return vote.approver.name === this.state.users.find((user) => user.id === userId)?.name;
  }

  /** Whether the person is an approver of the request's current step who has not decided yet; never its requester. */
  mayDecide(ticket: MockTicket, userId: string | null): boolean {
    const { approval } = ticket;
    const step = approval?.steps.find((each) => each.order === approval.currentStep);
    return userId !== null && userId !== ticket.requester.userId && Boolean(step?.approvers.some((vote) => this.isVoteOf(vote, userId) && vote.decision === null));
  }

  /** Whether the person is an approver of any step of the request: they see it as its requester would. */
  isApprover(ticket: MockTicket, userId: string): boolean {
    return Boolean(ticket.approval?.steps.some((step) => step.approvers.some((vote) => this.isVoteOf(vote, userId))));
  }

  /** The requester's (or an external visitor's) view: the public conversation only. */
  detail(ticket: MockTicket, viewerUserId: string | null): Detail {
    const { organisationId: _organisation, approval, messages, ...view } = ticket;
    const mayClose = viewerUserId !== null && viewerUserId === ticket.requester.userId && ticket.status.category !== 'closed';
    return {
      ...view,
      messages: messages.filter((message) => message.visibility === 'public'),
      reference: ticketReference(ticket.number),
      approval: approval && { ...approval, mayDecide: this.mayDecide(ticket, viewerUserId) },
      mayClose,
    };
  }
}

const data = new WeakMap<MockState, DeskMockData>();

export function deskDataOf(state: MockState): DeskMockData {
  let found = data.get(state);
  if (!found) data.set(state, (found = new DeskMockData(state)));
  return found;
}
