import * as z from 'zod';
import type { JobQueue } from '../jobs/job-queue';
import type { JobHandler } from '../jobs/job-worker';
import type { MailMessage, MailPort } from '../ports/mail-port';

export const MAIL_JOB = 'mail';

/** A queued mail as the worker reads it back: the row is only as trustworthy as whatever last wrote the table. */
const QueuedMessage = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  thread: z.object({ messageId: z.string(), inReplyTo: z.string().optional(), references: z.array(z.string()).optional() }).optional(),
  replyTo: z.string().optional(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), contentBase64: z.string() })).optional(),
});

/**
 * Mail that survives a mail server being down or the portal restarting: sending only queues a `mail` job, which the
 * worker delivers through the real transport, retrying with backoff until it ends among the dead letters.
 */
export class QueuedMail implements MailPort {
  constructor(private readonly queue: JobQueue) {}

  async send({ organisationId, ...message }: MailMessage): Promise<void> {
    await this.queue.enqueue(MAIL_JOB, message, { organisationId: organisationId ?? null, target: message.to });
  }
}

/** The worker's side: one attempt at delivering a queued mail. */
export function mailJobHandler(transport: MailPort): JobHandler {
  return (payload) => transport.send(QueuedMessage.parse(payload));
}
