import type { Readable } from 'node:stream';
import { simpleParser, type ParsedMail } from 'mailparser';
import {
  isAutomaticMail,
  referencedMessageIds,
  ticketNumberInSubject,
  type MailHeaders,
} from '../../../../src/apps/service-desk/domain/mail-threading';
import type { FileStore } from '../../../kernel';
import type { ServiceDeskDeps } from '../services/service-deps';
import type { TicketRow } from '../repositories/ticket-repository';
import type { InboundMail, TicketMailIntake } from '../services/ticket-mail-intake';
import { recordAutomaticReply } from './automatic-reply';
import { keepDeadLetter } from './dead-letters';
import type { MailChannels } from './mail-channels';

/** How a mail reached the desk: SMTP's envelope, or the mailbox IMAP read it from. */
export interface MailEnvelope {
  /** The envelope sender: '' is the null sender of bounces; null when unknown (a mailbox keeps only the headers). */
  readonly mailFrom: string | null;
  /** The organisations it is for: those whose desk addresses it was sent to, or whose mailbox held it. */
  readonly organisationIds: readonly string[];
}

/** What became of a mail for one organisation. */
export type Delivery =
  | { readonly organisationId: string; readonly outcome: 'opened' | 'replied' | 'recorded-automatic' | 'duplicate'; readonly ticketId: string; readonly number: number }
  | { readonly organisationId: string; readonly outcome: 'ignored-automatic' }
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

/** The header lines as isAutomaticMail reads them; a null envelope sender is a bounce whatever the headers say. */
function headersOf(mail: ParsedMail, envelope: MailEnvelope): MailHeaders {
  const headers: Record<string, string[]> = {};
  for (const { key, line } of mail.headerLines) {
    const value = line.slice(line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim();
    (headers[key.toLowerCase()] ??= []).push(value);
  }
  if (envelope.mailFrom === '') (headers['return-path'] ??= []).push('<>');
  return headers;
}

/** The address in 'Name <address>' or a bare address, lower case. */
function addressIn(from: string): string {
  return (/<([^<>]+)>/.exec(from)?.[1] ?? from).trim().toLowerCase();
}

/**
 * A bounce rarely says which mail it returns in its own headers; the returned mail's headers carry the Message-ID
 * the desk sent it with, attached (message/rfc822, text/rfc822-headers) or quoted in the text.
 */
function returnedMessageIds(mail: ParsedMail): string[] {
  const returned = mail.attachments
    .filter((file) => /^(message\/rfc822|text\/rfc822-headers|message\/global)/i.test(file.contentType))
    .map((file) => file.content.toString('latin1'));
  return [mail.text ?? '', ...returned].flatMap((text) => [...text.matchAll(/^message-id:\s*(<[^<>\s]+>)/gim)].map((match) => match[1]!));
}

function inboundMailOf(mail: ParsedMail, fromEmail: string, automatic: boolean): InboundMail {
  return {
    fromEmail,
    fromName: mail.from?.value[0]?.name || null,
    subject: mail.subject ?? '',
    text: mail.text?.trim() || (mail.attachments.length > 0 ? '(attachments only)' : '(no text)'),
    html: typeof mail.html === 'string' ? mail.html : null,
    messageId: mail.messageId ?? null,
    // Inline images too: a screenshot pasted into the mail is often the whole report.
    attachments: mail.attachments.map((file, index) => ({
      filename: file.filename ?? `attachment-${index + 1}`,
      contentType: file.contentType || 'application/octet-stream',
      bytes: file.content,
    })),
    automatic,
  };
}

/**
 * Every inbound mail goes through here, whether SMTP delivered it or an IMAP mailbox held it, so both behave alike:
 * parse, find the ticket it answers, and open, reply or record. A mail that fails for an organisation is kept as a
 * dead letter in its file store and logged; only when even that fails does receive throw, so SMTP answers a
 * temporary failure and IMAP leaves the mail unread, and the mail stays with the sender or in the mailbox.
 */
export class MailPipeline {
  constructor(private readonly deps: MailPipelineDeps) {}

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
    const deliveries: Delivery[] = [];
    for (const organisationId of new Set(envelope.organisationIds)) {
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
    const fromEmail = mail.from?.value[0]?.address?.toLowerCase() || envelope.mailFrom?.toLowerCase() || '';
    if (!fromEmail) throw new Error('The mail names no sender, so it has no requester.');
    const tickets = this.repos.own.tickets;
    const messageId = mail.messageId ?? null;
    // The sending server retries a mail whose answer it missed, and a mailbox may be read twice: the first one counts.
    const known = messageId ? await tickets.findByMessageIds(organisationId, [messageId]) : undefined;
    if (known) return { organisationId, outcome: 'duplicate', ticketId: known.id, number: known.number };

    const automatic = isAutomaticMail(headersOf(mail, envelope)) || (await this.isOwnRobot(fromEmail));
    const inbound = inboundMailOf(mail, fromEmail, automatic);
    const ticket = await this.ticketAnswered(organisationId, mail, automatic);
    if (automatic) {
      if (!ticket) {
        this.deps.log.info({ organisationId, from: fromEmail, subject: inbound.subject, messageId }, 'an automatic mail answering no ticket was not taken');
        return { organisationId, outcome: 'ignored-automatic' };
      }
      await recordAutomaticReply(this.deps.store, ticket, inbound, this.deps.now());
      this.deps.tickets.publish(ticket);
      return { organisationId, outcome: 'recorded-automatic', ticketId: ticket.id, number: ticket.number };
    }
    if (ticket && (await this.mayAnswer(ticket, fromEmail))) {
      const answered = await this.deps.tickets.replyFromMail(organisationId, ticket.id, inbound);
      return { organisationId, outcome: 'replied', ...answered };
    }
    if (ticket) this.deps.log.info({ organisationId, from: fromEmail, ticketId: ticket.id }, 'a mail answering a ticket its sender is no party to opens a ticket of its own');
    const opened = await this.deps.tickets.openFromMail(organisationId, inbound);
    return { organisationId, outcome: 'opened', ...opened };
  }

  /** Mail from any desk's address or from the portal's sender is a desk talking to itself or to another desk. */
  private async isOwnRobot(fromEmail: string): Promise<boolean> {
    return fromEmail === addressIn(this.deps.portalAddress) || (await this.deps.channels.isDeskAddress(fromEmail));
  }

  /**
   * The ticket a mail answers: the tag in its subject, else the newest stored Message-ID it refers to (and, for a
   * bounce, the one of the mail it returns). A tag naming no ticket of this organisation falls through to the
   * references: a forwarded subject may carry another desk's number.
   */
  private async ticketAnswered(organisationId: string, mail: ParsedMail, automatic: boolean): Promise<TicketRow | undefined> {
    const tickets = this.repos.own.tickets;
    const number = ticketNumberInSubject(mail.subject ?? '');
    let ticket = number === null ? undefined : await tickets.findByNumber(organisationId, number);
    if (!ticket) {
      const referenced = referencedMessageIds(mail.inReplyTo, mail.references);
      const ids = [...referenced.slice(0, MOST_REFERENCES), ...(automatic ? returnedMessageIds(mail) : [])];
      ticket = await tickets.findByMessageIds(organisationId, ids);
    }
    for (let step = 0; ticket?.mergedIntoId && step < MOST_MERGE_STEPS; step++) {
      ticket = await tickets.find(organisationId, ticket.mergedIntoId);
    }
    return ticket;
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
