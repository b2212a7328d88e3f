import type { JobRepository } from '../repositories/job-repository';

export interface EnqueueOptions {
  /** Whose admins see the job should it fail for good. */
  readonly organisationId?: string | null;
  /** What the job acts on, shown to admins in place of the payload (a mail's recipient). */
  readonly target?: string | null;
  readonly runAt?: Date;
}

/** Where work for later goes: a row in the jobs table, then a nudge to this process's worker. */
export class JobQueue {
  constructor(
    private readonly jobs: JobRepository,
    private readonly now: () => Date,
    private readonly maxAttempts: number,
    private readonly wake: () => void,
  ) {}

  async enqueue(kind: string, payload: unknown, options: EnqueueOptions = {}): Promise<void> {
    const now = this.now();
    await this.jobs.enqueue(
      {
        kind,
        payload,
        organisationId: options.organisationId ?? null,
        target: options.target ?? null,
        maxAttempts: this.maxAttempts,
        runAt: options.runAt ?? now,
      },
      now,
    );
    this.wake();
  }

  /** A job became due other than by enqueue (an admin retried it): tell this process's worker now. */
  nudge(): void {
    this.wake();
  }
}
