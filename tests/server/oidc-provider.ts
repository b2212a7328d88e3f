import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type ClientAuthMethod } from 'oidc-provider';

/** The portal as the provider knows it. */
export const PORTAL_CLIENT = { id: 'portal', secret: randomBytes(24).toString('base64url') };

export interface TestOidcProvider {
  readonly issuer: string;
  /** The path of every request the provider answered, in order. */
  readonly requests: readonly string[];
  /** Follows the popup from the provider's authorization address to the portal's redirect URI, signing `account` in. */
  signIn(authorizationUrl: string, account: string): Promise<URL>;
  close(): Promise<void>;
}

export interface TestOidcProviderOptions {
  readonly redirectUri: string;
  /** The one way of client authentication at the token endpoint the provider takes and announces. */
  readonly clientAuth: ClientAuthMethod;
  readonly emailOf: (account: string) => string;
  /** Publishes another key than the one the provider signs with, as a forger would who cannot sign for it. */
  readonly publishAnotherKey?: boolean;
}

/** An RSA key as a JWK under the key id `test`: its private half to sign with, or only its public half to publish. */
function testJwk(half: 'privateKey' | 'publicKey') {
  return { ...generateKeyPairSync('rsa', { modulusLength: 2048 })[half].export({ format: 'jwk' }), kid: 'test', use: 'sig', alg: 'RS256' };
}

/**
 * panva's oidc-provider, a certified OpenID provider, on 127.0.0.1: the portal registered as a confidential client
 * that authenticates by `clientAuth`, and each account's address only in its
 * UserInfo, as a provider that follows OpenID Connect Core 5.4 answers the authorization code flow. Its development
 * interactions (login and consent forms that take any account) are driven over HTTP, as a person's browser would.
 */
export async function startOidcProvider({ redirectUri, clientAuth, emailOf, publishAnotherKey = false }: TestOidcProviderOptions): Promise<TestOidcProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [{ client_id: PORTAL_CLIENT.id, client_secret: PORTAL_CLIENT.secret, redirect_uris: [redirectUri], token_endpoint_auth_method: clientAuth }],
    clientAuthMethods: [clientAuth],
    jwks: { keys: [testJwk('privateKey')] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ sub, email: emailOf(sub), email_verified: true }) }),
  });
  const requests: string[] = [];
  const answer = provider.callback();
  // The same key id, other key material: the ID token names a key the published set has, and does not verify under it.
  const anotherKeySet = publishAnotherKey ? { keys: [testJwk('publicKey')] } : null;
  server.on('request', (request, response) => {
    const path = new URL(request.url ?? '/', issuer).pathname;
    requests.push(path);
    if (anotherKeySet && path === '/jwks') response.setHeader('content-type', 'application/jwk-set+json').end(JSON.stringify(anotherKeySet));
    else void answer(request, response);
  });

  return {
    issuer,
    requests,
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

