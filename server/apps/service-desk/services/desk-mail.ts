import { randomUUID } from 'node:crypto';
import { replySubject, ticketReference } from '../../../../src/apps/service-desk/domain/mail-threading';
import { sendMail, type MailThread } from '../../../kernel';
import type { ServiceDeskDeps } from './service-deps';
import type { TicketRow } from '../repositories/ticket-repository';
import { approvalLinkUrl, approvalToken, APPROVAL_LINK_DAYS } from './approval-link';

type MailDeps = Pick<ServiceDeskDeps, 'store' | 'mail' | 'config' | 'keys' | 'now'>;

/**
 * The desk's outgoing mail. Every mail about a ticket carries `[RES#n]` in its subject, which is how replies find
 * their ticket again; each stored message keeps the Message-ID made for it here.
 */
export class DeskMail {
  constructor(private readonly deps: MailDeps) {}

  /** A Message-ID of the portal's own host, stored on the message it goes out with. */
  newMessageId(): string {
    return `<${randomUUID()}@${new URL(this.deps.config.publicUrl).hostname}>`;
  }

  async acknowledge(ticket: TicketRow): Promise<void> {
    await sendMail(this.deps, {
      to: ticket.requesterEmail,
      organisationId: ticket.organisationId,
      template: 'deskAcknowledgement',
      params: { subject: replySubject(ticket.number, ticket.subject), reference: ticketReference(ticket.number), title: ticket.subject },
    });
  }

  /**
   * A public agent reply, to the requester and everyone in copy, as the message stored under `messageId`; it answers
   * the newest of the ticket's `earlier` Message-IDs and names them all, so a reply to it threads back by headers
   * even where a mail client drops the subject's tag.
   */
  async reply(ticket: TicketRow, recipients: readonly string[], author: string, body: string, conversation: { messageId: string; earlier: readonly string[] }): Promise<void> {
    const thread = threadOf(conversation.messageId, conversation.earlier);
    for (const to of new Set(recipients)) {
      await sendMail(this.deps, {
        to,
        organisationId: ticket.organisationId,
        thread,
        template: 'deskReply',
        params: { subject: replySubject(ticket.number, ticket.subject), reference: ticketReference(ticket.number), author, body },
      });
    }
  }

  /** Each approver of the step gets a link of their own, signed and expiring. */
  async askApprovers(ticket: TicketRow, step: number, approvers: readonly { id: string; email: string }[]): Promise<void> {
    const issued = this.deps.now();
    const expires = new Date(issued.getTime() + APPROVAL_LINK_DAYS * 86_400_000);
    for (const approver of approvers) {
      const token = approvalToken(this.deps.keys, { ticketId: ticket.id, step, approverId: approver.id }, issued, expires);
      await sendMail(this.deps, {
        to: approver.email,
        organisationId: ticket.organisationId,
        template: 'deskApprovalRequest',
        params: {
          subject: replySubject(ticket.number, ticket.subject),
          reference: ticketReference(ticket.number),
          title: ticket.subject,
          requester: ticket.requesterName,
          link: approvalLinkUrl(this.deps.config, token),
          expires: expires.toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
        },
      });
    }
  }

  async escalate(ticket: TicketRow, leads: readonly string[], facts: { team: string; dueAt: Date; priority: string }): Promise<void> {
    for (const to of new Set(leads)) {
      await sendMail(this.deps, {
        to,
        organisationId: ticket.organisationId,
        template: 'deskEscalation',
        params: {
          subject: replySubject(ticket.number, ticket.subject),
          reference: ticketReference(ticket.number),
          title: ticket.subject,
          team: facts.team,
          dueAt: facts.dueAt.toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
          priority: facts.priority,
        },
      });
    }
  }
}

/** References keep the first message and the newest ones: the start of the thread and its latest turns. */
const MOST_REFERENCES = 20;

function threadOf(messageId: string, earlier: readonly string[]): MailThread {
  const before = earlier.filter((id) => id !== messageId);
  const references = before.length > MOST_REFERENCES ? [before[0]!, ...before.slice(-(MOST_REFERENCES - 1))] : before;
  const inReplyTo = before.at(-1);
  return { messageId, ...(inReplyTo && { inReplyTo, references }) };
}
