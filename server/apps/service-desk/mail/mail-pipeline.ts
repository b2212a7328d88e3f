import type { Readable } from 'node:stream';
import { simpleParser, type ParsedMail } from 'mailparser';
import { isAutomaticMail, referencedMessageIds, ticketNumberInSubject } from '../../../../src/apps/service-desk/domain/mail-threading';
import type { FileStore, ServerKeys } from '../../../kernel';
import type { ServiceDeskDeps } from '../services/service-deps';
import type { TicketRow } from '../repositories/ticket-repository';
import type { InboundMail, TicketMailIntake } from '../services/ticket-mail-intake';
import { senderAuthenticated } from './authentication-results';
import { recordAutomaticReply } from './automatic-reply';
import { reportsFailure, returnedMessageIds } from './bounce';
import { keepDeadLetter } from './dead-letters';
import type { MailChannels } from './mail-channels';
import { MailProofs, type MailClaims } from './mail-proof';
import { addressIn, headersOf, inboundMailOf, recipientsOf, senderOf } from './parsed-mail';

/** How a mail reached the desk: SMTP's envelope, or the mailbox IMAP read it from. */
export interface MailEnvelope {
  /** The envelope sender: '' is the null sender of bounces; null when unknown (a mailbox keeps only the headers). */
  readonly mailFrom: string | null;
  /** The addresses it was delivered to (RCPT TO); none from a mailbox, whose headers name them instead. */
  readonly recipients: readonly string[];
  /** The organisations it is for: those whose desk addresses it was sent to, or whose mailbox held it. */
  readonly organisationIds: readonly string[];
  /** It came from a relay of MAIL_TRUSTED_RELAYS, whose Authentication-Results header the desk believes. */
  readonly trustedRelay: boolean;
}

/**
 * What became of a mail for one organisation. `refused`: it names no sender, so there is nobody to answer or to file
 * it for; SMTP refuses it (550), and a mailbox keeps it, read.
 */
export type Delivery =
  | {
      readonly organisationId: string;
      readonly outcome: 'opened' | 'replied' | 'recorded-automatic' | 'recorded-failed-delivery' | 'duplicate';
      readonly ticketId: string;
      readonly number: number;
    }
  | { readonly organisationId: string; readonly outcome: 'ignored-automatic' | 'refused' }
  | { readonly organisationId: string; readonly outcome: 'failed'; readonly deadLetter: string };

export interface MailLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface MailPipelineDeps {
  readonly store: ServiceDeskDeps['store'];
  readonly files: FileStore;
  readonly now: () => Date;
  readonly log: MailLog;
  readonly tickets: Pick<TicketMailIntake, 'openFromMail' | 'replyFromMail' | 'publish'>;
  readonly channels: MailChannels;
  /** The portal's own sender address (MAIL_FROM): mail from it is our own robot's. */
  readonly portalAddress: string;
  /** The install's keys, which sign the reply tokens. */
  readonly keys: ServerKeys;
  /** The largest raw mail taken, headers and encoded attachments included. */
  readonly maxBytes: number;
}

export class MailTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`The mail is larger than ${maxBytes} bytes.`);
  }
}

/** References beyond these are old history: the newest ones decide the ticket. */
const MOST_REFERENCES = 50;
/** A ticket merged into another, maybe merged again: follow a few steps, never a cycle. */
const MOST_MERGE_STEPS = 5;

async function bytesOf(raw: Buffer | Readable, maxBytes: number): Promise<Buffer> {
  if (Buffer.isBuffer(raw)) {
    if (raw.byteLength > maxBytes) throw new MailTooLarge(maxBytes);
    return raw;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of raw) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += bytes.byteLength;
    if (size > maxBytes) {
      raw.destroy();
      throw new MailTooLarge(maxBytes);
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

/**
 * Every inbound mail goes through here, whether SMTP delivered it or an IMAP mailbox held it, so both behave alike:
 * parse, find the ticket it proves to answer, and open, reply or record. A mail that fails for an organisation is
 * kept as a dead letter in its file store and logged; only when even that fails does receive throw, so SMTP answers a
 * temporary failure and IMAP leaves the mail unread, and the mail stays with the sender or in the mailbox.
 */
export class MailPipeline {
  private readonly proofs: MailProofs;

  constructor(private readonly deps: MailPipelineDeps) {
    this.proofs = new MailProofs(deps.store, deps.keys);
  }

  private get repos() {
    return this.deps.store.repos;
  }

  async receive(raw: Buffer | Readable, envelope: MailEnvelope): Promise<Delivery[]> {
    const bytes = await bytesOf(raw, this.deps.maxBytes);
    let parsed: ParsedMail | null = null;
    let parseError: unknown = null;
    try {
      // cid: links stay links: inlined as data: URLs, each pasted image would be stored twice, once in the HTML.
      parsed = await simpleParser(bytes, { keepCidLinks: true });
    } catch (error) {
      parseError = error;
    }
    const organisationIds = [...new Set(envelope.organisationIds)];
    if (parsed && senderOf(parsed) === null) {
      this.deps.log.warn({ organisationIds, mailFrom: envelope.mailFrom, messageId: parsed.messageId ?? null }, 'an inbound mail without a From address was refused');
      return organisationIds.map((organisationId) => ({ organisationId, outcome: 'refused' }));
    }
    const deliveries: Delivery[] = [];
    for (const organisationId of organisationIds) {
      try {
        if (!parsed) throw parseError;
        deliveries.push(await this.deliver(organisationId, parsed, envelope));
      } catch (error) {
        deliveries.push(await this.failed(organisationId, bytes, parsed, error));
      }
    }
    return deliveries;
  }

  private async failed(organisationId: string, bytes: Buffer, mail: ParsedMail | null, error: unknown): Promise<Delivery> {
    const details = { err: error, organisationId, messageId: mail?.messageId ?? null, from: mail?.from?.text ?? null };
    let deadLetter: string;
    try {
      deadLetter = await keepDeadLetter(this.deps.files, organisationId, bytes, this.deps.now());
    } catch (keepError) {
      // The caller hears only the storage's error; the reason the mail failed in the first place is told here.
      this.deps.log.error({ ...details, keepError }, 'an inbound mail could not be turned into a ticket, nor kept as a dead letter');
      throw keepError;
    }
    this.deps.log.error({ ...details, deadLetter }, 'an inbound mail could not be turned into a ticket; it is kept as a dead letter');
    return { organisationId, outcome: 'failed', deadLetter };
  }

  private async deliver(organisationId: string, mail: ParsedMail, envelope: MailEnvelope): Promise<Delivery> {
    const sender = senderOf(mail)!;
    const messageId = mail.messageId ?? null;
    // The sending server retries a mail whose answer it missed, and a mailbox may be read twice: the first one counts.
    const known = messageId ? await this.repos.own.tickets.findByMessageIds(organisationId, [messageId]) : undefined;
    if (known) return { organisationId, outcome: 'duplicate', ticketId: known.id, number: known.number };

    const headers = headersOf(mail, envelope.mailFrom);
    const automatic = isAutomaticMail(headers) || (await this.isOwnRobot(sender));
    const inbound = inboundMailOf(mail, sender, automatic);
    const claims: MailClaims = {
      sender,
      subject: inbound.subject,
      recipients: recipientsOf(mail, headers, envelope.recipients),
      referenced: referencedMessageIds(mail.inReplyTo, mail.references).slice(0, MOST_REFERENCES),
      authenticated: envelope.trustedRelay && senderAuthenticated(headers['authentication-results'] ?? [], sender),
    };
    const ticket = await this.latest(organisationId, await this.proofs.ticketProven(organisationId, claims));
    if (automatic) return this.automatic(organisationId, mail, inbound, ticket);
    if (ticket && (await this.mayAnswer(ticket, sender))) {
      const answered = await this.deps.tickets.replyFromMail(organisationId, ticket.id, inbound);
      return { organisationId, outcome: 'replied', ...answered };
    }
    const claimed = ticketNumberInSubject(inbound.subject);
    const why = ticket ? 'a mail answering a ticket its sender is no party to' : claimed !== null ? 'a mail naming a ticket it does not prove to answer' : null;
    if (why) this.deps.log.info({ organisationId, from: sender, ticketId: ticket?.id ?? null, claimed }, `${why} opens a ticket of its own`);
    const opened = await this.deps.tickets.openFromMail(organisationId, { ...inbound, claimed });
    return { organisationId, outcome: 'opened', ...opened };
  }

  /**
   * An auto-reply is recorded on the ticket its sender proves it answers; a bounce on the ticket of the mail it
   * returns, when the desk sent that mail, as a failed delivery to its recipient. Neither is answered, and anything
   * else automatic is dropped: no robot opens a ticket.
   */
  private async automatic(organisationId: string, mail: ParsedMail, inbound: InboundMail, proven: TicketRow | undefined): Promise<Delivery> {
    const returned = proven ? undefined : await this.repos.own.sentMail.newestOf(organisationId, returnedMessageIds(mail));
    const ticket = proven ?? (await this.latest(organisationId, returned && (await this.repos.own.tickets.find(organisationId, returned.ticketId))));
    if (!ticket) {
      this.deps.log.info({ organisationId, from: inbound.fromEmail, subject: inbound.subject, messageId: inbound.messageId }, 'an automatic mail answering no ticket was not taken');
      return { organisationId, outcome: 'ignored-automatic' };
    }
    const failedRecipient = returned && reportsFailure(mail) ? returned.recipient : null;
    await recordAutomaticReply(this.deps.store, ticket, inbound, this.deps.now(), failedRecipient);
    this.deps.tickets.publish(ticket);
    const outcome = failedRecipient === null ? 'recorded-automatic' : 'recorded-failed-delivery';
    return { organisationId, outcome, ticketId: ticket.id, number: ticket.number };
  }

  /** Mail from any desk's address or from the portal's sender is a desk talking to itself or to another desk. */
  private async isOwnRobot(fromEmail: string): Promise<boolean> {
    return fromEmail === addressIn(this.deps.portalAddress) || (await this.deps.channels.isDeskAddress(fromEmail));
  }

  /** A ticket merged into another, maybe merged again, goes on in the last one. */
  private async latest(organisationId: string, ticket: TicketRow | undefined): Promise<TicketRow | undefined> {
    let current = ticket;
    for (let step = 0; current?.mergedIntoId && step < MOST_MERGE_STEPS; step++) {
      current = await this.repos.own.tickets.find(organisationId, current.mergedIntoId);
    }
    return current;
  }

  /**
   * Only the requester, people in copy and the desk's agents may add to a ticket by mail. Anyone else who answers a
   * ticket's mail (a forward, a guessed number) gets a ticket of their own: their words never enter a conversation
   * its requester sees.
   */
  private async mayAnswer(ticket: TicketRow, sender: string): Promise<boolean> {
    if (ticket.requesterEmail === sender) return true;
    const desk = this.repos.own;
    if ((await desk.copies.ofTicket(ticket.id)).some((copy) => copy.email.toLowerCase() === sender)) return true;
    const user = await this.repos.users.findByEmail(sender);
    return user?.organisationId === ticket.organisationId && (await desk.teams.rolesOf(ticket.organisationId, user.id)).length > 0;
  }
}
