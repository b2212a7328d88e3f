import type { Attachment, AttachmentUpload, ReplyInput, TicketDetail, TicketPage, TicketQuery } from './ticket-views';

/** Someone without an account, signed in by an emailed code: every call carries that session's token. */
export interface ExternalTicketsGateway {
  list(token: string, query: TicketQuery): Promise<TicketPage>;
  get(token: string, id: string): Promise<TicketDetail>;
  upload(token: string, upload: AttachmentUpload): Promise<Attachment>;
  reply(token: string, id: string, reply: ReplyInput): Promise<TicketDetail>;
}

export const EXTERNAL_TICKETS_GATEWAY = Symbol.for('ServiceDesk.ExternalTicketsGateway');
