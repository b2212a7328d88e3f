import type { ListPage } from './list-page';

type JobState = 'queued' | 'running' | 'done' | 'dead';

/** Background work as an admin sees it: what it was and how it failed, never its payload. */
export interface Job {
  readonly id: string;
  readonly kind: string;
  /** What the job acts on, such as a mail's recipient. */
  readonly target: string | null;
  readonly state: JobState;
  readonly attempts: number;
  readonly maxAttempts: number;
  readonly runAt: string;
  readonly lastError: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface JobsGateway {
  /** The organisation's dead letters: jobs that used up every attempt, the latest failure first. */
  failedJobs(): Promise<ListPage<Job>>;
  /** Queues a dead job again with a fresh set of attempts. */
  retry(id: string): Promise<Job>;
}

export const JOBS_GATEWAY = Symbol.for('JobsGateway');
