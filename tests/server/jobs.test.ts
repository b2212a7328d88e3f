import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { jobs } from '../../server/db/schema';
import { FIRST_RETRY_MS } from '../../server/jobs/job-backoff';
import { JobQueue } from '../../server/jobs/job-queue';
import { JobWorker, type JobHandler, type JobWorkerOptions } from '../../server/jobs/job-worker';
import { storeOf, type Store } from '../../server/repositories';
import { reopenableTestDatabase, type ReopenableDatabase } from './test-database';

/**
 * The job queue on its own, against a database that can be closed and opened again. Workers are driven round by
 * round (runDue) on an injected clock, so retries and leases come due without waiting.
 */
const LEASE_MS = 60_000;
const silent = { warn: () => {}, error: () => {} };

let place: ReopenableDatabase;
let database: Database;
let store: Store;
let clock: Date;
const now = () => clock;
const later = (ms: number) => new Date(clock.getTime() + ms);

async function open(): Promise<void> {
  database = await place.open();
  await database.migrate();
  store = storeOf(database.db);
}

beforeAll(async () => {
  place = await reopenableTestDatabase();
  await open();
});
afterAll(async () => {
  await database.close();
  await place.dispose();
});
beforeEach(async () => {
  await database.db.execute(sql`TRUNCATE jobs, organisations CASCADE`);
  clock = new Date('2031-03-01T09:00:00Z');
});

function queueOf(maxAttempts = 3, wake: () => void = () => {}): JobQueue {
  return new JobQueue(store.repos.jobs, now, maxAttempts, wake);
}

function workerOf(handler: JobHandler, options: Partial<JobWorkerOptions> = {}): JobWorker {
  return new JobWorker(store.repos.jobs, new Map([['test', handler]]), {
    concurrency: 4,
    pollMs: 3600_000,
    leaseMs: LEASE_MS,
    now,
    random: () => 0.9,
    log: silent,
    ...options,
  });
}

const allJobs = () => database.db.select().from(jobs).orderBy(jobs.createdAt);
const onlyJob = async () => (await allJobs())[0]!;

describe('the job queue', () => {
  it('keeps a queued job across closing and opening the database', async () => {
    await queueOf().enqueue('test', { to: 'ada@example.test' });
    await database.close();
    await open();
    const seen: unknown[] = [];
    expect(await workerOf(async (payload) => void seen.push(payload)).runDue()).toBe(1);
    expect(seen).toEqual([{ to: 'ada@example.test' }]);
    expect(await onlyJob()).toMatchObject({ state: 'done', attempts: 1, payload: null, leaseUntil: null });
  });

  it('takes up again, after a restart, a job whose worker died during the attempt, once the lease ran out', async () => {
    await queueOf().enqueue('test', {});
    // A worker claims the job, and the process dies before it settles it.
    expect(await store.repos.jobs.claim(['test'], 1, clock, later(LEASE_MS))).toHaveLength(1);
    await database.close();
    await open();
    let runs = 0;
    const worker = workerOf(async () => void (runs += 1));
    expect(await worker.runDue()).toBe(0);
    clock = later(LEASE_MS);
    expect(await worker.runDue()).toBe(1);
    expect(runs).toBe(1);
    expect(await onlyJob()).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('makes a dead letter of a job whose last attempt died with its worker', async () => {
    await queueOf(1).enqueue('test', {});
    await store.repos.jobs.claim(['test'], 1, clock, later(LEASE_MS));
    clock = later(LEASE_MS);
    let runs = 0;
    expect(await workerOf(async () => void (runs += 1)).runDue()).toBe(0);
    expect(runs).toBe(0);
    expect(await onlyJob()).toMatchObject({ state: 'dead', attempts: 1, lastError: 'The worker stopped during the last attempt.' });
  });

  it('retries a failing job after longer waits each time, then keeps it among the dead letters', async () => {
    await queueOf(3).enqueue('test', {});
    const worker = workerOf(async () => {
      throw new Error('421 mail server busy');
    });
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      expect(await worker.runDue()).toBe(1);
      const job = await onlyJob();
      expect(job).toMatchObject({ state: 'queued', attempts: attempt, lastError: '421 mail server busy' });
      waits.push(job.runAt.getTime() - clock.getTime());
      clock = new Date(job.runAt.getTime() - 1);
      expect(await worker.runDue()).toBe(0);
      clock = job.runAt;
    }
    expect(waits[0]).toBeGreaterThanOrEqual(FIRST_RETRY_MS / 2);
    expect(waits[1]).toBeGreaterThan(waits[0]!);
    expect(await worker.runDue()).toBe(1);
    expect(await onlyJob()).toMatchObject({ state: 'dead', attempts: 3, lastError: '421 mail server busy' });
    clock = later(365 * 24 * 3600_000);
    expect(await worker.runDue()).toBe(0);
  });

  it('never hands one job to two workers', async () => {
    const queue = queueOf();
    for (let n = 0; n < 24; n += 1) await queue.enqueue('test', { n });
    const runs = new Map<number, number>();
    const handler: JobHandler = async (payload) => {
      const { n } = payload as { n: number };
      runs.set(n, (runs.get(n) ?? 0) + 1);
    };
    const [a, b] = [workerOf(handler, { concurrency: 5 }), workerOf(handler, { concurrency: 5 })];
    // Both claim at the same moment, round after round, until nothing is left.
    while ((await Promise.all([a.runDue(), b.runDue()])).some((count) => count > 0));
    expect([...runs.keys()].sort((x, y) => x - y)).toEqual(Array.from({ length: 24 }, (_, n) => n));
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });

  it('runs a retried dead job again, with a fresh set of attempts', async () => {
    const organisation = await store.repos.organisations.create('Acme');
    await queueOf(1).enqueue('test', {}, { organisationId: organisation.id, target: 'ada@example.test' });
    let fail = true;
    const worker = workerOf(async () => {
      if (fail) throw new Error('refused');
    });
    await worker.runDue();
    const dead = await onlyJob();
    expect(dead.state).toBe('dead');
    const other = await store.repos.organisations.create('Globex');
    expect(await store.repos.jobs.retry(other.id, dead.id, clock)).toBeUndefined();
    expect(await store.repos.jobs.retry(organisation.id, dead.id, clock)).toMatchObject({ state: 'queued', attempts: 0 });
    fail = false;
    expect(await worker.runDue()).toBe(1);
    expect(await onlyJob()).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('leaves jobs of kinds it has no handler for to a worker that has one', async () => {
    await queueOf().enqueue('report', {});
    expect(await workerOf(async () => {}).runDue()).toBe(0);
    expect(await onlyJob()).toMatchObject({ state: 'queued', attempts: 0 });
  });

  it('runs an enqueued job at once when started, and lets it finish on stop', async () => {
    let entered: () => void = () => {};
    const started = new Promise<void>((resolve) => (entered = resolve));
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const worker = workerOf(async () => {
      entered();
      await gate;
    });
    const queue = queueOf(3, () => worker.wake());
    worker.start();
    await queue.enqueue('test', {});
    // The poll is an hour away: only the wake-up of enqueue can have started it.
    await started;
    const stopped = worker.stop();
    release();
    await stopped;
    expect(await onlyJob()).toMatchObject({ state: 'done', attempts: 1 });
  });
});
