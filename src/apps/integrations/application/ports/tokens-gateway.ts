import type { TokenStatus } from '../../domain/token-scopes';

export interface ApiToken {
  readonly id: string;
  readonly name: string;
  readonly scopes: readonly string[];
  readonly prefix: string;
  readonly createdAt: string;
  readonly createdBy: { readonly id: string; readonly name: string; readonly email: string } | null;
  readonly expiresAt: string | null;
  readonly lastUsedAt: string | null;
  readonly revokedAt: string | null;
  readonly status: TokenStatus;
}

export type TokenFilter = { readonly scope: 'scim' } | { readonly app: string };

export interface NewApiToken {
  readonly name: string;
  readonly scopes: string[];
  readonly expiresAt: string | null;
}

/** Integrations' API tokens: listed (never the secret), made (the secret once), revoked. */
export interface TokensGateway {
  /** All of them, those for SCIM, or those that open one app. */
  list(filter?: TokenFilter): Promise<{ readonly items: readonly ApiToken[]; readonly total: number }>;
  create(token: NewApiToken): Promise<ApiToken & { readonly token: string }>;
  revoke(id: string): Promise<ApiToken>;
}

export const TOKENS_GATEWAY = Symbol.for('integrations.TokensGateway');
