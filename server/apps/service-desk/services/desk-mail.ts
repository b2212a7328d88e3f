import { randomUUID } from 'node:crypto';
import { replySubject, ticketReference } from '../../../../src/apps/service-desk/domain/mail-threading';
import { sendMail, type MailParams, type MailTemplateName, type MailThread } from '../../../kernel';
import type { ServiceDeskDeps } from './service-deps';
import type { TicketRow } from '../repositories/ticket-repository';
import { approvalLinkUrl, approvalToken, APPROVAL_LINK_DAYS } from './approval-link';
import { replyAddress, replyToken } from './reply-token';

type MailDeps = Pick<ServiceDeskDeps, 'store' | 'mail' | 'config' | 'keys' | 'now'>;

/**
 * The desk's outgoing mail. Every mail about a ticket carries `[RES#n]` in its subject for people to read, but what
 * ties a reply to the ticket is a proof each recipient gets of their own: a random Message-ID, recorded with the
 * ticket and the recipient, and a reply address carrying a token signed for that recipient and ticket.
 */
export class DeskMail {
  constructor(private readonly deps: MailDeps) {}

  /** A Message-ID of the portal's own host: random, so that nobody can work out one the desk sent. */
  newMessageId(): string {
    return `<${randomUUID()}@${new URL(this.deps.config.publicUrl).hostname}>`;
  }

  /** `claimed`: the ticket a mail named without proving it answers it, which the acknowledgement then explains. */
  async acknowledge(ticket: TicketRow, claimed: number | null): Promise<void> {
    const params = { subject: replySubject(ticket.number, ticket.subject), reference: ticketReference(ticket.number), title: ticket.subject };
    if (claimed === null) await this.send(ticket, ticket.requesterEmail, 'deskAcknowledgement', params);
    else await this.send(ticket, ticket.requesterEmail, 'deskAcknowledgementUnproven', { ...params, claimed: ticketReference(claimed) });
  }

  /** A public agent reply, to the requester and everyone in copy, each in the thread of the mails they got before. */
  async reply(ticket: TicketRow, recipients: readonly string[], author: string, body: string): Promise<void> {
    for (const to of new Set(recipients.map((recipient) => recipient.toLowerCase()))) {
      await this.send(ticket, to, 'deskReply', { subject: replySubject(ticket.number, ticket.subject), reference: ticketReference(ticket.number), author, body });
    }
  }

  /** Each approver of the step gets a link of their own, signed and expiring. */
  async askApprovers(ticket: TicketRow, step: number, approvers: readonly { id: string; email: string }[]): Promise<void> {
    const issued = this.deps.now();
    const expires = new Date(issued.getTime() + APPROVAL_LINK_DAYS * 86_400_000);
    for (const approver of approvers) {
      const token = approvalToken(this.deps.keys, { ticketId: ticket.id, step, approverId: approver.id }, issued, expires);
      await this.send(ticket, approver.email, 'deskApprovalRequest', {
        subject: replySubject(ticket.number, ticket.subject),
        reference: ticketReference(ticket.number),
        title: ticket.subject,
        requester: ticket.requesterName,
        link: approvalLinkUrl(this.deps.config, token),
        expires: expires.toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
      });
    }
  }

  async escalate(ticket: TicketRow, leads: readonly string[], facts: { team: string; dueAt: Date; priority: string }): Promise<void> {
    for (const to of new Set(leads)) {
      await this.send(ticket, to, 'deskEscalation', {
        subject: replySubject(ticket.number, ticket.subject),
        reference: ticketReference(ticket.number),
        title: ticket.subject,
        team: facts.team,
        dueAt: facts.dueAt.toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
        priority: facts.priority,
      });
    }
  }

  /**
   * One mail about a ticket to one recipient, recorded before it is queued. It answers the last mail the recipient
   * got about the ticket and names the thread from the ticket's first message on, but never a Message-ID another
   * recipient got: that would hand them a proof that is not theirs.
   */
  private async send(ticket: TicketRow, to: string, template: MailTemplateName, params: MailParams): Promise<void> {
    const desk = this.deps.store.repos.own;
    const recipient = to.toLowerCase();
    const start = await desk.messages.threadStart(ticket.id);
    const earlier = await desk.sentMail.sentTo(ticket.id, recipient);
    const [channel] = await desk.channels.list(ticket.organisationId);
    const messageId = this.newMessageId();
    await desk.sentMail.insert({ organisationId: ticket.organisationId, ticketId: ticket.id, recipient, messageId });
    const replyTo = channel?.inboundAddress ? replyAddress(channel.inboundAddress, replyToken(this.deps.keys, ticket, recipient)) : null;
    await sendMail(this.deps, {
      to,
      organisationId: ticket.organisationId,
      thread: threadOf(messageId, start === null ? earlier : [start, ...earlier]),
      template,
      params,
      ...(replyTo && { replyTo }),
    });
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
