import type { StatusCategory } from '../../domain/ticket-status';
import type { DeskAsset } from './admin-tickets-gateway';
import type { RequesterSlug } from '../../domain/slug';
import type { Attachment, AttachmentUpload, Impact, NamedRef, PriorityRef, ReplyInput, TicketDetail, TicketPage, TicketQuery } from './ticket-views';

export type FormFieldKind = 'text' | 'textarea' | 'number' | 'select' | 'date' | 'checkbox';

export interface FormField {
  readonly key: string;
  readonly label: string;
  readonly kind: FormFieldKind;
  readonly required: boolean;
  readonly options: readonly string[];
}

export interface RequestType extends NamedRef {
  readonly description: string;
  readonly category: NamedRef | null;
  readonly needsApproval: boolean;
  readonly fields: readonly FormField[];
}

/** What the request and report forms offer an employee. */
export interface Catalogue {
  readonly requestTypes: readonly RequestType[];
  readonly categories: readonly (NamedRef & { readonly forRequests: boolean; readonly forProblems: boolean })[];
  readonly impacts: readonly Impact[];
  readonly priorities: readonly PriorityRef[];
}

export type FormAnswer = string | number | boolean | null;

interface NewTicketBase {
  readonly attachmentIds: readonly string[];
  readonly copy?: readonly string[];
}

export interface NewServiceRequest extends NewTicketBase {
  readonly serviceType: 'service';
  readonly requestTypeId: string;
  readonly description?: string;
  readonly answers: Readonly<Record<string, FormAnswer>>;
}

export interface NewProblemReport extends NewTicketBase {
  readonly serviceType: 'problem';
  readonly subject: string;
  readonly description: string;
  readonly categoryId: string;
  readonly impact: Impact;
  /** One of the reporter's own devices, when the problem is with one. */
  readonly assetId?: string;
}

interface PendingApproval {
  readonly ticket: { readonly id: string; readonly number: number; readonly reference: string; readonly subject: string };
  readonly requester: { readonly name: string; readonly email: string };
  readonly requestType: NamedRef | null;
  readonly step: number;
  readonly requestedAt: string;
}

/**
 * An employee's tickets under one mount: Resolve Now and Support are the same routes under two slugs, so every
 * call names the mount it goes through.
 */
export interface RequesterTicketsGateway {
  catalogue(slug: RequesterSlug): Promise<Catalogue>;
  /** The devices the employee holds, which a problem report may name. */
  devices(slug: RequesterSlug): Promise<{ readonly items: readonly DeskAsset[] }>;
  upload(slug: RequesterSlug, upload: AttachmentUpload): Promise<Attachment>;
  create(slug: RequesterSlug, ticket: NewServiceRequest | NewProblemReport): Promise<TicketDetail>;
  list(slug: RequesterSlug, query: TicketQuery): Promise<TicketPage>;
  /** How many of my tickets are in each status category. */
  counts(slug: RequesterSlug): Promise<Readonly<Record<StatusCategory, number>>>;
  get(slug: RequesterSlug, id: string): Promise<TicketDetail>;
  reply(slug: RequesterSlug, id: string, reply: ReplyInput): Promise<TicketDetail>;
  changeCopy(slug: RequesterSlug, id: string, change: { readonly add: readonly string[]; readonly remove: readonly string[] }): Promise<TicketDetail>;
  close(slug: RequesterSlug, id: string, request: { readonly version: number }): Promise<TicketDetail>;
  pendingApprovals(slug: RequesterSlug): Promise<{ readonly items: readonly PendingApproval[] }>;
  decide(slug: RequesterSlug, id: string, vote: { readonly decision: 'accepted' | 'refused'; readonly reason?: string }): Promise<TicketDetail>;
}

export const REQUESTER_TICKETS_GATEWAY = Symbol.for('ServiceDesk.RequesterTicketsGateway');
