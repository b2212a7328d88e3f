import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { SMTPServer } from 'smtp-server';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RedisAttemptLimiter } from '../../server/adapters/redis-attempt-limiter';
import { buildApp, type PortalApp } from '../../server/app';
import type { Database } from '../../server/db/database';
import { jobs, organisations } from '../../server/db/schema';
import { storeOf } from '../../server/repositories';
import { DEMO } from '../../server/seed/demo-seed';
import { prepareDatabase, type PreparedData } from '../../server/seed/prepare-data';
import { testConfig } from './harness';
import { reopenableTestDatabase, type ReopenableDatabase } from './test-database';

/**
 * Two servers started at the same moment on one empty PostgreSQL database and one Redis, each with its own
 * connections, as two processes behind a load balancer; runs only when TEST_DATABASE_URL and REDIS_URL name servers.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

interface Instance extends PortalApp {
  readonly database: Database;
  readonly prepared: PreparedData;
}

describe.skipIf(!postgresUrl || !redisUrl)('two instances starting at once', () => {
  const clients: Redis[] = [];
  const redis = () => {
    const client = new Redis(redisUrl!);
    clients.push(client);
    return client;
  };
  let delivered = 0;
  const smtp = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData: (stream, _session, done) => {
      stream.resume();
      stream.on('end', () => {
        delivered += 1;
        done();
      });
    },
  });
  let place: ReopenableDatabase;
  let instances: Instance[];
  let first: Instance;
  let second: Instance;
  let socket: Socket | undefined;

  async function startInstance(smtpPort: number): Promise<Instance> {
    const config = testConfig({ mail: { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, from: 'portal@portal.test' } });
    const database = await place.open();
    const prepared = await prepareDatabase(database, config, new Date(), { done: () => undefined });
    const portal = await buildApp({
      config,
      store: storeOf(database.db),
      limiter: new RedisAttemptLimiter(redis()),
      redis: { pub: redis(), sub: redis() },
    });
    await portal.app.ready();
    return { ...portal, database, prepared };
  }

  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const smtpPort = (smtp.server.address() as AddressInfo).port;
    place = await reopenableTestDatabase();
    instances = await Promise.all([startInstance(smtpPort), startInstance(smtpPort)]);
    [first, second] = instances as [Instance, Instance];
  });
  afterAll(async () => {
    socket?.close();
    for (const instance of instances ?? []) {
      await instance.app.close();
      await instance.database.close();
    }
    await place?.dispose();
    clients.forEach((client) => client.disconnect());
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  const signIn = async (instance: PortalApp, email: string) => {
    const answer = await instance.app.inject({ method: 'POST', url: '/api/v1/auth/sign-in', payload: { email, password: DEMO.password } });
    expect(answer.statusCode).toBe(200);
    return answer.json<{ token: string }>().token;
  };

  it('both come up, and the demo organisation is seeded once', async () => {
    expect(instances.map(({ prepared }) => prepared.seeded).sort()).toEqual([false, true]);
    expect(await first.database.db.select({ name: organisations.name }).from(organisations)).toEqual([{ name: DEMO.organisation }]);
    for (const instance of instances) await signIn(instance, DEMO.admin.email);
  });

  it('honour on one the token the other issued', async () => {
    const token = await signIn(first, DEMO.employee.email);
    const session = await second.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { authorization: `Bearer ${token}` } });
    expect(session.statusCode).toBe(200);
  });

  it('deliver an event raised on one to a socket connected to the other', async () => {
    const url = await first.app.listen({ port: 0, host: '127.0.0.1' });
    socket = connect(url, { auth: { token: await signIn(first, DEMO.employee.email) }, transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve) => socket!.once('connect', () => resolve()));
    const changed = new Promise((resolve) => socket!.once('apps.changed', resolve));
    const installed = await second.app.inject({
      method: 'POST',
      url: '/api/v1/apps/pos/install',
      headers: { authorization: `Bearer ${await signIn(second, DEMO.admin.email)}` },
    });
    expect(installed.statusCode).toBe(200);
    expect(await changed).toEqual({ slug: 'pos' });
  });

  it('run a queued job once, though both workers look for it', async () => {
    const email = `visitor-${randomBytes(4).toString('hex')}@example.test`;
    const requested = await second.app.inject({ method: 'POST', url: '/api/v1/external/codes', payload: { email } });
    expect(requested.statusCode).toBe(202);
    await vi.waitFor(
      async () => {
        const [job] = await first.database.db.select().from(jobs).where(eq(jobs.target, email));
        expect(job).toMatchObject({ state: 'done', attempts: 1 });
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(delivered).toBe(1);
  });

  it('count sign-in failures together', async () => {
    const ip = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    const email = `nobody-${randomBytes(4).toString('hex')}@acme.test`;
    const attempt = (instance: PortalApp) =>
      instance.app.inject({ method: 'POST', url: '/api/v1/auth/sign-in', payload: { email, password: 'wrong-password' }, remoteAddress: ip });
    for (let i = 0; i < testConfig().limits.signInPerIpAndAccount; i += 1) {
      expect((await attempt(instances[i % 2]!)).statusCode).toBe(401);
    }
    expect((await attempt(second)).statusCode).toBe(429);
  });
});
