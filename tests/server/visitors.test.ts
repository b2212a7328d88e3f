import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OAuthProvidersAnswer, SignInAnswer } from '../../contract/auth';
import { ExternalSessionAnswer, ExternalSignInAnswer } from '../../contract/external';
import { Problem, ProblemTypes } from '../../contract/problem';
import { DEMO } from '../../server/seed/demo-seed';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

async function codeFor(email: string): Promise<string> {
  const sent = await server.call('POST', '/api/v1/external/codes', { body: { email } });
  expect(sent.status).toBe(202);
  const mailbox = await server.call<{ items: { to: string; text: string }[] }>('GET', `/api/v1/dev/mailbox?to=${email}`);
  return /\b(\d{6})\b/.exec(mailbox.body.items[0]!.text)![1]!;
}

const externalSignIn = (email: string, code: string) => server.call('POST', '/api/v1/external/sign-in', { body: { email, code } });

describe('external Resolve Now', () => {
  it('signs in with an emailed code into a session that sees only its own address', async () => {
    const code = await codeFor('Visitor@Example.test');
    const answer = ExternalSignInAnswer.parse((await externalSignIn('visitor@example.test', code)).body);
    expect(answer.email).toBe('visitor@example.test');

    const session = await server.call('GET', '/api/v1/external/session', { token: answer.token });
    expect(ExternalSessionAnswer.parse(session.body).email).toBe('visitor@example.test');
    for (const path of ['/api/v1/apps', '/api/v1/dashboard', '/api/v1/profile', '/api/v1/auth/session', '/api/v1/users']) {
      expect((await server.call('GET', path, { token: answer.token })).status, path).toBe(401);
    }
    const staff = await server.signIn(DEMO.employee.email);
    expect((await server.call('GET', '/api/v1/external/session', { token: staff.token })).status).toBe(401);

    expect((await server.call('POST', '/api/v1/external/sign-out', { token: answer.token })).status).toBe(204);
    expect((await server.call('GET', '/api/v1/external/session', { token: answer.token })).status).toBe(401);
  });

  it('takes a code once, and only for its own address', async () => {
    const code = await codeFor('visitor@example.test');
    expect((await externalSignIn('other@example.test', code)).status).toBe(401);
    expect((await externalSignIn('visitor@example.test', code)).status).toBe(200);
    const reused = await externalSignIn('visitor@example.test', code);
    expect(reused.status).toBe(401);
    expect(Problem.parse(reused.body).type).toBe(ProblemTypes.invalidCode);
  });

  it('gives up on a code after a few wrong guesses', async () => {
    const code = await codeFor('visitor@example.test');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await externalSignIn('visitor@example.test', wrong)).status).toBe(401);
    expect((await externalSignIn('visitor@example.test', code)).status).toBe(401);
  });

  it('expires codes', async () => {
    const code = await codeFor('visitor@example.test');
    server.advance(11 * 60_000);
    expect((await externalSignIn('visitor@example.test', code)).status).toBe(401);
  });

  it('limits how many codes an address may ask for', async () => {
    for (let i = 0; i < server.config.limits.codesPerAddress; i += 1) await codeFor('visitor@example.test');
    expect((await server.call('POST', '/api/v1/external/codes', { body: { email: 'visitor@example.test' } })).status).toBe(429);
  });
});

describe('request a demo', () => {
  it('accepts the form with the token of the link, and refuses a forged one', async () => {
    const link = await server.call<{ token: string; path: string }>('GET', '/api/v1/dev/plg-token?email=buyer@example.test');
    expect(link.body.path).toBe(`/request-demo/buyer%40example.test/${link.body.token}/plg`);
    const form = { email: 'buyer@example.test', token: link.body.token, name: 'Bea Buyer', company: 'Initech', fleetSize: 300 };

    expect((await server.call('POST', '/api/v1/demo-requests/verify', { body: { email: form.email, token: form.token } })).status).toBe(200);
    const saved = await server.call<{ id: string }>('POST', '/api/v1/demo-requests', { body: form });
    expect(saved.status).toBe(201);

    const forged = await server.call('POST', '/api/v1/demo-requests', { body: { ...form, email: 'someone-else@example.test' } });
    expect(forged.status).toBe(403);
    expect(Problem.parse(forged.body).type).toBe(ProblemTypes.invalidDemoToken);
    expect((await server.call('POST', '/api/v1/demo-requests/verify', { body: { email: form.email, token: 'abc' } })).status).toBe(403);
  });
});

describe('sign-in with the test identity provider', () => {
  /** Follows the popup: start, the provider's page, back to /oauth-popup with code and state. */
  async function popupFor(email: string) {
    const start = await server.call('GET', `/api/v1/auth/oauth/test/start?loginHint=${email}`);
    expect(start.status).toBe(302);
    const providerPage = new URL(String(start.headers.location));
    const page = await server.call('GET', `${providerPage.pathname}${providerPage.search}`);
    expect(page.text).toContain(`value="${email}"`);
    const approve = new URL(providerPage.toString());
    approve.pathname = '/api/v1/dev/oauth/approve';
    approve.searchParams.set('email', email);
    const back = await server.call('GET', `${approve.pathname}${approve.search}`);
    expect(back.status).toBe(302);
    const popup = new URL(String(back.headers.location));
    expect(popup.origin + popup.pathname).toBe('http://portal.test/oauth-popup');
    return { code: popup.searchParams.get('code')!, state: popup.searchParams.get('state')! };
  }

  it('lists the provider and signs a known address in, once per state', async () => {
    const providers = OAuthProvidersAnswer.parse((await server.call('GET', '/api/v1/auth/oauth/providers')).body);
    expect(providers.items.map((provider) => provider.id)).toEqual(['test']);
    const result = await popupFor(DEMO.admin.email);
    const answer = await server.call('POST', '/api/v1/auth/oauth/test/callback', { body: result });
    expect(SignInAnswer.parse(answer.body).user.email).toBe(DEMO.admin.email);
    expect((await server.call('POST', '/api/v1/auth/oauth/test/callback', { body: result })).status).toBe(400);
  });

  it('refuses an address without an account, and a forged code', async () => {
    const unknown = await popupFor('nobody@example.test');
    expect((await server.call('POST', '/api/v1/auth/oauth/test/callback', { body: unknown })).status).toBe(401);
    const known = await popupFor(DEMO.admin.email);
    const forged = await server.call('POST', '/api/v1/auth/oauth/test/callback', { body: { ...known, code: `${known.code}x` } });
    expect(forged.status).toBe(400);
    expect(Problem.parse(forged.body).type).toBe(ProblemTypes.oauthFailed);
  });
});
