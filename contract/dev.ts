import * as z from 'zod';
import { text } from './text';
import { Email, EmailInput, Timestamp } from './common';

/** Development only: what the mail port would have sent. */
const MailItem = z.object({
  to: Email,
  subject: text(),
  text: text(),
  /** Where an answer goes when not to the sender: the desk's reply address, whose token proves the ticket. */
  replyTo: Email.nullable(),
  /** The files it carried, by name, type and size; their content stays in the server's memory. */
  attachments: z.array(z.object({ filename: text(), contentType: text(), bytes: z.number().int().nonnegative() })),
  sentAt: Timestamp,
});
export const MailboxAnswer = z.object({ items: z.array(MailItem) });
export const MailboxQuery = z.strictObject({ to: EmailInput.optional() });

/** Development only: a valid request-demo link for an address, as the marketing side would send it. */
export const PlgTokenQuery = z.strictObject({ email: EmailInput });
export const PlgTokenAnswer = z.object({ email: Email, token: text(), path: text() });

/** Development only: the built-in identity provider's sign-in page. */
export const TestProviderQuery = z.object({
  state: text().min(1).max(200),
  redirect_uri: text().min(1).max(2000),
  nonce: text().min(1).max(200),
  login_hint: text().max(254).optional(),
  email: EmailInput.optional(),
});
