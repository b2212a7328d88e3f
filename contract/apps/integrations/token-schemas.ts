import * as z from 'zod';
import { Id, PersonRef, Timestamp } from '../../common';
import { listAnswer, listQuery } from '../../list';
import { text } from '../../text';
import { MAX_TOKEN_SCOPES, SCIM_SCOPE, SCOPE_SLUG_PATTERN, TOKEN_SCOPE_PATTERN } from '../../../src/apps/integrations/domain/token-scopes';

export const TokenScope = text().regex(TOKEN_SCOPE_PATTERN, 'a scope: <app slug>:read, <app slug>:write or scim');
export const TokenStatusSchema = z.enum(['active', 'expired', 'revoked']);

/** An API token as lists show it: never the token itself, which is shown once, when made. */
export const ApiToken = z.object({
  id: Id,
  name: text(),
  scopes: z.array(TokenScope),
  /** The token's first characters, to tell it apart (`itp_AbCdEfGh`). */
  prefix: text(),
  createdAt: Timestamp,
  createdBy: PersonRef.nullable(),
  expiresAt: Timestamp.nullable(),
  lastUsedAt: Timestamp.nullable(),
  revokedAt: Timestamp.nullable(),
  status: TokenStatusSchema,
});
export type ApiToken = z.infer<typeof ApiToken>;

export const ApiTokenList = listAnswer(ApiToken);
export const ApiTokenListQuery = listQuery(['createdAt'], {
  /** Only the tokens holding this scope: `scim` for an identity provider's connection. */
  scope: z.enum([SCIM_SCOPE]).optional(),
  /** Only the tokens that open this app (`<app>:read` or `<app>:write`): the app's own connections page. */
  app: text().regex(SCOPE_SLUG_PATTERN, 'an app slug').optional(),
});

export const CreateApiTokenRequest = z.strictObject({
  name: text().trim().min(1).max(120),
  scopes: z.array(TokenScope).min(1).max(MAX_TOKEN_SCOPES),
  /** Null: never expires. Must lie in the future. */
  expiresAt: Timestamp.nullable(),
});
export type CreateApiTokenRequest = z.infer<typeof CreateApiTokenRequest>;

/** The one answer that carries the token: the caller copies it now, it cannot be shown again. */
export const CreatedApiToken = ApiToken.extend({ token: text() });
export type CreatedApiToken = z.infer<typeof CreatedApiToken>;
