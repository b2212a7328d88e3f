import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id, version } from './columns';
import { organisations, users } from './organisations';

/**
 * API tokens an admin makes in Integrations: they authenticate calls for the apps they are scoped to (and SCIM).
 * Only the SHA-256 of the token is kept, with its short visible prefix so that people can tell tokens apart.
 * They belong to the organisation, not to their maker: an identity provider's connection survives an admin leaving.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: id(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** `<app slug>:read`, `<app slug>:write` and `scim`. */
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    prefix: text('prefix').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** Who made it, named in the trail of what it does; people are deactivated, never deleted. */
    createdByUserId: uuid('created_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** Null: the token does not expire. */
    expiresAt: at('expires_at'),
    /** Kept to the minute (see authentication.ts): not a write on every call. */
    lastUsedAt: at('last_used_at'),
    revokedAt: at('revoked_at'),
    version: version(),
  },
  (t) => [index('api_tokens_organisation_idx').on(t.organisationId, t.createdAt)],
);
