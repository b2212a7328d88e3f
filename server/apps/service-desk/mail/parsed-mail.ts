import type { ParsedMail } from 'mailparser';
import type { InboundMail } from '../services/ticket-mail-intake';

/**
 * The header lines by lower-case name, as isAutomaticMail and the proofs read them; a null envelope sender (`mailFrom`
 * '') is a bounce whatever the headers say.
 */
export function headersOf(mail: ParsedMail, mailFrom: string | null): Record<string, string[]> {
  const headers: Record<string, string[]> = {};
  for (const { key, line } of mail.headerLines) {
    const value = line.slice(line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim();
    (headers[key.toLowerCase()] ??= []).push(value);
  }
  if (mailFrom === '') (headers['return-path'] ??= []).push('<>');
  // The subject as people read it: an encoded word (=?utf-8?Q?Automatische_Antwort?=) hides an out-of-office.
  headers.subject = [mail.subject ?? ''];
  return headers;
}

/** The address in 'Name <address>' or a bare address, lower case. */
export function addressIn(from: string): string {
  return (/<([^<>]+)>/.exec(from)?.[1] ?? from).trim().toLowerCase();
}

/** The From address, lower case; a mail without one has no sender the desk could answer. */
export function senderOf(mail: ParsedMail): string | null {
  return mail.from?.value[0]?.address?.toLowerCase() || null;
}

/** Every address a mail went to: the envelope's (RCPT TO), and those its headers name (all a mailbox tells). */
export function recipientsOf(mail: ParsedMail, headers: Readonly<Record<string, readonly string[]>>, envelopeRecipients: readonly string[]): string[] {
  const named = [mail.to, mail.cc].flatMap((field) => (field === undefined ? [] : Array.isArray(field) ? field : [field]));
  const headerValues = ['delivered-to', 'x-original-to'].flatMap((name) => headers[name] ?? []);
  return [
    ...envelopeRecipients,
    ...named.flatMap((field) => field.value.map((address) => address.address ?? '')),
    ...headerValues.map((value) => addressIn(value)),
  ].filter(Boolean);
}

/** A parsed mail as the ticket service takes it. */
export function inboundMailOf(mail: ParsedMail, fromEmail: string, automatic: boolean): InboundMail {
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
