import type { ServiceDeskDeps } from '../services/service-deps';
import type { TicketRow } from '../repositories/ticket-repository';
import { deskAudit } from '../services/support';

export interface AutomaticMail {
  readonly fromEmail: string;
  readonly fromName: string | null;
  readonly text: string;
  readonly messageId: string | null;
}

/**
 * Keeps an out-of-office or a bounce that answers a ticket as an internal note: agents learn the requester is away or
 * a reply never arrived, while the ticket keeps its status (no reopening, no follow-up ticket), nobody is mailed and
 * no SLA clock moves. The ticket service's replyFromMail treats every reply as a person's, which reopens a closed
 * ticket and acknowledges a follow-up: exactly what two desks answering each other's robots must not do.
 *
 * `failedRecipient` marks a bounce of a mail the desk sent: the note is the desk's own record of a failed delivery,
 * which the agents' screen names as such, with the bounce's words below.
 */
export async function recordAutomaticReply(
  store: ServiceDeskDeps['store'],
  ticket: TicketRow,
  mail: AutomaticMail,
  now: Date,
  failedRecipient: string | null = null,
): Promise<string> {
  return store.transaction(async (repos) => {
    const message = await repos.own.messages.insert({
      organisationId: ticket.organisationId,
      ticketId: ticket.id,
      at: now,
      visibility: 'internal',
      channel: 'inbound',
      authorKind: failedRecipient !== null ? 'system' : mail.fromEmail === ticket.requesterEmail ? 'requester' : 'other',
      authorUserId: null,
      authorEmail: mail.fromEmail,
      authorName: mail.fromName?.trim() || mail.fromEmail,
      body: mail.text,
      html: null,
      mailMessageId: mail.messageId,
      event: failedRecipient === null ? null : { kind: 'delivery-failed', recipient: failedRecipient },
    });
    const action = failedRecipient === null ? 'ticket.automatic-mail-recorded' : 'ticket.delivery-failed';
    await repos.audit.append(
      deskAudit(
        { organisationId: ticket.organisationId, userId: null, impersonatorUserId: null },
        { action, entityType: 'ticket', entityId: ticket.id, after: { messageId: message.id, from: mail.fromEmail, ...(failedRecipient !== null && { recipient: failedRecipient }) } },
      ),
    );
    return message.id;
  });
}
