import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id, version } from './columns';
import { organisations, users } from './organisations';

export type SignInMethod = 'password' | 'sign-up' | 'login-link' | 'oauth';

/** Staff sessions. Only the SHA-256 of the token is kept, so a leaked table grants nothing. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set when an admin acts as the user: the session records both people. */
    impersonatorUserId: uuid('impersonator_user_id').references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    method: text('method').$type<SignInMethod>().notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    version: version(),
  },
  (t) => [index('sessions_user_idx').on(t.organisationId, t.userId)],
);

export const loginLinks = pgTable('login_links', {
  id: id(),
  organisationId: uuid('organisation_id')
    .notNull()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdByUserId: uuid('created_by_user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Set for impersonation links: the admin who will act as the user. */
  impersonatorUserId: uuid('impersonator_user_id').references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: createdAt(),
  version: version(),
});

/** People without an account; their sessions name only an address. */
export const externalSessions = pgTable('external_sessions', {
  id: id(),
  email: text('email').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  expiresAt: at('expires_at').notNull(),
  revokedAt: at('revoked_at'),
  version: version(),
});

export const externalCodes = pgTable(
  'external_codes',
  {
    id: id(),
    email: text('email').notNull(),
    /** HMAC of address and code under a server key (its id first): six digits are too few to store as a plain hash. */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
    version: version(),
  },
  (t) => [index('external_codes_email_idx').on(t.email)],
);

/** The state of a started identity-provider sign-in, until the popup comes back with it. */
export const oauthStates = pgTable('oauth_states', {
  id: id(),
  provider: text('provider').notNull(),
  stateHash: text('state_hash').notNull().unique(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  expiresAt: at('expires_at').notNull(),
  createdAt: createdAt(),
});

/**
 * The one-time links that found the first organisation of a production portal, printed at start while the database
 * holds none. Only the SHA-256 is kept; the first one used deletes them all.
 */
export const setupTokens = pgTable('setup_tokens', {
  id: id(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: at('expires_at').notNull(),
  createdAt: createdAt(),
});
