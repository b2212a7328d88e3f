import { randomUUID } from 'node:crypto';
import { RESOLVE_IT_SLUG } from '../../../../src/apps/service-desk/domain/slug';
import type { ServiceDeskDeps } from './service-deps';
import type { AttachmentRow } from '../repositories/attachment-repository';
import type { TicketRow } from '../repositories/ticket-repository';
import { recordSla } from './ticket-sla';
import { deskAudit } from './support';
import { TicketCore } from './ticket-core';

/** A mail as the inbound channel hands it over, parsed. */
export interface InboundMail {
  readonly fromEmail: string;
  readonly fromName: string | null;
  readonly subject: string;
  readonly text: string;
  readonly html: string | null;
  readonly messageId: string | null;
  readonly attachments: readonly { filename: string; contentType: string; bytes: Uint8Array }[];
  /** An auto-reply, bounce or bulk mail (isAutomaticMail): it gets no acknowledgement, so two desks never loop. */
  readonly automatic?: boolean;
  /** The ticket the subject names when the mail could not prove it answers it: the acknowledgement tells the sender. */
  readonly claimed?: number | null;
}

/** Mail that the inbound channel matched to an organisation: it opens a ticket or answers one. */
export class TicketMailIntake {
  constructor(
    private readonly deps: ServiceDeskDeps,
    readonly core: TicketCore,
  ) {}

  private get repos() {
    return this.deps.store.repos;
  }

  /** An automatic mail recorded on a ticket still refreshes the screens that show it. */
  publish(ticket: Pick<TicketRow, 'organisationId' | 'id' | 'number'>): void {
    this.core.publish(ticket);
  }

  private async stored(organisationId: string, mail: InboundMail, uploader: string) {
    const rows: AttachmentRow[] = [];
    for (const file of mail.attachments) {
      const key = `service-desk/${randomUUID()}`;
      await this.deps.files.put(organisationId, key, file.bytes, file.contentType);
      rows.push(
        await this.repos.own.attachments.insert({
          organisationId,
          ticketId: null,
          messageId: null,
          key,
          filename: file.filename.slice(0, 200) || 'attachment',
          contentType: file.contentType,
          size: file.bytes.byteLength,
          uploadedByUserId: null,
          uploadedByEmail: uploader,
        }),
      );
    }
    return rows;
  }

  /** A mail that names no known ticket opens a reported problem from its sender; acknowledged unless automatic or turned off. */
  async openFromMail(organisationId: string, mail: InboundMail): Promise<{ ticketId: string; number: number }> {
    const email = mail.fromEmail.toLowerCase();
    const user = await this.repos.users.findByEmail(email);
    const member = user && user.organisationId === organisationId ? user : undefined;
    const ticket = await this.core.open(organisationId, { userId: null, impersonatorUserId: null }, {
      serviceType: 'problem',
      subject: mail.subject.trim().slice(0, 200) || '(no subject)',
      description: mail.text,
      html: mail.html,
      requester: { userId: member?.id ?? null, email, name: member?.name ?? (mail.fromName?.trim() || email) },
      attachments: await this.stored(organisationId, mail, email),
      channel: 'inbound',
      mailMessageId: mail.messageId,
      acknowledge: !mail.automatic,
      claimed: mail.claimed ?? null,
      appSlug: RESOLVE_IT_SLUG,
    });
    return { ticketId: ticket.id, number: ticket.number };
  }

  /**
   * A mail that answers a ticket: from an agent it is their public reply; from anyone else it is the requester's
   * (or a person in copy's) reply, which reopens the ticket or opens a follow-up when it was closed, per its team.
   */
  async replyFromMail(organisationId: string, ticketId: string, mail: InboundMail): Promise<{ ticketId: string; number: number }> {
    const ticket = await this.core.ticketOrNotFound(organisationId, ticketId);
    const email = mail.fromEmail.toLowerCase();
    const user = await this.repos.users.findByEmail(email);
    const member = user && user.organisationId === organisationId ? user : undefined;
    const attachments = await this.stored(organisationId, mail, email);
    const isAgent = member ? (await this.repos.own.teams.rolesOf(organisationId, member.id)).length > 0 : false;
    if (member && isAgent && email !== ticket.requesterEmail) {
      const now = this.deps.now();
      await this.deps.store.transaction(async (repos) => {
        const message = await repos.own.messages.insert({
          organisationId,
          ticketId,
          at: now,
          visibility: 'public',
          channel: 'inbound',
          authorKind: 'agent',
          authorUserId: member.id,
          authorEmail: email,
          authorName: member.name,
          body: mail.text,
          html: mail.html,
          mailMessageId: mail.messageId,
        });
        await repos.own.attachments.attach(attachments.map((file) => file.id), ticketId, message.id);
        await repos.own.tickets.record(organisationId, ticketId, { updatedAt: now });
        await repos.audit.append(deskAudit({ organisationId, userId: member.id, impersonatorUserId: null }, { action: 'ticket.replied', entityType: 'ticket', entityId: ticketId, after: { messageId: message.id, channel: 'mail' } }));
      });
      await recordSla(this.repos, ticket, now);
      this.core.publish(ticket);
      return { ticketId, number: ticket.number };
    }
    const kind = email === ticket.requesterEmail ? 'requester' : 'other';
    const author = { kind, userId: member?.id ?? null, email, name: member?.name ?? (mail.fromName?.trim() || email) } as const;
    const answered = await this.core.requesterReply(ticket, author, mail.text, attachments, {
      channel: 'inbound',
      html: mail.html,
      mailMessageId: mail.messageId,
      appSlug: RESOLVE_IT_SLUG,
      automatic: mail.automatic ?? false,
    });
    return { ticketId: answered.id, number: answered.number };
  }
}
