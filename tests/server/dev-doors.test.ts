import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OAuthProvidersAnswer } from '../../contract/auth';
import { Problem, ProblemTypes } from '../../contract/problem';
import { MemoryAttemptLimiter } from '../../server/adapters/memory-attempt-limiter';
import { buildApp } from '../../server/app';
import { configFromEnv } from '../../server/config';
import { DEMO } from '../../server/seed/demo-seed';
import { startTestServer, type TestServer } from './harness';

/** The development doors: the mailbox, the demo-token route and the test identity provider. */
let open: TestServer;
/** The same database behind the configuration `npm start` gets without PORTAL_DEV_TOOLS. */
let closed: FastifyInstance;

const POPUP = 'http://portal.test/oauth-popup';
const providerQuery = (redirectUri: string, email?: string) =>
  new URLSearchParams({ state: 's'.repeat(20), nonce: 'n'.repeat(20), redirect_uri: redirectUri, ...(email && { email }) });

beforeAll(async () => {
  open = await startTestServer();
  const defaults = configFromEnv({});
  ({ app: closed } = await buildApp({
    config: { ...open.config, devTools: defaults.devTools },
    store: open.store,
    limiter: new MemoryAttemptLimiter(() => new Date()),
  }));
  await closed.ready();
});
afterAll(async () => {
  await closed.close();
  await open.close();
});

describe('the development tools', () => {
  it('are off unless PORTAL_DEV_TOOLS asks for them', () => {
    expect(configFromEnv({}).devTools).toBe(false);
    expect(configFromEnv({ PORTAL_DEV_TOOLS: '0' }).devTools).toBe(false);
    expect(configFromEnv({ PORTAL_DEV_TOOLS: '1' }).devTools).toBe(true);
  });

  it('closed, answer every development door with 404 and offer no test provider', async () => {
    for (const url of [
      '/api/v1/dev/mailbox',
      '/api/v1/dev/plg-token?email=buyer@example.test',
      `/api/v1/dev/oauth/authorize?${providerQuery(POPUP)}`,
      `/api/v1/dev/oauth/approve?${providerQuery(POPUP, DEMO.admin.email)}`,
      `/api/v1/auth/oauth/test/start?loginHint=${DEMO.admin.email}`,
    ]) {
      const answer = await closed.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers.location, url).toBeUndefined();
    }
    const providers = OAuthProvidersAnswer.parse((await closed.inject({ method: 'GET', url: '/api/v1/auth/oauth/providers' })).json());
    expect(providers.items).toEqual([]);
  });

  it('open, answer the mailbox, the demo-token route and the test provider', async () => {
    expect((await open.call('GET', '/api/v1/dev/mailbox')).status).toBe(200);
    expect((await open.call('GET', '/api/v1/dev/plg-token?email=buyer@example.test')).status).toBe(200);
    const start = await open.call('GET', `/api/v1/auth/oauth/test/start?loginHint=${DEMO.admin.email}`);
    expect(start.status).toBe(302);
    const page = new URL(String(start.headers.location));
    expect(page.searchParams.get('redirect_uri')).toBe(POPUP);
    expect((await open.call('GET', `${page.pathname}${page.search}`)).status).toBe(200);
    const approve = await open.call('GET', `/api/v1/dev/oauth/approve?${providerQuery(POPUP, DEMO.admin.email)}`);
    expect(approve.status).toBe(302);
    expect(String(approve.headers.location)).toMatch(/^http:\/\/portal\.test\/oauth-popup\?code=/);
  });
});

describe('the test provider', () => {
  it('sends codes only to the portal’s own popup page: another site or another path is refused', async () => {
    for (const redirectUri of ['https://attacker.example/oauth-popup', 'http://portal.test.attacker.example/oauth-popup', 'http://portal.test/dashboard']) {
      for (const path of ['/api/v1/dev/oauth/authorize', '/api/v1/dev/oauth/approve']) {
        const answer = await open.call('GET', `${path}?${providerQuery(redirectUri, DEMO.admin.email)}`);
        expect(answer.status, `${path} ${redirectUri}`).toBe(400);
        expect(answer.headers.location).toBeUndefined();
        const problem = Problem.parse(answer.body);
        expect(problem.type).toBe(ProblemTypes.validation);
        expect(problem.errors?.map((error) => error.path)).toEqual(['query.redirect_uri']);
      }
    }
  });
});
