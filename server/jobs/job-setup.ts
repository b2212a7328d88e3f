import { mailJobHandler, MAIL_JOB, QueuedMail } from '../adapters/queued-mail';
import { SmtpMail } from '../adapters/smtp-mail';
import type { ServerConfig } from '../config';
import type { MailPort } from '../ports/mail-port';
import type { Store } from '../repositories';
import { JobQueue } from './job-queue';
import { JobWorker, type JobHandler, type JobLogger } from './job-worker';

/** Longer than any attempt may take (the SMTP adapter gives up well before): then the job counts as abandoned. */
const LEASE_MS = 5 * 60_000;

export interface Background {
  readonly queue: JobQueue;
  /** Mail through the queue when SMTP_URL names a server, else the fallback (the development mailbox). */
  readonly mail: MailPort;
  /** Adds an app's job kind (ServerApp.jobs); before start, since the worker polls only when it has kinds to run. */
  handle(kind: string, handler: JobHandler): void;
  start(): void;
  stop(): Promise<void>;
}

export interface BackgroundOptions {
  readonly config: ServerConfig;
  readonly store: Store;
  readonly now: () => Date;
  readonly log: JobLogger;
  readonly fallbackMail: MailPort;
}

/** The job queue, the one in-process worker that runs it, and the job kinds this configuration can run. */
export function createBackground({ config, store, now, log, fallbackMail }: BackgroundOptions): Background {
  const smtp = config.mail.smtpUrl ? new SmtpMail(config.mail.smtpUrl, config.mail.from) : null;
  const handlers = new Map<string, JobHandler>(smtp ? [[MAIL_JOB, mailJobHandler(smtp)]] : []);
  const worker = new JobWorker(store.repos.jobs, handlers, { ...config.jobs, leaseMs: LEASE_MS, now, log });
  const queue = new JobQueue(store.repos.jobs, now, config.jobs.maxAttempts, () => worker.wake());
  if (!smtp && config.production) log.warn({}, 'SMTP_URL is not set: mail is written to the log only, never sent');
  return {
    queue,
    mail: smtp ? new QueuedMail(queue) : fallbackMail,
    handle: (kind, handler) => {
      handlers.set(kind, handler);
    },
    // Kinds without a handler here stay queued for a process that has one: nothing to run means no polling.
    start: () => {
      if (handlers.size > 0) worker.start();
    },
    stop: async () => {
      await worker.stop();
      smtp?.close();
    },
  };
}
