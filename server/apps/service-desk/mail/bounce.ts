import type { ParsedMail } from 'mailparser';

/**
 * A bounce rarely says which mail it returns in its own headers; the returned mail's headers carry the Message-ID
 * the desk sent it with, attached (message/rfc822, text/rfc822-headers) or quoted in the text.
 */
export function returnedMessageIds(mail: ParsedMail): string[] {
  const returned = mail.attachments
    .filter((file) => /^(message\/rfc822|text\/rfc822-headers|message\/global)/i.test(file.contentType))
    .map((file) => file.content.toString('latin1'));
  return [mail.text ?? '', ...returned].flatMap((text) => [...text.matchAll(/^message-id:\s*(<[^<>\s]+>)/gim)].map((match) => match[1]!));
}

/**
 * Whether a bounce reports a failed delivery. A delivery status notification (RFC 3464) says so per recipient in its
 * Action fields (which the parser hands over within the text, or as a part of their own), and one that only says
 * 'delayed' is no failure yet; a bounce without them says it in words alone.
 */
export function reportsFailure(mail: ParsedMail): boolean {
  const reports = mail.attachments.filter((file) => /^message\/(global-)?delivery-status/i.test(file.contentType)).map((file) => file.content.toString('latin1'));
  const actions = [mail.text ?? '', ...reports].flatMap((text) => [...text.matchAll(/^action:\s*([a-z]+)/gim)].map((match) => match[1]!.toLowerCase()));
  return actions.length === 0 || actions.includes('failed');
}
