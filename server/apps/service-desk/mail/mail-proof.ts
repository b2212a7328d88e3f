import { ticketNumberInSubject } from '../../../../src/apps/service-desk/domain/mail-threading';
import type { ServerKeys } from '../../../kernel';
import type { TicketRow } from '../repositories/ticket-repository';
import type { ServiceDeskDeps } from '../services/service-deps';
import { tokenFits, tokensIn } from '../services/reply-token';

/** What a mail offers as proof that it answers a ticket, and who sent it. */
export interface MailClaims {
  /** The From address, lower case: anyone can write any, so it proves nothing by itself. */
  readonly sender: string;
  readonly subject: string;
  /** Every address it was sent to: the envelope's, and those its headers name. */
  readonly recipients: readonly string[];
  /** The Message-IDs it answers, newest first. */
  readonly referenced: readonly string[];
  /** A trusted relay vouched for the sender's domain (MAIL_TRUSTED_RELAYS, Authentication-Results). */
  readonly authenticated: boolean;
}

/**
 * Which ticket a mail may join: only one it proves to answer as its sender, with what the desk handed that sender.
 * A reply token signed for the sender and the ticket, or a Message-ID the desk sent the sender about it. The tag in
 * the subject proves nothing (numbers are sequential and anyone can write one): it counts only when a trusted relay
 * vouched for the sender, and then with any Message-ID of the ticket. Whether the sender may add to the ticket is
 * the caller's question.
 */
export class MailProofs {
  constructor(
    private readonly store: ServiceDeskDeps['store'],
    private readonly keys: ServerKeys,
  ) {}

  async ticketProven(organisationId: string, claims: MailClaims): Promise<TicketRow | undefined> {
    const desk = this.store.repos.own;
    for (const { number, token } of tokensIn(claims.recipients)) {
      const ticket = await desk.tickets.findByNumber(organisationId, number);
      if (ticket && tokenFits(this.keys, ticket, claims.sender, token)) return ticket;
    }
    const sent = await desk.sentMail.newestOf(organisationId, claims.referenced, claims.sender);
    if (sent) return desk.tickets.find(organisationId, sent.ticketId);
    if (!claims.authenticated) return undefined;
    const number = ticketNumberInSubject(claims.subject);
    const tagged = number === null ? undefined : await desk.tickets.findByNumber(organisationId, number);
    return tagged ?? (await desk.tickets.findByMessageIds(organisationId, claims.referenced));
  }
}
