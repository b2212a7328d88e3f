import { afterAll, beforeAll, beforeEach } from 'vitest';
import { appDepsOf } from '../../../app-composition';
import { providedPorts } from '../../../apps';
import type { ServerConfig } from '../../../config';
import { MemoryAttemptLimiter } from '../../../adapters/memory-attempt-limiter';
import { JobQueue } from '../../../jobs/job-queue';
import { JobWorker } from '../../../jobs/job-worker';
import type { FileStore } from '../../../ports/file-store';
import type { RealtimePort } from '../../../ports/realtime-port';
import type { ServiceDeps } from '../../../services/service-deps';
import type { StaffPrincipal } from '../../../kernel';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import { signedIn, type ApiClient } from '../../../../tests/server/callers';
import { DEMO } from '../../../seed/demo-seed';
import { integrationsServer } from '../index';
import type { WebhookNet } from '../services/service-deps';
import { createIntegrationsServices } from '../services/services';
import { WEBHOOK_DELIVERY_JOB } from '../services/webhook-queue';
import { startReceiver, type Receiver } from './webhook-receiver';

/** The test server's own worker claims nothing (concurrency 0): the tests run the deliveries when they choose. */
export const IDLE_JOBS: Pick<ServerConfig, 'jobs'> = { jobs: { concurrency: 0, pollMs: 3_600_000, maxAttempts: 5 } };

const silent = { warn: () => undefined, error: () => undefined };
const quiet: RealtimePort = { toOrganisation: () => undefined, toPerson: () => undefined, toPersonAndAdmins: () => undefined, endSession: () => undefined };

/**
 * Integrations' services and a worker for the delivery job over the test server's store, on a clock the test moves
 * together with the server's, with the network (resolver, timeout) and configuration the test chooses.
 */
export function webhookRig(server: TestServer, net: WebhookNet, config: Partial<ServerConfig> = {}) {
  let shift = 0;
  const now = () => new Date(Date.now() + shift);
  const kernel: ServiceDeps = {
    store: server.store,
    config: { ...server.config, ...config },
    now,
    keys: server.keys,
    mail: server.mailbox,
    jobs: new JobQueue(server.store.repos.jobs, now, server.config.jobs.maxAttempts, () => undefined),
    limiter: new MemoryAttemptLimiter(now),
    realtime: quiet,
    files: null as unknown as FileStore,
    identityProviders: [],
  };
  const services = createIntegrationsServices(appDepsOf(integrationsServer, { deps: kernel, ports: providedPorts(kernel) }), net);
  const handlers = new Map([[WEBHOOK_DELIVERY_JOB, (payload: unknown) => services.deliveries.attempt(payload)]]);
  const worker = new JobWorker(server.store.repos.jobs, handlers, { concurrency: 4, pollMs: 3_600_000, leaseMs: 600_000, now, random: () => 0.5, log: silent });
  return {
    services,
    now,
    /** Moves this clock and the server's. */
    advance(ms: number) {
      shift += ms;
      server.advance(ms);
    },
    /** Runs the attempts due now (not those they schedule for later); answers how many ran. */
    runDue: () => worker.runDue(),
    /** The demo admin as a principal, for calls past the HTTP layer. */
    async admin(): Promise<StaffPrincipal> {
      const user = (await server.store.repos.users.findByEmail(DEMO.admin.email))!;
      return { kind: 'staff', sessionId: crypto.randomUUID(), userId: user.id, organisationId: user.organisationId, role: 'admin', email: user.email, name: user.name, impersonatorUserId: null, expiresAt: new Date(Date.now() + 3_600_000) };
    },
  };
}

export interface WebhookTestbed {
  readonly server: TestServer;
  readonly receiver: Receiver;
  readonly admin: ApiClient;
  readonly rig: ReturnType<typeof webhookRig>;
}

/**
 * One test server and one local receiver for a test file. The receiver listens on 127.0.0.1, so this install allows
 * private targets, as a single company's own may; the server's own worker stays idle. Before each test: the demo
 * afresh, an empty receiver answering 200, a rig and the demo admin signed in, handed to `take`.
 */
export function webhookTestbed(take: (bed: WebhookTestbed) => void): void {
  let server: TestServer;
  let receiver: Receiver;
  beforeAll(async () => {
    server = await startTestServer({ ...IDLE_JOBS, allowPrivateTargets: true });
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await server.close();
  });
  beforeEach(async () => {
    await server.reset();
    receiver.received.length = 0;
    receiver.answer(() => ({ status: 200, body: 'ok' }));
    take({ server, receiver, rig: webhookRig(server, { timeoutMs: 2000 }), admin: await signedIn(server, DEMO.admin.email) });
  });
}
