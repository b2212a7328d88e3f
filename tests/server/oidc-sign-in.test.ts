import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignInAnswer } from '../../contract/auth';
import { ProblemTypes } from '../../contract/problem';
import { DEMO } from '../../server/seed/demo-seed';
import { oauthRedirectUri } from '../../server/services/oauth-service';
import { startTestServer, testConfig, type TestServer } from './harness';
import { PORTAL_CLIENT, startOidcProvider, type TestOidcProvider, type TestOidcProviderOptions } from './oidc-provider';

/**
 * Single sign-on against a real, conformant provider (oidc-provider) on 127.0.0.1: the whole popup flow, as the
 * browser runs it, once for each way the portal may have to authenticate at the token endpoint.
 */
const ACCOUNTS: Record<string, string> = { eve: DEMO.employee.email, stranger: 'stranger@elsewhere.test' };

async function start(options: Pick<TestOidcProviderOptions, 'clientAuth' | 'publishAnotherKey'>) {
  const provider = await startOidcProvider({ redirectUri: oauthRedirectUri(testConfig().publicUrl), emailOf: (account) => ACCOUNTS[account]!, ...options });
  const server = await startTestServer({
    oidc: { id: 'oidc', name: 'Company SSO', issuer: provider.issuer, clientId: PORTAL_CLIENT.id, clientSecret: PORTAL_CLIENT.secret },
  });
  return { provider, server };
}

async function stop(provider: TestOidcProvider | undefined, server: TestServer | undefined) {
  await server?.close();
  await provider?.close();
}

/** The popup: the portal's start, the provider's login and consent, and the parameters the popup page reads. */
async function popup(provider: TestOidcProvider, server: TestServer, account: string): Promise<Record<string, string>> {
  const started = await server.call('GET', `/api/v1/auth/oauth/oidc/start?loginHint=${account}`);
  expect(started.status).toBe(302);
  const back = await provider.signIn(String(started.headers.location), account);
  expect(back.origin + back.pathname).toBe(oauthRedirectUri(server.config.publicUrl));
  return Object.fromEntries(back.searchParams);
}

describe.each(['client_secret_basic', 'client_secret_post'] as const)('sign-in with an OpenID provider that takes %s', (clientAuth) => {
  let provider: TestOidcProvider;
  let server: TestServer;

  beforeAll(async () => {
    ({ provider, server } = await start({ clientAuth }));
  });
  afterAll(() => stop(provider, server));
  const popupFor = (account: string) => popup(provider, server, account);

  it('signs a member in by the address the provider tells from its UserInfo endpoint', async () => {
    const callback = await popupFor('eve');
    expect(callback).toMatchObject({ iss: provider.issuer });
    const answer = await server.call('POST', '/api/v1/auth/oauth/oidc/callback', { body: callback });
    expect(answer.status).toBe(200);
    expect(SignInAnswer.parse(answer.body).user.email).toBe(DEMO.employee.email);
    expect(provider.requests).toContain('/me');
  });

  it('refuses an answer that names another issuer than the one the sign-in went to', async () => {
    const callback = await popupFor('eve');
    const answer = await server.call('POST', '/api/v1/auth/oauth/oidc/callback', { body: { ...callback, iss: 'https://idp.evil.test' } });
    expect(answer).toMatchObject({ status: 400, body: { detail: expect.stringMatching(/iss/) } });
  });

  it('refuses an address no member uses', async () => {
    const answer = await server.call('POST', '/api/v1/auth/oauth/oidc/callback', { body: await popupFor('stranger') });
    expect(answer.status).toBe(401);
  });
});

describe('sign-in with a provider that does not answer', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Port 9 (discard) on loopback: nothing listens there on a test machine.
    server = await startTestServer({ oidc: { id: 'oidc', name: 'Company SSO', issuer: 'http://127.0.0.1:9', clientId: 'portal', clientSecret: 'secret' } });
  });
  afterAll(() => server.close());

  it('does not start, and says the provider did not answer', async () => {
    const answer = await server.call('GET', '/api/v1/auth/oauth/oidc/start');
    expect(answer).toMatchObject({ status: 502, body: { type: ProblemTypes.oauthFailed, detail: expect.stringMatching(/did not answer/) } });
  });
});

describe('sign-in with a provider whose ID token does not verify against the keys it publishes', () => {
  let provider: TestOidcProvider;
  let server: TestServer;
  beforeAll(async () => {
    ({ provider, server } = await start({ clientAuth: 'client_secret_basic', publishAnotherKey: true }));
  });
  afterAll(() => stop(provider, server));

  it('is refused', async () => {
    const answer = await server.call('POST', '/api/v1/auth/oauth/oidc/callback', { body: await popup(provider, server, 'eve') });
    expect(answer).toMatchObject({ status: 400, body: { detail: expect.stringMatching(/signature/i) } });
  });
});
