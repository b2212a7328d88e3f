import * as z from 'zod';
import { text } from '../../text';
import { Email, EmailInput, Id, PersonRef, Timestamp, Version } from '../../common';
import { FileKey } from '../../file-routes';
import { listAnswer, listQuery, QueryFlag, SearchText } from '../../list';
import { STATUS_CATEGORIES } from '../../../src/apps/service-desk/domain/ticket-status';
import type { ClockState } from '../../../src/domain/calendars/sla-countdown';
import type { SlaState as TicketSlaState } from '../../../src/apps/service-desk/domain/sla-clock';

/** What a ticket is: a request from the catalogue (`service`) or a reported problem (`problem`). */
export const SERVICE_KINDS = ['service', 'problem'] as const;
const ServiceKind = z.enum(SERVICE_KINDS);

export const StatusCategory = z.enum(STATUS_CATEGORIES);

/** The state of one SLA clock. */
const CLOCK_STATES = ['none', 'running', 'paused', 'met', 'breached', 'stopped'] as const satisfies readonly ClockState[];
const ClockStateSchema = z.enum(CLOCK_STATES);
/** A ticket's SLA in one word, worst first (the domain's slaState): what queues filter and show. */
export const SLA_STATES = ['none', 'on-track', 'due-soon', 'breached', 'met'] as const satisfies readonly TicketSlaState[];
export const SlaState = z.enum(SLA_STATES);

/** How far the problem reaches, as the person reporting it sees it. */
export const IMPACTS = ['one-person', 'team', 'organisation'] as const;
export const Impact = z.enum(IMPACTS);

export const APPROVAL_STATES = ['none', 'pending', 'accepted', 'refused'] as const;
const ApprovalState = z.enum(APPROVAL_STATES);
const ApprovalDecision = z.enum(['accepted', 'refused']);

export const Colour = text().regex(/^#[0-9a-f]{6}$/i, 'a colour like #1f6feb');

export const StatusRef = z.object({ id: Id, name: text(), category: StatusCategory, pausesSla: z.boolean() });
export const PriorityRef = z.object({ id: Id, name: text(), colour: Colour });
export const NamedRef = z.object({ id: Id, name: text() });

/** The person a ticket is for: a colleague with an account, or an address the ticket came from by mail. */
const Requester = z.object({ userId: Id.nullable(), name: text(), email: Email });
const CopyPerson = z.object({ userId: Id.nullable(), name: text().nullable(), email: Email });

/** `RES#123`: what mail subjects and screens call a ticket. */
const TicketRef = z.object({ id: Id, number: z.int().min(1), reference: text(), subject: text() });

const FormAnswerValue = z.union([text().max(4000), z.number(), z.boolean(), z.null()]);
/** A service request's answers, keyed by the service type's field keys. */
const FormAnswers = z.record(text().max(60), FormAnswerValue);

/** An uploaded file, attached to a ticket or a message; `url` is a short-lived signed link. */
export const Attachment = z.object({ id: Id, filename: text(), contentType: text(), size: z.int().min(0), url: text() });
export const ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf'] as const;
export const AttachmentUploadQuery = z.strictObject({ filename: text().trim().min(1).max(200) });
/** An upload not yet on a ticket: name its id in `attachmentIds` of the ticket or reply it belongs to. */
export const UploadedAttachment = Attachment.extend({ key: FileKey });
const AttachmentIds = z.array(Id).max(20).default([]);

const Visibility = z.enum(['public', 'internal']);
const MessageAuthorKind = z.enum(['requester', 'agent', 'system', 'other']);
export const TicketMessage = z.object({
  id: Id,
  at: Timestamp,
  visibility: Visibility,
  /** `inbound` arrived by mail; `portal` was written in the portal; `outbound` is the desk's own mail (acknowledgements). */
  channel: z.enum(['portal', 'inbound', 'outbound']),
  author: z.object({ userId: Id.nullable(), name: text(), email: Email.nullable(), kind: MessageAuthorKind }),
  body: text(),
  attachments: z.array(Attachment),
  /** What the desk recorded by itself, for the screen to word: a mail of the desk that bounced (`body` is the bounce). */
  event: z.object({ kind: z.literal('delivery-failed'), recipient: text() }).optional(),
});

const StatusChange = z.object({ at: Timestamp, status: StatusRef, by: PersonRef.nullable() });

const SlaClock = z.object({ dueAt: Timestamp.nullable(), doneAt: Timestamp.nullable(), state: ClockStateSchema });
const SlaClocks = z.object({
  /** The SLA that applies (the first by order whose condition matches, else the default); null when none does. */
  policy: NamedRef.nullable(),
  state: SlaState,
  firstResponse: SlaClock,
  update: SlaClock,
  resolution: SlaClock,
});

const ApproverVote = z.object({
  /** By name, as people know each other; the requester reads it too, so no id or address. */
  approver: z.object({ name: text() }),
  decision: ApprovalDecision.nullable(),
  reason: text().nullable(),
  at: Timestamp.nullable(),
});
const ApprovalStepProgress = z.object({
  order: z.int().min(1),
  requiredSharePercent: z.int().min(0).max(100),
  state: z.enum(['waiting', 'pending', 'accepted', 'refused']),
  approvers: z.array(ApproverVote),
});
export const ApprovalProgress = z.object({
  state: ApprovalState,
  /** The order of the step awaiting decisions; null once the request is accepted or refused. */
  currentStep: z.int().min(1).nullable(),
  steps: z.array(ApprovalStepProgress),
  /** Whether the caller is an approver of the current step who has not decided yet. */
  mayDecide: z.boolean(),
});

const ticketHead = {
  id: Id,
  number: z.int().min(1),
  reference: text(),
  subject: text(),
  serviceType: ServiceKind,
  status: StatusRef,
  priority: PriorityRef.nullable(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
};

/** A row of "my tickets": what the requester needs to find it again. */
export const RequesterTicketItem = z.object({
  ...ticketHead,
  /** The resolution time the requester was promised; null without an SLA calendar. */
  dueAt: Timestamp.nullable(),
  approvalState: ApprovalState,
  /** The ticket's SLA in one word, as the agents' queues show it. */
  slaState: SlaState,
});

const ticketBody = {
  description: text(),
  /** The catalogue entry a service request was made from. */
  requestType: NamedRef.nullable(),
  category: NamedRef.nullable(),
  impact: Impact.nullable(),
  requester: Requester,
  copy: z.array(CopyPerson),
  answers: z.array(z.object({ key: text(), label: text(), value: FormAnswerValue })),
  attachments: z.array(Attachment),
  messages: z.array(TicketMessage),
  statusHistory: z.array(StatusChange),
  approval: ApprovalProgress.nullable(),
  version: Version,
};

/** A requester's (or external visitor's) view: public messages only. */
export const RequesterTicketDetail = RequesterTicketItem.extend({
  ...ticketBody,
  /** Whether the requester may close it now (their own ticket, not yet closed). */
  mayClose: z.boolean(),
});

export const AgentTicketItem = z.object({
  ...ticketHead,
  team: NamedRef.nullable(),
  assignee: PersonRef.nullable(),
  requester: Requester,
  tags: z.array(text()),
  slaState: SlaState,
  /** The earliest deadline of a running clock; null while paused, stopped or without an SLA. */
  dueAt: Timestamp.nullable(),
  approvalState: ApprovalState,
  version: Version,
});

/** A Manage asset as the desk names it: by tag and model, the serial telling alike ones apart. */
export const DeskAsset = z.object({ id: Id, assetTag: text(), model: text(), serial: text().nullable() });

/** An agent's view: every message, internal notes included, the SLA clocks and the links. */
export const AgentTicketDetail = AgentTicketItem.extend({
  ...ticketBody,
  ticketType: NamedRef.nullable(),
  /** The Manage asset the ticket is about. */
  assetId: Id.nullable(),
  /** That asset as Manage names it now; null without one, or when Manage no longer keeps it (archived). */
  asset: DeskAsset.nullable(),
  sla: SlaClocks,
  mergedInto: TicketRef.nullable(),
  merged: z.array(TicketRef),
});

// Requests

const ticketFields = {
  attachmentIds: AttachmentIds,
  /** People kept in copy of public replies. */
  copy: z.array(EmailInput).max(20).default([]),
};

/** A request from the catalogue: its answers are checked against the service type's form on the server. */
const CreateServiceRequest = z.strictObject({
  serviceType: z.literal('service'),
  requestTypeId: Id,
  /** The service type's name when left out. */
  subject: text().trim().min(1).max(200).optional(),
  description: text().trim().max(20_000).default(''),
  answers: FormAnswers.default({}),
  ...ticketFields,
});

const CreateProblemReport = z.strictObject({
  serviceType: z.literal('problem'),
  subject: text().trim().min(1).max(200),
  description: text().trim().min(1).max(20_000),
  categoryId: Id,
  impact: Impact,
  /** The reporter's own device the problem is with, one of those they hold. */
  assetId: Id.optional(),
  ...ticketFields,
});

export const CreateTicketRequest = z.discriminatedUnion('serviceType', [CreateServiceRequest, CreateProblemReport]);

export const ReplyRequest = z.strictObject({ body: text().trim().min(1).max(20_000), attachmentIds: AttachmentIds });

export const AgentMessageRequest = ReplyRequest.extend({
  visibility: Visibility,
  /** Moves the ticket to this status with the message (a reply that asks a question and waits). */
  statusId: Id.optional(),
  /** The version read; checked only when `statusId` moves the ticket (a message alone never goes stale). */
  version: Version,
});

export const CopyChangeRequest = z
  .strictObject({ add: z.array(EmailInput).max(20).default([]), remove: z.array(EmailInput).max(20).default([]) })
  .refine((change) => change.add.length + change.remove.length > 0, { message: 'name someone to add or remove' });

export const CloseTicketRequest = z.strictObject({ version: Version });

export const UpdateTicketRequest = z
  .strictObject({
    statusId: Id.optional(),
    priorityId: Id.optional(),
    teamId: Id.nullable().optional(),
    assigneeId: Id.nullable().optional(),
    ticketTypeId: Id.nullable().optional(),
    categoryId: Id.nullable().optional(),
    tags: z.array(text().trim().min(1).max(40)).max(20).optional(),
    /** The Manage asset the ticket is about. */
    assetId: Id.nullable().optional(),
    /** Resolving or closing a request still awaiting approval needs this, else 409. */
    confirmPendingApproval: z.boolean().optional(),
    version: Version,
  });

/** What an agent typed to find the asset a ticket is about; all assets when empty. */
export const DeskAssetQuery = z.strictObject({ q: SearchText });

/** How many assets a search offers: enough to choose from, and a longer tag or serial narrows it. */
export const DESK_ASSET_CHOICES = 20;

/** The first assets that match, oldest first (as Manage lists the fleet to other apps); never the whole fleet. */
export const DeskAssetList = z.object({ items: z.array(DeskAsset).max(DESK_ASSET_CHOICES) });

export const MergeTicketRequest = z.strictObject({
  /** The ticket this duplicate joins: its messages and people in copy move there, and this one closes. */
  targetId: Id,
  version: Version,
});

export const ApprovalDecisionRequest = z
  .strictObject({ decision: ApprovalDecision, reason: text().trim().max(2000).optional() })
  .refine((vote) => vote.decision === 'accepted' || (vote.reason ?? '').length > 0, {
    message: 'a refusal needs a reason',
    path: ['reason'],
  });

// Lists

const RequesterTicketSortFields = ['number', 'subject', 'createdAt', 'updatedAt'] as const;
/** `q` searches subject, description and the reference (`RES#12` or `12`). */
/** How many of my tickets (and those I am in copy of) are in each status category: the home page's numbers. */
export const RequesterTicketCounts = z.object({ byStatusCategory: z.record(StatusCategory, z.int().min(0)) });

export const RequesterTicketListQuery = listQuery(RequesterTicketSortFields, {
  statusCategory: StatusCategory.optional(),
  serviceType: ServiceKind.optional(),
});
export const RequesterTicketList = listAnswer(RequesterTicketItem);

/** `urgency`: breached and overdue tickets first, then by the next deadline, those without one last (the queue's default). */
const AgentTicketSortFields = ['urgency', 'number', 'subject', 'createdAt', 'updatedAt', 'dueAt', 'priority', 'status'] as const;
/** `me` and `unassigned` besides a person's id. */
const AssigneeFilter = z.union([z.enum(['me', 'unassigned']), Id]);
/** A queue counts its matches only up to this many (then `totalCapped`: the screen shows 2,000+ and still pages). */
export const TICKET_COUNT_CAP = 2000;
/** `q` searches subject, description, requester and the reference (`RES#12` or `12`). */
export const AgentTicketListQuery = listQuery(AgentTicketSortFields, {
  serviceType: ServiceKind.optional(),
  statusId: Id.optional(),
  statusCategory: StatusCategory.optional(),
  /** true: only new, open and pending tickets; false: only resolved and closed ones. */
  open: QueryFlag.optional(),
  priorityId: Id.optional(),
  teamId: z.union([z.literal('none'), Id]).optional(),
  assignee: AssigneeFilter.optional(),
  slaState: SlaState.optional(),
  tag: text().trim().min(1).max(40).optional(),
  ticketTypeId: Id.optional(),
});
export const AgentTicketList = listAnswer(AgentTicketItem).extend({ totalCapped: z.boolean() });

/** Approvals waiting for the caller, in any ticket they may otherwise not see. */
const PendingApproval = z.object({
  ticket: TicketRef,
  requester: Requester,
  requestType: NamedRef.nullable(),
  step: z.int().min(1),
  requestedAt: Timestamp,
});
export const PendingApprovalList = z.object({ items: z.array(PendingApproval) });
