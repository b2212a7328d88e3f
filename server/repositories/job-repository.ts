import { and, asc, count, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { JobState } from '../../contract/jobs';
import type { Db } from '../db/database';
import { jobs } from '../db/schema';
import { pageOf, type PageRequest } from './query-helpers';

export type JobRow = typeof jobs.$inferSelect;

export interface NewJob {
  readonly kind: string;
  readonly payload: unknown;
  readonly organisationId: string | null;
  readonly target: string | null;
  readonly maxAttempts: number;
  readonly runAt: Date;
}

/** The queue's SQL. Times come from the caller's clock, never the database's, so tests can move them. */
export class JobRepository {
  constructor(private readonly db: Db) {}

  async enqueue(job: NewJob, now: Date): Promise<JobRow> {
    const [row] = await this.db
      .insert(jobs)
      .values({ ...job, state: 'queued', createdAt: now, updatedAt: now })
      .returning();
    return row!;
  }

  /**
   * Takes up to `limit` due jobs of these kinds: queued ones whose time has come, and running ones whose worker let
   * the lease run out (it crashed or was killed) while attempts remain. SKIP LOCKED lets workers of other processes
   * claim side by side without waiting on each other or taking the same row.
   */
  async claim(kinds: readonly string[], limit: number, now: Date, leaseUntil: Date): Promise<JobRow[]> {
    const due = this.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.kind, [...kinds]),
          or(
            and(eq(jobs.state, 'queued'), lte(jobs.runAt, now)),
            and(eq(jobs.state, 'running'), lte(jobs.leaseUntil, now), lt(jobs.attempts, jobs.maxAttempts)),
          ),
        ),
      )
      .orderBy(asc(jobs.runAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return this.db
      .update(jobs)
      .set({ state: 'running', attempts: sql`${jobs.attempts} + 1`, leaseUntil, updatedAt: now })
      .where(inArray(jobs.id, due))
      .returning();
  }

  /** Jobs whose last attempt died with its worker: no attempt is left to take them up again. */
  async buryAbandoned(now: Date): Promise<void> {
    await this.db
      .update(jobs)
      .set({ state: 'dead', leaseUntil: null, lastError: 'The worker stopped during the last attempt.', updatedAt: now })
      .where(and(eq(jobs.state, 'running'), lte(jobs.leaseUntil, now), sql`${jobs.attempts} >= ${jobs.maxAttempts}`));
  }

  /** False when the attempt is no longer the job's current one: its lease ran out and another worker took it. */
  async complete(id: string, attempt: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(jobs)
      .set({ state: 'done', payload: null, leaseUntil: null, lastError: null, updatedAt: now })
      .where(this.current(id, attempt))
      .returning({ id: jobs.id });
    return rows.length > 0;
  }

  /** Queues the job again at `retryAt`, or, with no retry left, moves it to the dead letters. */
  async fail(id: string, attempt: number, error: string, retryAt: Date | null, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(jobs)
      .set({
        state: retryAt ? 'queued' : 'dead',
        ...(retryAt && { runAt: retryAt }),
        leaseUntil: null,
        lastError: error,
        updatedAt: now,
      })
      .where(this.current(id, attempt))
      .returning({ id: jobs.id });
    return rows.length > 0;
  }

  async list(organisationId: string, state: JobState, page: PageRequest): Promise<{ rows: JobRow[]; total: number }> {
    const where = and(eq(jobs.organisationId, organisationId), eq(jobs.state, state));
    const { limit, offset } = pageOf(page);
    const rows = await this.db.select().from(jobs).where(where).orderBy(desc(jobs.updatedAt), asc(jobs.id)).limit(limit).offset(offset);
    const [counted] = await this.db.select({ total: count() }).from(jobs).where(where);
    return { rows, total: counted?.total ?? 0 };
  }

  /** A dead job of the organisation, queued again now with all its attempts; undefined when there is none. */
  async retry(organisationId: string, id: string, now: Date): Promise<JobRow | undefined> {
    const [row] = await this.db
      .update(jobs)
      .set({ state: 'queued', attempts: 0, runAt: now, updatedAt: now })
      .where(and(eq(jobs.organisationId, organisationId), eq(jobs.id, id), eq(jobs.state, 'dead')))
      .returning();
    return row;
  }

  async purgeDone(before: Date): Promise<void> {
    await this.db.delete(jobs).where(and(eq(jobs.state, 'done'), lt(jobs.updatedAt, before)));
  }

  private current(id: string, attempt: number) {
    return and(eq(jobs.id, id), eq(jobs.state, 'running'), eq(jobs.attempts, attempt));
  }
}
