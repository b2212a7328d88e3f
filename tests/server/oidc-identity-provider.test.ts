import { describe, expect, it } from 'vitest';
import { OidcIdentityProvider } from '../../server/adapters/oidc-identity-provider';
import { IdentityProviderError } from '../../server/ports/identity-provider-port';

const config = { id: 'oidc', name: 'Company SSO', issuer: 'https://idp.example.test', clientId: 'portal', clientSecret: 'secret' };
const now = new Date('2026-01-01T12:00:00Z');

function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256' })}.${part(claims)}.signature`;
}

/** A provider that answers discovery and the token endpoint from memory; nothing leaves the process. */
function providerAnswering(claims: Record<string, unknown>) {
  const requests: { url: string; body: string }[] = [];
  const fetcher = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    requests.push({ url, body: String(init?.body ?? '') });
    if (url.endsWith('/.well-known/openid-configuration')) {
      return Response.json({
        issuer: config.issuer,
        authorization_endpoint: `${config.issuer}/authorize`,
        token_endpoint: `${config.issuer}/token`,
      });
    }
    return Response.json({ id_token: jwt(claims), access_token: 'x' });
  }) as typeof fetch;
  return { provider: new OidcIdentityProvider(config, () => now, fetcher), requests };
}

const valid = {
  iss: config.issuer,
  aud: 'portal',
  exp: now.getTime() / 1000 + 60,
  nonce: 'n-1',
  sub: 'user-1',
  email: 'Ada@Acme.test',
  email_verified: true,
};
const exchange = { code: 'c', redirectUri: 'http://portal.test/oauth-popup', codeVerifier: 'v', nonce: 'n-1' };

describe('the OpenID Connect adapter', () => {
  it('sends people to the discovered authorization endpoint with PKCE, state and nonce', async () => {
    const { provider } = providerAnswering(valid);
    const url = new URL(
      await provider.authorizationUrl({ state: 's', nonce: 'n-1', codeChallenge: 'ch', redirectUri: exchange.redirectUri }),
    );
    expect(url.origin + url.pathname).toBe('https://idp.example.test/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'portal',
      state: 's',
      nonce: 'n-1',
      code_challenge: 'ch',
      code_challenge_method: 'S256',
      scope: 'openid email profile',
    });
  });

  it('trades the code for the identity in the ID token', async () => {
    const { provider, requests } = providerAnswering(valid);
    expect(await provider.exchange(exchange)).toEqual({ subject: 'user-1', email: 'ada@acme.test', emailVerified: true });
    expect(new URLSearchParams(requests.at(-1)!.body).get('code_verifier')).toBe('v');
  });

  it.each([
    ['another issuer', { iss: 'https://evil.example.test' }],
    ['another audience', { aud: 'someone-else' }],
    ['an expired token', { exp: now.getTime() / 1000 - 1 }],
    ['another nonce', { nonce: 'n-2' }],
    ['no address', { email: undefined }],
  ])('refuses %s', async (_, change) => {
    const { provider } = providerAnswering({ ...valid, ...change });
    await expect(provider.exchange(exchange)).rejects.toBeInstanceOf(IdentityProviderError);
  });
});
