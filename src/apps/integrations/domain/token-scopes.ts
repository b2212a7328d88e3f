/**
 * What an API token may do, as scope strings: `<app slug>:read` (GET only), `<app slug>:write` (every method) and
 * `scim` (the SCIM server at /scim/v2, for an identity provider). The server's guard reads the same strings.
 */
export const SCIM_SCOPE = 'scim';
export const TOKEN_ACCESS = ['read', 'write'] as const;
export type TokenAccess = (typeof TOKEN_ACCESS)[number];

/** A scope's shape, for the contract: a slug and an access, or `scim`. */
export const TOKEN_SCOPE_PATTERN = /^(?:[a-z0-9_-]{1,64}:(?:read|write)|scim)$/;

/** An app's slug as a scope names it. */
export const SCOPE_SLUG_PATTERN = /^[a-z0-9_-]{1,64}$/;

export const MAX_TOKEN_SCOPES = 100;

export interface AppGrant {
  readonly slug: string;
  readonly access: TokenAccess;
}

export function scopeOf(grant: AppGrant): string {
  return `${grant.slug}:${grant.access}`;
}

/** The scopes that open an app, either of which puts a token among that app's own connections. */
export function scopesOfApp(slug: string): string[] {
  return TOKEN_ACCESS.map((access) => scopeOf({ slug, access }));
}

/** The app grants a token's scopes name (the strongest access per app), leaving `scim` aside. */
export function appGrantsOf(scopes: readonly string[]): AppGrant[] {
  const byApp = new Map<string, TokenAccess>();
  for (const scope of scopes) {
    const [slug, access] = scope.split(':');
    if (!slug || (access !== 'read' && access !== 'write')) continue;
    if (byApp.get(slug) !== 'write') byApp.set(slug, access);
  }
  return [...byApp].map(([slug, access]) => ({ slug, access }));
}

/** The scopes to store: one per app (write includes read), `scim` last, no repeats. */
export function normalisedScopes(scopes: readonly string[]): string[] {
  const apps = appGrantsOf(scopes).map(scopeOf);
  return scopes.includes(SCIM_SCOPE) ? [...apps, SCIM_SCOPE] : apps;
}

export type TokenStatus = 'active' | 'expired' | 'revoked';

export function tokenStatus(token: { readonly revokedAt: string | Date | null; readonly expiresAt: string | Date | null }, now: Date): TokenStatus {
  if (token.revokedAt !== null) return 'revoked';
  if (token.expiresAt !== null && new Date(token.expiresAt).getTime() <= now.getTime()) return 'expired';
  return 'active';
}

/** The expiries the form offers, in days; `null` never expires (the form warns). */
export const TOKEN_EXPIRY_DAYS = [30, 90, 365, null] as const;
