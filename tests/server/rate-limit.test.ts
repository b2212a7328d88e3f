import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryAttemptLimiter } from '../../server/adapters/memory-attempt-limiter';
import { buildApp, type PortalApp } from '../../server/app';
import { defaultLimits } from '../../server/config';
import { DEMO } from '../../server/seed/demo-seed';
import { startTestServer, type TestServer } from './harness';

const PER_MINUTE = 6;
const PUBLIC = '/api/v1/auth/oauth/providers';
const PROXY = '10.4.0.1';

let server: TestServer;
let behindProxy: PortalApp;
beforeAll(async () => {
  server = await startTestServer({ limits: { ...defaultLimits, apiRequestsPerMinute: PER_MINUTE } });
  behindProxy = await buildApp({
    config: { ...server.config, trustProxy: PROXY },
    store: server.store,
    limiter: new MemoryAttemptLimiter(() => new Date()),
  });
});
afterAll(async () => {
  await behindProxy.app.close();
  await server.close();
});

/** Each test spends the budgets of addresses of its own: the limiter's counts outlive the database reset. */
const uniqueIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

async function statuses(times: number, call: () => Promise<{ status: number }>): Promise<number[]> {
  const answers: number[] = [];
  for (let i = 0; i < times; i += 1) answers.push((await call()).status);
  return answers;
}

describe('the API rate limit', () => {
  it('gives each signed-in person their own budget behind one address', async () => {
    const ip = uniqueIp();
    const signIn = (email: string) => server.call<{ token: string }>('POST', '/api/v1/auth/sign-in', { ip, body: { email, password: DEMO.password } });
    const admin = (await signIn(DEMO.admin.email)).body.token;
    const employee = (await signIn(DEMO.employee.email)).body.token;
    const session = (token: string) => () => server.call('GET', '/api/v1/auth/session', { ip, token });
    // A token's first call still counts against its address: until then nobody knows whose it is.
    await session(admin)();
    await session(employee)();

    expect(await statuses(PER_MINUTE + 1, session(admin))).toEqual([...Array(PER_MINUTE).fill(200), 429]);
    expect((await session(employee)()).status).toBe(200);
    const anonymous = () => server.call('GET', PUBLIC, { ip });
    expect(await statuses(3, anonymous)).toEqual([200, 200, 429]);
  });

  it('counts made-up tokens against their address', async () => {
    const ip = uniqueIp();
    const forged = () => server.call('GET', '/api/v1/auth/session', { ip, token: randomBytes(32).toString('base64url') });
    expect(await statuses(PER_MINUTE + 1, forged)).toEqual([...Array(PER_MINUTE).fill(401), 429]);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY', async () => {
    const ip = uniqueIp();
    let client = 0;
    const forwarded = () => server.call('GET', PUBLIC, { ip, headers: { 'x-forwarded-for': `192.0.2.${(client += 1)}` } });
    expect(await statuses(PER_MINUTE + 1, forwarded)).toEqual([...Array(PER_MINUTE).fill(200), 429]);
  });

  it('keys by the forwarded client behind a trusted proxy, and only behind it', async () => {
    const from = (remoteAddress: string, client: () => string) => async () => {
      const headers = { 'x-forwarded-for': client() };
      return { status: (await behindProxy.app.inject({ method: 'GET', url: PUBLIC, remoteAddress, headers })).statusCode };
    };
    expect(await statuses(PER_MINUTE + 1, from(PROXY, () => '192.0.2.10'))).toEqual([...Array(PER_MINUTE).fill(200), 429]);
    expect((await from(PROXY, () => '192.0.2.11')()).status).toBe(200);
    // A client that reaches the server directly cannot pick its key by naming an address.
    let client = 20;
    const naming = from(uniqueIp(), () => `192.0.2.${(client += 1)}`);
    expect(await statuses(PER_MINUTE + 1, naming)).toEqual([...Array(PER_MINUTE).fill(200), 429]);
  });
});
