import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { organisations, users } from './organisations';

/** Append-only: never updated, so no version. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** Whose session made the change. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The admin who really acted, when the session was an impersonation. */
    impersonatorUserId: uuid('impersonator_user_id').references(() => users.id, { onDelete: 'set null' }),
    appSlug: text('app_slug'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_organisation_idx').on(t.organisationId, t.createdAt),
    // A record's history page (an asset's activity) reads one entity's entries, newest first.
    index('audit_log_entity_idx').on(t.organisationId, t.entityType, t.entityId, t.createdAt),
  ],
);

/** Prospects, not members of any organisation: the vendor's own inbox. */
export const demoRequests = pgTable('demo_requests', {
  id: id(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  company: text('company').notNull(),
  phone: text('phone'),
  fleetSize: integer('fleet_size'),
  message: text('message'),
  createdAt: createdAt(),
});
