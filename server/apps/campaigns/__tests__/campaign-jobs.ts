import type { ServerConfig } from '../../../config';
import { appDepsOf } from '../../../app-composition';
import { providedPorts } from '../../../apps';
import { campaignsServer } from '../index';
import { CAMPAIGN_MAIL_JOB, REMINDER_JOB } from '../services/campaign-reminders';
import { createCampaignServices } from '../services/services';
import { MemoryAttemptLimiter } from '../../../adapters/memory-attempt-limiter';
import { JobQueue } from '../../../jobs/job-queue';
import { JobWorker } from '../../../jobs/job-worker';
import type { FileStore } from '../../../ports/file-store';
import type { MailPort } from '../../../ports/mail-port';
import type { RealtimePort } from '../../../ports/realtime-port';
import type { Store } from '../../../repositories';
import type { ServerKeys } from '../../../security/server-keys';
import type { ServiceDeps } from '../../../services/service-deps';
import type { CampaignDeps } from '../services/service-deps';

/** The test server's own worker claims nothing (concurrency 0): the tests run the jobs, round by round. */
export const IDLE_JOBS: Pick<ServerConfig, 'jobs'> = { jobs: { concurrency: 0, pollMs: 3_600_000, maxAttempts: 5 } };

/** Longer than any test's step: a job is never taken for abandoned unless a test moves the clock past it. */
export const LEASE_MS = 5 * 60_000;

const silent = { warn: () => undefined, error: () => undefined };
const quiet: RealtimePort = { toOrganisation: () => undefined, toPerson: () => undefined, toPersonAndAdmins: () => undefined, endSession: () => undefined };

/** What the campaign services need, from a test's own store, clock and mailbox, as the composition root gives it them. */
export function campaignDeps(store: Store, config: ServerConfig, keys: ServerKeys, now: () => Date, mail: MailPort): CampaignDeps {
  const deps: ServiceDeps = {
    store,
    config,
    now,
    keys,
    mail,
    jobs: new JobQueue(store.repos.jobs, now, config.jobs.maxAttempts, () => undefined),
    limiter: new MemoryAttemptLimiter(now),
    realtime: quiet,
    // The campaigns keep no files.
    files: null as unknown as FileStore,
    identityProviders: [],
  };
  return appDepsOf(campaignsServer, { deps, ports: providedPorts() });
}

/** A worker for the campaigns' two job kinds, over the given services' store and clock. */
export function campaignWorker(deps: CampaignDeps) {
  const { reminders } = createCampaignServices(deps);
  const handlers = new Map([
    [REMINDER_JOB, (payload: unknown) => reminders.runStep(payload)],
    [CAMPAIGN_MAIL_JOB, (payload: unknown) => reminders.deliver(payload)],
  ]);
  const worker = new JobWorker(deps.store.repos.jobs, handlers, { concurrency: 4, pollMs: 3_600_000, leaseMs: LEASE_MS, now: deps.now, random: () => 0.5, log: silent });
  return {
    worker,
    /** Runs every job due now, and the mails those queue, until nothing is left to run. */
    async runDue(): Promise<void> {
      while ((await worker.runDue()) > 0);
    },
  };
}
