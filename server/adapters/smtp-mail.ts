import { createTransport } from 'nodemailer';
import type { MailMessage, MailPort } from '../ports/mail-port';

/** Each well inside the job lease, so a stuck server fails the attempt rather than outlasting it. */
const TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/** Mail over SMTP (SMTP_URL, e.g. smtp://user:pass@host:587; smtps:// for TLS from the start, STARTTLS when offered). */
export class SmtpMail implements MailPort {
  private readonly transport: ReturnType<typeof createTransport>;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = createTransport({ url, ...TIMEOUTS });
  }

  async send(message: MailMessage): Promise<void> {
    const { to, subject, text, html, thread, replyTo, attachments } = message;
    await this.transport.sendMail({
      from: this.from,
      to,
      subject,
      text,
      ...(html !== undefined && { html }),
      ...(replyTo !== undefined && { replyTo }),
      ...(attachments?.length && {
        attachments: attachments.map(({ filename, contentType, contentBase64 }) => ({ filename, contentType, content: contentBase64, encoding: 'base64' })),
      }),
      ...(thread && { messageId: thread.messageId, inReplyTo: thread.inReplyTo, references: thread.references ? [...thread.references] : undefined }),
    });
  }

  close(): void {
    this.transport.close();
  }
}
