import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const CLIENT = { id: 'desk-client', secret: 'client-s3cret' };

/** What the provider was asked at its token endpoint, form fields as sent. */
export type TokenRequest = Readonly<Record<string, string>>;

const token = (prefix: string) => `${prefix}-${randomBytes(9).toString('base64url')}`;

/** An unsigned ID token: the server reads its email, it does not verify the signature. */
const idTokenFor = (email: string) => ['{"alg":"none"}', JSON.stringify({ email, sub: 'desk-1' }), ''].map((part) => Buffer.from(part).toString('base64url')).join('.');

/**
 * A mail provider's token endpoint on 127.0.0.1 (the authorize page is the browser's, not the server's): it takes the
 * authorization_code grant for a code it issued against the PKCE challenge and redirect URI, and the refresh_token
 * grant for a refresh token still good; it may rotate refresh tokens, and answers invalid_grant otherwise, as
 * RFC 6749 says. Only the client above is let in (client_secret_post).
 */
export async function startFakeProvider(options: { rotate?: boolean; expiresIn?: number; email?: string | null } = {}) {
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  const refreshTokens = new Set<string>();
  const accessTokens = new Set<string>();
  const requests: TokenRequest[] = [];
  const settings = { rotate: options.rotate ?? true, expiresIn: options.expiresIn ?? 3600, email: options.email === undefined ? 'desk@acme.test' : options.email };

  const answer = (response: ServerResponse, status: number, body: object) => {
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const refuse = (response: ServerResponse, description: string) => answer(response, 400, { error: 'invalid_grant', error_description: description });
  const issue = (response: ServerResponse, extra: object) => {
    const access = token('access');
    accessTokens.add(access);
    answer(response, 200, { token_type: 'Bearer', access_token: access, expires_in: settings.expiresIn, ...extra });
  };

  const handle = (request: IncomingMessage, body: string, response: ServerResponse) => {
    const form = Object.fromEntries(new URLSearchParams(body));
    requests.push(form);
    if (request.method !== 'POST' || request.url !== '/token') return answer(response, 404, { error: 'not_found' });
    if (form.client_id !== CLIENT.id || form.client_secret !== CLIENT.secret) return answer(response, 401, { error: 'invalid_client' });
    if (form.grant_type === 'authorization_code') {
      const issued = codes.get(form.code ?? '');
      codes.delete(form.code ?? '');
      if (!issued) return refuse(response, 'The code is unknown or used.');
      if (issued.redirectUri !== form.redirect_uri) return refuse(response, 'The redirect URI differs.');
      if (createHash('sha256').update(form.code_verifier ?? '').digest('base64url') !== issued.challenge) return refuse(response, 'The code verifier does not match.');
      const refresh = token('refresh');
      refreshTokens.add(refresh);
      return issue(response, { refresh_token: refresh, ...(settings.email && { id_token: idTokenFor(settings.email) }) });
    }
    if (form.grant_type === 'refresh_token') {
      const refresh = form.refresh_token ?? '';
      if (!refreshTokens.has(refresh)) return refuse(response, 'The refresh token was revoked.');
      if (!settings.rotate) return issue(response, {});
      refreshTokens.delete(refresh);
      const rotated = token('refresh');
      refreshTokens.add(rotated);
      return issue(response, { refresh_token: rotated });
    }
    return answer(response, 400, { error: 'unsupported_grant_type' });
  };

  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => handle(request, body, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    settings,
    /** What the authorize page does when the person agrees: a code for the browser to bring back. */
    approve(authorizeUrl: string): { code: string; state: string } {
      const query = new URL(authorizeUrl).searchParams;
      const code = token('code');
      codes.set(code, { challenge: query.get('code_challenge') ?? '', redirectUri: query.get('redirect_uri') ?? '' });
      return { code, state: query.get('state') ?? '' };
    },
    /** The refresh tokens it would still take (one, when it rotates). */
    liveRefreshTokens: () => [...refreshTokens],
    issuedAccess: (value: string) => accessTokens.has(value),
    /** The person withdrew the app's access at the provider. */
    revokeAll: () => refreshTokens.clear(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeProvider = Awaited<ReturnType<typeof startFakeProvider>>;
