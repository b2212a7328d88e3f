import type { ListPage, ListRequest } from '../../../../application/ports/list-page';
import type { PersonRef } from '../../../../application/ports/person-ref';
import type { SlaState as DomainSlaState } from '../../domain/sla-clock';
import type { StatusCategory } from '../../domain/ticket-status';
import type {
  ApprovalProgress,
  Attachment,
  AttachmentUpload,
  Impact,
  NamedRef,
  PriorityRef,
  ServiceKind,
  StatusRef,
  TicketHead,
  TicketMessage,
} from './ticket-views';

/** A ticket's SLA in one word, as the queues filter and show it (the domain's slaState). */
export const SLA_STATES = ['breached', 'due-soon', 'on-track', 'met', 'none'] as const satisfies readonly DomainSlaState[];
export type SlaState = (typeof SLA_STATES)[number];
export type ClockState = 'none' | 'running' | 'paused' | 'met' | 'breached' | 'stopped';

interface Requester {
  readonly userId: string | null;
  readonly name: string;
  readonly email: string;
}

/** A row of a Resolve IT queue. */
export interface AgentTicketItem extends TicketHead {
  readonly team: NamedRef | null;
  readonly assignee: PersonRef | null;
  readonly requester: Requester;
  readonly tags: readonly string[];
  readonly slaState: SlaState;
  /** The earliest deadline of a running clock; null while paused, stopped or without an SLA. */
  readonly dueAt: string | null;
  readonly version: number;
}

interface SlaClock {
  readonly dueAt: string | null;
  readonly doneAt: string | null;
  readonly state: ClockState;
}

interface TicketRef {
  readonly id: string;
  readonly number: number;
  readonly reference: string;
  readonly subject: string;
}

/** A Manage asset as the desk names it: by tag and model, the serial telling alike ones apart. */
export interface DeskAsset {
  readonly id: string;
  readonly assetTag: string;
  readonly model: string;
  readonly serial: string | null;
}

/** An agent's view of a ticket: every message, internal notes included, the SLA clocks and the links. */
export interface AgentTicketDetail extends AgentTicketItem {
  readonly description: string;
  readonly requestType: NamedRef | null;
  readonly category: NamedRef | null;
  readonly impact: Impact | null;
  readonly copy: readonly { readonly userId: string | null; readonly name: string | null; readonly email: string }[];
  readonly answers: readonly { readonly key: string; readonly label: string; readonly value: string | number | boolean | null }[];
  readonly attachments: readonly Attachment[];
  readonly messages: readonly TicketMessage[];
  readonly statusHistory: readonly { readonly at: string; readonly status: StatusRef; readonly by: PersonRef | null }[];
  readonly approval: ApprovalProgress | null;
  readonly ticketType: NamedRef | null;
  /** The Manage asset the ticket is about. */
  readonly assetId: string | null;
  /** That asset as Manage names it now; null without one, or when Manage no longer keeps it (archived). */
  readonly asset: DeskAsset | null;
  readonly sla: {
    readonly policy: NamedRef | null;
    readonly state: SlaState;
    readonly firstResponse: SlaClock;
    readonly update: SlaClock;
    readonly resolution: SlaClock;
  };
  readonly mergedInto: TicketRef | null;
  readonly merged: readonly TicketRef[];
}

interface AgentTicketFilters {
  readonly serviceType?: ServiceKind;
  readonly statusId?: string;
  readonly statusCategory?: StatusCategory;
  /** Leaves resolved and closed tickets out unless a status is asked for. */
  readonly open?: boolean;
  readonly priorityId?: string;
  /** A team's id, or `none` for tickets without a team. */
  readonly teamId?: string;
  /** A person's id, `me` or `unassigned`. */
  readonly assignee?: string;
  readonly slaState?: SlaState;
  readonly tag?: string;
  readonly ticketTypeId?: string;
}

export type AgentTicketQuery = ListRequest & AgentTicketFilters;

/** A search counts its matches only up to a cap, and says when it stopped counting. */
interface AgentTicketPage extends ListPage<AgentTicketItem> {
  readonly totalCapped: boolean;
}

/** What an agent changes on a ticket; absent means unchanged, null clears. */
export interface TicketChanges {
  readonly statusId?: string;
  readonly priorityId?: string;
  readonly teamId?: string | null;
  readonly assigneeId?: string | null;
  readonly ticketTypeId?: string | null;
  readonly categoryId?: string | null;
  readonly tags?: readonly string[];
  readonly assetId?: string | null;
  /** Resolving or closing a request still awaiting approval needs this, else the server refuses (409). */
  readonly confirmPendingApproval?: boolean;
  readonly version: number;
}

export interface AgentMessage {
  readonly body: string;
  readonly attachmentIds: readonly string[];
  readonly visibility: 'public' | 'internal';
  /** Moves the ticket to this status with the message. */
  readonly statusId?: string;
  readonly version: number;
}

export interface ApprovalVote {
  readonly decision: 'accepted' | 'refused';
  readonly reason?: string;
}

/** One change in a ticket's trail. */
interface TicketActivityEntry {
  readonly id: string;
  readonly at: string;
  readonly action: string;
  readonly user: PersonRef | null;
  readonly impersonator: PersonRef | null;
  readonly before: unknown;
  readonly after: unknown;
}

/** Everything the queues and detail pages pick from. */
export interface DeskOptions {
  readonly statuses: readonly (StatusRef & { readonly order: number })[];
  readonly priorities: readonly (PriorityRef & { readonly order: number })[];
  readonly teams: readonly (NamedRef & { readonly members: readonly PersonRef[] })[];
  readonly ticketTypes: readonly NamedRef[];
  readonly categories: readonly NamedRef[];
  readonly requestTypes: readonly NamedRef[];
  readonly tags: readonly { readonly name: string; readonly colour: string }[];
  /** Whoever may be assigned. */
  readonly agents: readonly PersonRef[];
  readonly me: { readonly userId: string; readonly seesAll: boolean; readonly mayConfigure: boolean; readonly teamIds: readonly string[] };
}

/** Resolve IT's queues and ticket pages. */
export interface AdminTicketsGateway {
  list(query: AgentTicketQuery): Promise<AgentTicketPage>;
  get(id: string): Promise<AgentTicketDetail>;
  update(id: string, changes: TicketChanges): Promise<AgentTicketDetail>;
  addMessage(id: string, message: AgentMessage): Promise<AgentTicketDetail>;
  /** Merges the ticket into `targetId`; answers the target. */
  merge(id: string, request: { readonly targetId: string; readonly version: number }): Promise<AgentTicketDetail>;
  decide(id: string, vote: ApprovalVote): Promise<AgentTicketDetail>;
  activity(id: string, request: ListRequest): Promise<ListPage<TicketActivityEntry>>;
  upload(upload: AttachmentUpload): Promise<Attachment>;
  options(): Promise<DeskOptions>;
  /** The organisation's live Manage assets that match what the agent typed (a tag, serial or model), the first few. */
  assets(query: { readonly q?: string }): Promise<{ readonly items: readonly DeskAsset[] }>;
}

export const ADMIN_TICKETS_GATEWAY = Symbol.for('ServiceDesk.AdminTicketsGateway');
