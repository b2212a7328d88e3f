import { outboundTarget, postToTarget, targetRule, type OutboundTarget } from '../../../kernel';

/** A provider's endpoint over plain http on the public internet: tokens and secrets would cross it readable. */
export class InsecureEndpoint extends Error {
  constructor(readonly what: string) {
    super(`${what} must be an https address (plain http only in the server's own network, with ALLOW_PRIVATE_TARGETS=1)`);
  }
}

/** The provider's OAuth error (RFC 6749 5.2): `invalid_grant` means the refresh token is no longer good. */
export class TokenRefused extends Error {
  constructor(
    readonly error: string,
    readonly description: string | null,
  ) {
    super(`the provider answered ${error}${description ? `: ${description}` : ''}`);
  }
}

/** What a token request gives: the access token, its lifetime, a (rotated) refresh token and an ID token when sent. */
export interface TokenAnswer {
  readonly accessToken: string;
  readonly refreshToken: string | null;
  readonly expiresInSeconds: number | null;
  readonly idToken: string | null;
}

/** When the provider says no lifetime, the hour Microsoft's and Google's tokens last. */
const DEFAULT_LIFETIME_S = 3600;

/** When an access token the provider just answered ends, counted from when it answered. */
export function accessExpiry(answer: TokenAnswer, answeredAt: Date): Date {
  return new Date(answeredAt.getTime() + (answer.expiresInSeconds ?? DEFAULT_LIFETIME_S) * 1000);
}

export interface TokenClient {
  readonly tokenUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
}

/** A provider answers in seconds; one that does not within this is down for this round. */
const TIMEOUT_MS = 15_000;

/**
 * Where a provider's endpoint may be reached: https, or plain http to the server's own network where
 * ALLOW_PRIVATE_TARGETS lets it be reached at all (a provider on the company's network, a test's). The host is
 * resolved and checked as an IMAP host is, and the caller connects to the address checked.
 */
export async function endpointTarget(address: string, what: string, allowPrivate: boolean): Promise<{ url: URL; target: OutboundTarget }> {
  const url = new URL(address);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new InsecureEndpoint(what);
  const target = await outboundTarget(url.hostname, { what, allowPrivate });
  if (url.protocol === 'http:' && targetRule(target.address) === null) throw new InsecureEndpoint(what);
  return { url, target };
}

const textOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/**
 * One token request (RFC 6749 4.1.3 and 6): a form POST with the client's id and secret in the body
 * (client_secret_post, which Microsoft and Google both take). Throws TokenRefused with the provider's error, or an
 * Error when the provider cannot be reached or answers something else.
 */
export async function requestTokens(client: TokenClient, grant: Readonly<Record<string, string>>, allowPrivate: boolean): Promise<TokenAnswer> {
  const { url, target } = await endpointTarget(client.tokenUrl, 'the token URL', allowPrivate);
  const body = new URLSearchParams({ ...grant, client_id: client.clientId, client_secret: client.clientSecret }).toString();
  const headers = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', 'user-agent': 'IT-Asset-Portal-Mailbox/1' };
  const response = await postToTarget(url, target, headers, body, TIMEOUT_MS);
  let answer: Record<string, unknown> | null = null;
  try {
    const parsed: unknown = JSON.parse(response.body);
    if (parsed !== null && typeof parsed === 'object') answer = parsed as Record<string, unknown>;
  } catch {
    answer = null;
  }
  const error = textOf(answer?.error);
  if (error) throw new TokenRefused(error, textOf(answer?.error_description));
  const accessToken = textOf(answer?.access_token);
  if (response.status !== 200 || !accessToken) throw new Error(`the token URL answered ${response.status} without an access token`);
  const expiresIn = Number(answer?.expires_in);
  return {
    accessToken,
    refreshToken: textOf(answer?.refresh_token),
    expiresInSeconds: Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn : null,
    idToken: textOf(answer?.id_token),
  };
}

/**
 * The address an ID token names (email, else Microsoft's preferred_username), or null. Its signature is not
 * checked: it came straight from the token endpoint over the connection the server opened (OpenID Connect Core
 * 3.1.3.7), and it only labels the connection for the admin; the access token is what the mail server checks.
 */
export function accountOfIdToken(idToken: string | null): string | null {
  const payload = idToken?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const account = textOf(claims.email) ?? textOf(claims.preferred_username);
    return account && account.includes('@') ? account.toLowerCase() : null;
  } catch {
    return null;
  }
}
