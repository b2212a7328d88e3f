import type { ListPage, ListRequest } from '../../../../application/ports/list-page';
import type { PersonRef } from '../../../../application/ports/person-ref';
import type { SlaState } from '../../domain/sla-clock';
import type { StatusCategory } from '../../domain/ticket-status';

/** What the requester's and the external visitor's screens read of a ticket: public messages only. */

export type ServiceKind = 'service' | 'problem';
export type Impact = 'one-person' | 'team' | 'organisation';
export type ApprovalState = 'none' | 'pending' | 'accepted' | 'refused';

export interface NamedRef {
  readonly id: string;
  readonly name: string;
}

export interface StatusRef extends NamedRef {
  readonly category: StatusCategory;
  readonly pausesSla: boolean;
}

export interface PriorityRef extends NamedRef {
  readonly colour: string;
}

export interface Attachment {
  readonly id: string;
  readonly filename: string;
  readonly contentType: string;
  readonly size: number;
  /** A short-lived signed link. */
  readonly url: string;
}

export interface TicketMessage {
  readonly id: string;
  readonly at: string;
  readonly visibility: 'public' | 'internal';
  readonly channel: 'portal' | 'inbound' | 'outbound';
  readonly author: { readonly userId: string | null; readonly name: string; readonly email: string | null; readonly kind: 'requester' | 'agent' | 'system' | 'other' };
  readonly body: string;
  readonly attachments: readonly Attachment[];
  /** What the desk recorded by itself: a mail of the desk that bounced, `body` being the bounce. */
  readonly event?: { readonly kind: 'delivery-failed'; readonly recipient: string };
}

export interface ApprovalStepProgress {
  readonly order: number;
  readonly requiredSharePercent: number;
  readonly state: 'waiting' | 'pending' | 'accepted' | 'refused';
  readonly approvers: readonly { readonly approver: { readonly name: string }; readonly decision: 'accepted' | 'refused' | null; readonly reason: string | null; readonly at: string | null }[];
}

export interface ApprovalProgress {
  readonly state: ApprovalState;
  readonly currentStep: number | null;
  readonly steps: readonly ApprovalStepProgress[];
  /** Whether the caller is an approver of the current step who has not decided yet. */
  readonly mayDecide: boolean;
}

/** What every list of tickets shows of one, the requester's and the agents'. */
export interface TicketHead {
  readonly id: string;
  readonly number: number;
  /** `RES#123`. */
  readonly reference: string;
  readonly subject: string;
  readonly serviceType: ServiceKind;
  readonly status: StatusRef;
  readonly priority: PriorityRef | null;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly approvalState: ApprovalState;
}

export interface TicketItem extends TicketHead {
  /** The resolution time the requester was promised; null without an SLA calendar. */
  readonly dueAt: string | null;
  /** The SLA in one word; absent where the server does not tell it. */
  readonly slaState?: SlaState;
}

export interface TicketDetail extends TicketItem {
  readonly description: string;
  readonly requestType: NamedRef | null;
  readonly category: NamedRef | null;
  readonly impact: Impact | null;
  readonly requester: { readonly userId: string | null; readonly name: string; readonly email: string };
  readonly copy: readonly { readonly userId: string | null; readonly name: string | null; readonly email: string }[];
  readonly answers: readonly { readonly key: string; readonly label: string; readonly value: string | number | boolean | null }[];
  readonly attachments: readonly Attachment[];
  readonly messages: readonly TicketMessage[];
  readonly statusHistory: readonly { readonly at: string; readonly status: StatusRef; readonly by: PersonRef | null }[];
  readonly approval: ApprovalProgress | null;
  readonly version: number;
  /** Whether the requester may close it now. */
  readonly mayClose: boolean;
}

export type TicketQuery = ListRequest & { readonly statusCategory?: StatusCategory; readonly serviceType?: ServiceKind };
export type TicketPage = ListPage<TicketItem>;

/** What a ticket takes as attachments, as the contract lists them: pictures and PDFs. */
export const ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf'] as const;

/** A file to attach, sent as it is; `onProgress` hears the share sent, 0 to 1. */
export interface AttachmentUpload {
  readonly file: File;
  readonly onProgress?: (sent: number) => void;
}

export interface ReplyInput {
  readonly body: string;
  readonly attachmentIds: readonly string[];
}
