import type { ServerConfig } from '../../../config';
import { appDepsOf } from '../../../app-composition';
import { providedPorts } from '../../../apps';
import { MemoryAttemptLimiter } from '../../../adapters/memory-attempt-limiter';
import { JobQueue } from '../../../jobs/job-queue';
import { JobWorker } from '../../../jobs/job-worker';
import type { FileStore } from '../../../ports/file-store';
import type { RealtimePort } from '../../../ports/realtime-port';
import type { ServiceDeps } from '../../../services/service-deps';
import type { TestServer } from '../../../../tests/server/harness';
import { peopleServer } from '../index';
import { INVITATION_MAIL_JOB } from '../services/invitation-service';
import { KIT_ORDER_JOB } from '../services/kit-order-job';
import { onboardingServicesOf } from '../services/onboarding-services';

/** The test server's own worker claims nothing (concurrency 0): the tests run the jobs when they choose. */
export const IDLE_JOBS: Pick<ServerConfig, 'jobs'> = { jobs: { concurrency: 0, pollMs: 3_600_000, maxAttempts: 5 } };

const silent = { warn: () => undefined, error: () => undefined };
const quiet: RealtimePort = { toOrganisation: () => undefined, toPerson: () => undefined, toPersonAndAdmins: () => undefined, endSession: () => undefined };

/** A worker for the people app's job kinds (the invitation mail, the kit order), over the test server's store, clock and mailbox. */
export function peopleWorker(server: TestServer, now: () => Date) {
  const kernel: ServiceDeps = {
    store: server.store,
    config: server.config,
    now,
    keys: server.keys,
    mail: server.mailbox,
    jobs: new JobQueue(server.store.repos.jobs, now, server.config.jobs.maxAttempts, () => undefined),
    limiter: new MemoryAttemptLimiter(now),
    realtime: quiet,
    files: null as unknown as FileStore,
    identityProviders: [],
  };
  const services = onboardingServicesOf(appDepsOf(peopleServer, { deps: kernel, ports: providedPorts(kernel) }));
  const handlers = new Map([
    [INVITATION_MAIL_JOB, (payload: unknown) => services.invitations.deliver(payload)],
    [KIT_ORDER_JOB, (payload: unknown) => services.kitOrders.run(payload)],
  ]);
  const worker = new JobWorker(server.store.repos.jobs, handlers, { concurrency: 2, pollMs: 3_600_000, leaseMs: 300_000, now, random: () => 0.5, log: silent });
  return {
    /** Runs every job due now, and those they queue, until nothing is left to run. */
    async runDue(): Promise<void> {
      while ((await worker.runDue()) > 0);
    },
  };
}
