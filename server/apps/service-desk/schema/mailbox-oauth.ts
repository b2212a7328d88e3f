import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id, organisationId, users, version } from '../../../kernel-schema';

/**
 * A started connection of the IMAP mailbox, until the provider sends the admin back: the state's SHA-256 only, who
 * started it, and the PKCE verifier. The kernel's oauth_states are its sign-in's, with no organisation or person.
 */
export const deskMailboxOAuthStates = pgTable(
  'service_desk_mailbox_oauth_states',
  {
    id: id(),
    organisationId: organisationId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stateHash: text('state_hash').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('service_desk_mailbox_oauth_states_hash_unique').on(t.stateHash), index('service_desk_mailbox_oauth_states_expiry_idx').on(t.expiresAt)],
);

/**
 * The mailbox's OAuth connection, one per organisation, apart from the channel's settings: a refresh of the access
 * token (every hour or so, by whichever server polls) changes this row's version, never the one the settings form holds.
 * The tokens are sealed with the server keys; `failure` says why the provider refused the refresh token, until the
 * admin connects again.
 */
export const deskMailboxConnections = pgTable(
  'service_desk_mailbox_connections',
  {
    id: id(),
    organisationId: organisationId(),
    account: text('account'),
    refreshToken: text('refresh_token'),
    accessToken: text('access_token'),
    accessExpiresAt: at('access_expires_at'),
    connectedAt: at('connected_at').notNull(),
    refreshedAt: at('refreshed_at'),
    failure: text('failure'),
    failedAt: at('failed_at'),
    /** A server refreshing the token claims it until then: two never spend one refresh token (rotated) at once. */
    refreshingUntil: at('refreshing_until'),
    version: version(),
  },
  (t) => [uniqueIndex('service_desk_mailbox_connections_organisation_unique').on(t.organisationId)],
);
