import { randomBytes } from 'node:crypto';
import { newToken } from './tokens';

/**
 * An API token reads `itp_<8 characters>_<43 characters>`: the first twelve are its visible prefix, shown in lists so
 * that people can tell tokens apart; the rest is a session-strength secret. A session token is always 43 characters,
 * so the shape alone tells the two apart, and a session call never looks an API token up.
 */
const MARK = 'itp_';
const PREFIX_LENGTH = MARK.length + 8;
const TOKEN_LENGTH = PREFIX_LENGTH + 1 + 43;

export const SCIM_SCOPE = 'scim';

export interface MintedApiToken {
  /** Shown once, to the admin who made it. */
  readonly token: string;
  readonly prefix: string;
}

export function mintApiToken(): MintedApiToken {
  const prefix = `${MARK}${randomBytes(6).toString('base64url')}`;
  return { token: `${prefix}_${newToken()}`, prefix };
}

export function isApiToken(token: string): boolean {
  return token.length === TOKEN_LENGTH && token.startsWith(MARK);
}

/** What a token's scopes let it do on one app's route: `read` opens GET only, `write` every method. */
export function scopesOpen(scopes: readonly string[], slug: string, method: string): boolean {
  if (scopes.includes(`${slug}:write`)) return true;
  return scopes.includes(`${slug}:read`) && (method === 'GET' || method === 'HEAD');
}
