import type * as z from 'zod';
import type { EmailChannelItem, ServiceTypeInput, SlaPolicyItem, TagItem, TeamItem, TicketTypeItem } from '../../../../contract/apps/service-desk/config-schemas';
import type { SlaState } from '../../../../contract/apps/service-desk/ticket-schemas';
import { isAdminRole } from '../../../../contract/common';
import type { AuditEntry } from '../../../../contract/people';
import { RESOLVE_IT_SLUG } from '../domain/slug';
import { isClosedCategory, type StatusCategory } from '../domain/ticket-status';
import type { StaffCaller } from '../../../../tests/mocks/mock-route';
import { MOCK_DEMO, newId, type MockState } from '../../../../tests/mocks/mock-state';
import { deskDataOf, nowIso, type MockStatus, type MockTicket } from './desk-mock-state';

type Out<S extends z.ZodType> = z.output<S>;
type Person = { id: string; name: string; email: string };
type DeskRole = 'agent' | 'lead' | 'admin';

/** What only agents see of a ticket, beside the requester's view the desk state keeps. */
interface AgentFields {
  teamId: string | null;
  assigneeId: string | null;
  ticketTypeId: string | null;
  assetId: string | null;
  tags: string[];
  mergedIntoId: string | null;
}

/** The records' own order, default flag and version, for the lists the desk state keeps without them. */
export interface ConfigMeta {
  order: number;
  isDefault: boolean;
  version: number;
}

export type MockTeam = Omit<Out<typeof TeamItem>, 'members'> & { members: { userId: string; role: DeskRole }[] };
type ServiceTypeExtras = Pick<Out<typeof ServiceTypeInput>, 'categoryId' | 'teamId' | 'ticketTypeId' | 'active' | 'approvalSteps'>;

const HOUR_MS = 3600_000;

/** Resolve IT's records beside the desk's, per mock state: Acme's teams, SLA, tags, types and the email channel. */
export class AdminMockData {
  readonly agentFields = new Map<string, AgentFields>();
  readonly meta = new Map<string, ConfigMeta>();
  readonly teams: MockTeam[] = [];
  readonly ticketTypes: Out<typeof TicketTypeItem>[] = [];
  readonly tags: Out<typeof TagItem>[] = [];
  readonly slaPolicies: Out<typeof SlaPolicyItem>[] = [];
  /** What Resolve IT adds to each catalogue entry of the desk state, by its id. */
  readonly serviceTypeExtras = new Map<string, ServiceTypeExtras>();
  readonly categoryTeams = new Map<string, string | null>();
  /** Whom "the requester's manager" approval steps ask, by the requester's id. */
  readonly managers = new Map<string, string | null>();
  emailChannel: Out<typeof EmailChannelItem> = {
    inboundAddress: 'help@acme.test',
    autoAcknowledge: true,
    imap: { enabled: false, host: '', port: 993, secure: true, username: '', mailbox: 'INBOX', signIn: 'password', passwordSet: false },
    oauth: null,
    oauthConnection: { state: 'not-connected', account: null, connectedAt: null, refreshedAt: null, reason: null, failedAt: null },
    updatedAt: null,
    version: 1,
  };
  /** Started mailbox connections by their state, as the server keeps them (hashed there), each taken once. */
  readonly mailboxOAuthStates = new Map<string, { organisationId: string; userId: string; expiresAt: number }>();

  constructor(readonly state: MockState) {
    const desk = deskDataOf(state);
    const admin = state.userByEmail(MOCK_DEMO.admin.email)!;
    const employee = state.userByEmail(MOCK_DEMO.employee.email)!;
    desk.statuses.forEach((status, index) => this.meta.set(status.id, { order: index + 1, isDefault: true, version: 1 }));
    desk.priorities.forEach((priority, index) => this.meta.set(priority.id, { order: index + 1, isDefault: priority.name === 'Normal', version: 1 }));
    this.teams.push({ id: newId(), name: 'Service desk', reopenPolicy: 'reopen', members: [{ userId: admin.id, role: 'admin' }], version: 1 });
    this.teams.push({ id: newId(), name: 'Network', reopenPolicy: 'new-ticket', members: [], version: 1 });
    this.ticketTypes.push({ id: newId(), name: 'Incident', description: 'Something broke.', version: 1 });
    this.tags.push({ id: newId(), name: 'vip', colour: '#8250df', version: 1 });
    this.slaPolicies.push({
      id: newId(),
      name: 'Standard',
      order: 1,
      condition: null,
      calendar: { timeZone: 'Europe/Berlin', hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })), holidays: [] },
      targets: Object.fromEntries(desk.priorities.map((priority) => [priority.id, { firstResponseMinutes: 120, updateMinutes: 480, resolutionMinutes: 2400 }])),
      version: 1,
    });
    for (const type of desk.requestTypes) {
      this.serviceTypeExtras.set(type.id, { categoryId: type.category?.id ?? null, teamId: null, ticketTypeId: null, active: true, approvalSteps: type.needsApproval ? [{ approvers: { kind: 'manager' }, requiredSharePercent: 0 }] : [] });
      this.meta.set(type.id, { order: 0, isDefault: false, version: 1 });
    }
    for (const category of desk.categories) this.meta.set(category.id, { order: 0, isDefault: false, version: 1 });
    // As the server's demo: Ada manages Eve, so she decides Eve's requests that need the manager's approval.
    this.managers.set(employee.id, admin.id);
  }

  fieldsOf(ticket: MockTicket): AgentFields {
    let fields = this.agentFields.get(ticket.id);
    if (!fields) this.agentFields.set(ticket.id, (fields = { teamId: null, assigneeId: null, ticketTypeId: null, assetId: null, tags: [], mergedIntoId: null }));
    return fields;
  }

  metaOf(id: string): ConfigMeta {
    let meta = this.meta.get(id);
    if (!meta) this.meta.set(id, (meta = { order: 0, isDefault: false, version: 1 }));
    return meta;
  }

  /** The status a ticket takes when it enters a category by itself: the category's default, else its first. */
  statusIn(category: StatusCategory): MockStatus {
    const statuses = deskDataOf(this.state).statuses.filter((status) => status.category === category);
    const ordered = [...statuses].sort((a, b) => this.metaOf(a.id).order - this.metaOf(b.id).order);
    return ordered.find((status) => this.metaOf(status.id).isDefault) ?? ordered[0]!;
  }

  /** The priority new tickets take: the default one, else the first. */
  defaultPriority() {
    const { priorities } = deskDataOf(this.state);
    return priorities.find((priority) => this.metaOf(priority.id).isDefault) ?? priorities[0] ?? null;
  }

  person(organisationId: string, id: string | null): Person | null {
    const user = id ? this.state.user(organisationId, id) : undefined;
    return user ? { id: user.id, name: user.name, email: user.email } : null;
  }

  /** What the person is at the desk, as the server's deskViewerOf tells it. */
  viewerOf({ user }: StaffCaller) {
    const roles = this.teams.flatMap((team) => team.members.filter((member) => member.userId === user.id).map((member) => ({ teamId: team.id, role: member.role })));
    const orgAdmin = isAdminRole(user.role);
    return {
      teamIds: roles.map((role) => role.teamId),
      seesAll: orgAdmin || roles.some((role) => role.role !== 'agent'),
      mayConfigure: orgAdmin || roles.some((role) => role.role === 'admin'),
    };
  }

  /** A change in the trail, under the app it was made through (Resolve IT unless said); nobody's when no account acted. */
  audit(organisationId: string, caller: StaffCaller | null, event: Pick<AuditEntry, 'action' | 'entityType' | 'entityId'> & Partial<AuditEntry>) {
    const entry = { appSlug: RESOLVE_IT_SLUG, ...event };
    if (caller) {
      this.state.record(caller.user, caller.session, entry);
      return;
    }
    this.state.audit.unshift({ organisationId, entry: { id: newId(), at: nowIso(), before: null, after: null, ...entry, user: null, impersonator: null } });
  }
}

const adminData = new WeakMap<MockState, AdminMockData>();
export function adminDataOf(state: MockState): AdminMockData {
  let found = adminData.get(state);
  if (!found) adminData.set(state, (found = new AdminMockData(state)));
  return found;
}

/** The SLA in one word from the promised time: past it is breached, within the hour due soon; resolved is met. */
export function slaStateOf(ticket: MockTicket): Out<typeof SlaState> {
  if (isClosedCategory(ticket.status.category)) return ticket.dueAt ? 'met' : 'none';
  if (!ticket.dueAt) return 'none';
  const left = Date.parse(ticket.dueAt) - Date.now();
  if (left < 0) return 'breached';
  return left <= HOUR_MS ? 'due-soon' : 'on-track';
}
