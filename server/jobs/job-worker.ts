import type { JobRepository, JobRow } from '../repositories/job-repository';
import { retryDelayMs } from './job-backoff';

/** Does one job's work; a throw is a failed attempt, retried later or, with none left, a dead letter. */
export type JobHandler = (payload: unknown) => Promise<void>;

export interface JobLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobWorkerOptions {
  /** How many jobs this process runs at once. */
  readonly concurrency: number;
  /** How often to look for due jobs when nothing wakes the worker: retries coming due, jobs of other processes. */
  readonly pollMs: number;
  /** Longer than any attempt may take: a job still running after it is taken for abandoned and run again. */
  readonly leaseMs: number;
  readonly now: () => Date;
  readonly random?: () => number;
  readonly log: JobLogger;
}

const PURGE_EVERY_MS = 3600_000;
/** Done jobs stay a week, enough to tell what happened after an incident, and are then deleted. */
const KEEP_DONE_MS = 7 * 24 * 3600_000;
const LONGEST_ERROR = 2000;

function messageOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, LONGEST_ERROR) || 'failed without a message';
}

/**
 * The in-process worker: polls the jobs table (and is woken by enqueue and by each finished attempt), runs at most
 * `concurrency` jobs at once, and on stop claims nothing more and waits for the attempts under way.
 */
export class JobWorker {
  private readonly running = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | null = null;
  private round: Promise<void> | null = null;
  private started = false;
  /** Woken while a round was claiming: look again as soon as it ends. */
  private woken = false;
  private purgedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly jobs: JobRepository,
    private readonly handlers: ReadonlyMap<string, JobHandler>,
    private readonly options: JobWorkerOptions,
  ) {}

  start(): void {
    if (this.started) return;
    this.started = true;
    this.plan(0);
  }

  /** Something was queued or a slot came free: look now rather than at the next poll. */
  wake(): void {
    if (!this.started) return;
    if (this.round) this.woken = true;
    else this.plan(0);
  }

  async stop(): Promise<void> {
    this.started = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.round;
    await Promise.all(this.running);
  }

  /** One round run to its end: starts what is due and waits for it to settle. Tests drive a worker by this alone. */
  async runDue(): Promise<number> {
    const runs = await this.startDue();
    await Promise.all(runs);
    return runs.length;
  }

  private plan(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.woken = false;
      this.round = this.startDue()
        .then(
          () => undefined,
          (error: unknown) => this.options.log.error({ err: error }, 'the job worker could not reach the jobs table'),
        )
        .finally(() => {
          this.round = null;
          if (this.started) this.plan(this.woken ? 0 : this.options.pollMs);
        });
    }, delayMs);
    // The server's socket keeps the process alive; a worker alone must not.
    this.timer.unref();
  }

  private async startDue(): Promise<Promise<void>[]> {
    const now = this.options.now();
    if (now.getTime() - this.purgedAt >= PURGE_EVERY_MS) {
      this.purgedAt = now.getTime();
      await this.jobs.purgeDone(new Date(now.getTime() - KEEP_DONE_MS));
    }
    await this.jobs.buryAbandoned(now);
    const free = this.options.concurrency - this.running.size;
    // Read each round: the apps' kinds join the map after the worker is made (see job-setup.ts).
    const kinds = [...this.handlers.keys()];
    if (free <= 0 || kinds.length === 0) return [];
    const claimed = await this.jobs.claim(kinds, free, now, new Date(now.getTime() + this.options.leaseMs));
    return claimed.map((job) => this.track(job));
  }

  private track(job: JobRow): Promise<void> {
    const run: Promise<void> = this.attempt(job)
      .catch((error: unknown) => this.options.log.error({ err: error, jobId: job.id }, 'the outcome of a job could not be recorded'))
      .finally(() => {
        this.running.delete(run);
        this.wake();
      });
    this.running.add(run);
    return run;
  }

  private async attempt(job: JobRow): Promise<void> {
    // Only kinds with a handler are claimed.
    const handler = this.handlers.get(job.kind)!;
    try {
      await handler(job.payload);
    } catch (error) {
      await this.failed(job, error);
      return;
    }
    await this.jobs.complete(job.id, job.attempts, this.options.now());
  }

  private async failed(job: JobRow, error: unknown): Promise<void> {
    const now = this.options.now();
    const retryAt =
      job.attempts < job.maxAttempts ? new Date(now.getTime() + retryDelayMs(job.attempts, this.options.random ?? Math.random)) : null;
    await this.jobs.fail(job.id, job.attempts, messageOf(error), retryAt, now);
    const details = { jobId: job.id, kind: job.kind, attempt: job.attempts, maxAttempts: job.maxAttempts };
    this.options.log.warn(details, retryAt ? 'a job failed and will be retried' : 'a job failed for good and is a dead letter now');
  }
}
