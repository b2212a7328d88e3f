import { sql } from 'drizzle-orm';
import { check, integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { at, organisations, version } from '../../../kernel-schema';

/**
 * How long the organisation's trail keeps an entry. The trail's append-only trigger reads it: an entry may be removed
 * only once it is older than this, so the setting is the one way entries leave the trail.
 */
export const auditTrailSettings = pgTable(
  'audit_trail_settings',
  {
    organisationId: uuid('organisation_id')
      .primaryKey()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    retentionMonths: integer('retention_months'),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: version(),
  },
  (t) => [check('audit_trail_settings_retention_check', sql`${t.retentionMonths} between 12 and 120`)],
);
