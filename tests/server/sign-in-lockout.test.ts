import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Problem, ProblemTypes } from '../../contract/problem';
import { defaultLimits } from '../../server/config';
import { DEMO } from '../../server/seed/demo-seed';
import { startTestServer, type Answer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  // Small limits keep the attacks short; the rules are the same at the real ones.
  server = await startTestServer({
    limits: { ...defaultLimits, signInPerIpAndAccount: 3, signInPerIp: 6, signInPerAccount: 8, signInPerDevice: 3 },
  });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const ATTACKER = '203.0.113.66';
const VICTIM = '198.51.100.7';

function signIn(email: string, password: string, ip: string, device?: string): Promise<Answer> {
  return server.call('POST', '/api/v1/auth/sign-in', {
    body: { email, password },
    ip,
    ...(device && { headers: { cookie: `other=1; portal_device=${device}` } }),
  });
}

function deviceOf(answer: Answer): string {
  const cookie = String(answer.headers['set-cookie']);
  const token = /^portal_device=([^;]+)/.exec(cookie)?.[1];
  if (!token) throw new Error(`no device cookie in "${cookie}"`);
  return token;
}

async function fail(times: number, ip: string, email: string = DEMO.admin.email, device?: string): Promise<void> {
  for (let i = 0; i < times; i += 1) expect((await signIn(email, `wrong-${i}`, ip, device)).status).toBe(401);
}

function expectWait(answer: Answer): number {
  expect(answer.status).toBe(429);
  expect(Problem.parse(answer.body).type).toBe(ProblemTypes.tooManyRequests);
  const seconds = Number(answer.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  return seconds;
}

describe('sign-in lockout', () => {
  it('makes the attacking address wait, while the account signs in from elsewhere', async () => {
    await fail(server.config.limits.signInPerIpAndAccount, ATTACKER);
    expectWait(await signIn(DEMO.admin.email, DEMO.password, ATTACKER));
    expect((await signIn(DEMO.admin.email, DEMO.password, VICTIM)).status).toBe(200);
  });

  it('doubles the wait after each further failure', async () => {
    await fail(server.config.limits.signInPerIpAndAccount, ATTACKER);
    const first = expectWait(await signIn(DEMO.admin.email, 'wrong', ATTACKER));
    server.advance(first * 1000);
    await fail(1, ATTACKER);
    expect(expectWait(await signIn(DEMO.admin.email, 'wrong', ATTACKER))).toBe(first * 2);
  });

  it('makes an address that guesses across accounts wait', async () => {
    for (let i = 0; i < server.config.limits.signInPerIp; i += 1) await fail(1, ATTACKER, `guess-${i}@acme.test`);
    expectWait(await signIn(DEMO.employee.email, DEMO.password, ATTACKER));
    expect((await signIn(DEMO.employee.email, DEMO.password, VICTIM)).status).toBe(200);
  });

  it('forgives an address its failures on an account once the password is right', async () => {
    const { signInPerIpAndAccount } = server.config.limits;
    await fail(signInPerIpAndAccount - 1, VICTIM);
    expect((await signIn(DEMO.admin.email, DEMO.password, VICTIM)).status).toBe(200);
    await fail(signInPerIpAndAccount - 1, VICTIM);
    expect((await signIn(DEMO.admin.email, DEMO.password, VICTIM)).status).toBe(200);
  });
});

describe('known devices', () => {
  it('get a device cookie only the sign-in route sees, never script', async () => {
    const answer = await signIn(DEMO.admin.email, DEMO.password, VICTIM);
    expect(answer.status).toBe(200);
    expect(String(answer.headers['set-cookie'])).toMatch(
      /^portal_device=[\w.-]+; Path=\/api\/v1\/auth\/sign-in; Max-Age=\d+; HttpOnly; Secure; SameSite=Strict$/,
    );
    expect(answer.body).not.toHaveProperty('deviceToken');
  });

  it('sign the owner in while strangers from many addresses lock the account for unknown devices', async () => {
    const device = deviceOf(await signIn(DEMO.admin.email, DEMO.password, VICTIM));
    for (let i = 0; i < server.config.limits.signInPerAccount; i += 1) await fail(1, `203.0.113.${i}`);
    expectWait(await signIn(DEMO.admin.email, DEMO.password, '192.0.2.1'));
    expect((await signIn(DEMO.admin.email, DEMO.password, '192.0.2.1', device)).status).toBe(200);
  });

  it('sign the owner in even from the address under attack', async () => {
    const device = deviceOf(await signIn(DEMO.admin.email, DEMO.password, VICTIM));
    for (let i = 0; i < server.config.limits.signInPerIp; i += 1) await fail(1, ATTACKER, `guess-${i}@acme.test`);
    expectWait(await signIn(DEMO.admin.email, DEMO.password, ATTACKER));
    expect((await signIn(DEMO.admin.email, DEMO.password, ATTACKER, device)).status).toBe(200);
  });

  it('vouch only for the account they signed in to', async () => {
    const device = deviceOf(await signIn(DEMO.employee.email, DEMO.password, VICTIM));
    await fail(server.config.limits.signInPerIpAndAccount, ATTACKER);
    expectWait(await signIn(DEMO.admin.email, DEMO.password, ATTACKER, device));
    expectWait(await signIn(DEMO.admin.email, DEMO.password, ATTACKER, `${device.split('.')[0]}.forged`));
  });

  it('wait too after their own wrong passwords, and only they do', async () => {
    const device = deviceOf(await signIn(DEMO.admin.email, DEMO.password, VICTIM));
    await fail(server.config.limits.signInPerDevice, VICTIM, DEMO.admin.email, device);
    expectWait(await signIn(DEMO.admin.email, DEMO.password, VICTIM, device));
    expect((await signIn(DEMO.admin.email, DEMO.password, VICTIM)).status).toBe(200);
  });
});
