import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisAttemptLimiter } from '../../server/adapters/redis-attempt-limiter';
import { buildApp, type PortalApp } from '../../server/app';
import { DEMO } from '../../server/seed/demo-seed';
import { startTestServer, type TestServer } from './harness';

/** Two instances behind one Redis, as behind a load balancer; runs only when REDIS_URL names a server. */
const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('several instances sharing Redis', () => {
  const clients: Redis[] = [];
  const redis = () => {
    const client = new Redis(redisUrl!);
    clients.push(client);
    return client;
  };
  let first: TestServer;
  let second: PortalApp;
  let socket: Socket;

  beforeAll(async () => {
    first = await startTestServer({}, { redis: { pub: redis(), sub: redis() } });
    second = await buildApp({
      config: first.config,
      store: first.store,
      limiter: new RedisAttemptLimiter(redis()),
      redis: { pub: redis(), sub: redis() },
    });
    await second.app.ready();
  });
  afterAll(async () => {
    socket?.close();
    await second.app.close();
    await first.close();
    clients.forEach((client) => client.disconnect());
  });

  it('count sign-in failures together', async () => {
    const ip = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    const email = `nobody-${randomBytes(4).toString('hex')}@acme.test`;
    const attempt = (server: PortalApp) =>
      server.app.inject({ method: 'POST', url: '/api/v1/auth/sign-in', payload: { email, password: 'wrong-password' }, remoteAddress: ip });
    for (let i = 0; i < first.config.limits.signInPerIpAndAccount; i += 1) {
      expect((await attempt(i % 2 === 0 ? first : second)).statusCode).toBe(401);
    }
    expect((await attempt(second)).statusCode).toBe(429);
  });

  it('share the failures of a known device, and forgive them on every instance once the password is right', async () => {
    const ip = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    const attempt = (server: PortalApp, password: string, cookie = '') =>
      server.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-in',
        payload: { email: DEMO.admin.email, password },
        headers: { cookie },
        remoteAddress: ip,
      });
    const [cookie = ''] = String((await attempt(first, DEMO.password)).headers['set-cookie']).split(';');
    expect(cookie).toMatch(/^portal_device=/);
    const fail = async (times: number) => {
      for (let i = 0; i < times; i += 1) expect((await attempt(i % 2 === 0 ? first : second, 'wrong', cookie)).statusCode).toBe(401);
    };
    const { signInPerDevice } = first.config.limits;
    await fail(signInPerDevice - 1);
    expect((await attempt(second, DEMO.password, cookie)).statusCode).toBe(200);
    await fail(signInPerDevice);
    expect((await attempt(first, DEMO.password, cookie)).statusCode).toBe(429);
    // Only the device waits: its failures were never the address's.
    expect((await attempt(second, DEMO.password)).statusCode).toBe(200);
  });

  it('deliver an event raised on one instance to a socket on the other', async () => {
    const url = await first.app.listen({ port: 0, host: '127.0.0.1' });
    const employee = await first.signIn(DEMO.employee.email);
    socket = connect(url, { auth: { token: employee.token }, transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const changed = new Promise((resolve) => socket.once('apps.changed', resolve));
    const admin = await first.signIn(DEMO.admin.email);
    const installed = await second.app.inject({
      method: 'POST',
      url: '/api/v1/apps/pos/install',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(installed.statusCode).toBe(200);
    expect(await changed).toEqual({ slug: 'pos' });
  });
});
