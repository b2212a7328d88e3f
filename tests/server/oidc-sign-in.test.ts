import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignInAnswer } from '../../contract/auth';
import { DEMO } from '../../server/seed/demo-seed';
import { oauthRedirectUri } from '../../server/services/oauth-service';
import { startTestServer, testConfig, type TestServer } from './harness';
import { PORTAL_CLIENT, startOidcProvider, type TestOidcProvider } from './oidc-provider';

/**
 * Single sign-on against a real, conformant provider (oidc-provider) on 127.0.0.1: the whole popup flow, as the
 * browser runs it, once for each way the portal may have to authenticate at the token endpoint.
 */
const ACCOUNTS: Record<string, string> = { eve: DEMO.employee.email, stranger: 'stranger@elsewhere.test' };

describe.each(['client_secret_basic', 'client_secret_post'] as const)('sign-in with an OpenID provider that takes %s', (clientAuth) => {
  let provider: TestOidcProvider;
  let server: TestServer;

  beforeAll(async () => {
    provider = await startOidcProvider(oauthRedirectUri(testConfig().publicUrl), clientAuth, (account) => ACCOUNTS[account]!);
    server = await startTestServer({
      oidc: { id: 'oidc', name: 'Company SSO', issuer: provider.issuer, clientId: PORTAL_CLIENT.id, clientSecret: PORTAL_CLIENT.secret },
    });
  });
  afterAll(async () => {
    await server?.close();
    await provider?.close();
  });

  /** The popup: the portal's start, the provider's login and consent, and the parameters the popup page reads. */
  async function popupFor(account: string): Promise<Record<string, string>> {
    const start = await server.call('GET', `/api/v1/auth/oauth/oidc/start?loginHint=${account}`);
    expect(start.status).toBe(302);
    const back = await provider.signIn(String(start.headers.location), account);
    expect(back.origin + back.pathname).toBe(oauthRedirectUri(server.config.publicUrl));
    return Object.fromEntries(back.searchParams);
  }

  it('signs a member in by the address the provider tells from its UserInfo endpoint', async () => {
    const callback = await popupFor('eve');
    expect(callback).toMatchObject({ iss: provider.issuer });
    const answer = await server.call('POST', '/api/v1/auth/oauth/oidc/callback', { body: callback });
    expect(answer.status).toBe(200);
    expect(SignInAnswer.parse(answer.body).user.email).toBe(DEMO.employee.email);
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
