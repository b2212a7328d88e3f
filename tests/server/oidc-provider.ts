import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type ClientAuthMethod } from 'oidc-provider';

/** The portal as the provider knows it. */
export const PORTAL_CLIENT = { id: 'portal', secret: randomBytes(24).toString('base64url') };

export interface TestOidcProvider {
  readonly issuer: string;
  /** Follows the popup from the provider's authorization address to the portal's redirect URI, signing `account` in. */
  signIn(authorizationUrl: string, account: string): Promise<URL>;
  close(): Promise<void>;
}

/**
 * panva's oidc-provider, a certified OpenID provider, on 127.0.0.1: the portal registered as a confidential client
 * that authenticates by `clientAuth` (the only one the provider announces), and each account's address only in its
 * UserInfo, as a provider that follows OpenID Connect Core 5.4 answers the authorization code flow. Its development
 * interactions (login and consent forms that take any account) are driven over HTTP, as a person's browser would.
 */
export async function startOidcProvider(
  redirectUri: string,
  clientAuth: ClientAuthMethod,
  emailOf: (account: string) => string,
): Promise<TestOidcProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const provider = new Provider(issuer, {
    clients: [{ client_id: PORTAL_CLIENT.id, client_secret: PORTAL_CLIENT.secret, redirect_uris: [redirectUri], token_endpoint_auth_method: clientAuth }],
    clientAuthMethods: [clientAuth],
    jwks: { keys: [{ ...signingKey, kid: 'test', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ sub, email: emailOf(sub), email_verified: true }) }),
  });
  server.on('request', provider.callback());

  return {
    issuer,
    signIn: async (authorizationUrl, account) => {
      const cookies = new Map<string, string>();
      const cookie = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const send = async (url: string, form?: Record<string, string>) => {
        const response = await fetch(new URL(url, issuer), {
          method: form ? 'POST' : 'GET',
          redirect: 'manual',
          headers: {
            cookie: cookie(),
            ...(form && { 'content-type': 'application/x-www-form-urlencoded' }),
          },
          ...(form && { body: new URLSearchParams(form).toString() }),
        });
        for (const line of response.headers.getSetCookie()) {
          const [pair = ''] = line.split(';');
          const [name = '', value = ''] = pair.split('=');
          if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(name);
          else cookies.set(name, value);
        }
        await response.arrayBuffer();
        const location = response.headers.get('location');
        if (!location) throw new Error(`the provider answered ${url} with ${response.status} and no redirect`);
        return new URL(location, issuer);
      };
      // Each step answers with a redirect: to an interaction (login, then consent), back to the authorization
      // endpoint to resume, and at last to the portal.
      let next = await send(authorizationUrl);
      while (next.origin === issuer) {
        const interaction = /^\/interaction\/([^/]+)$/.exec(next.pathname);
        if (!interaction) next = await send(next.href);
        else {
          const page = await (await fetch(next, { headers: { cookie: cookie() } })).text();
          const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1] ?? 'consent';
          next = await send(next.href, prompt === 'login' ? { prompt, login: account, password: 'any' } : { prompt });
        }
      }
      return next;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
