import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { Currency } from '../../../../src/apps/commerce/domain/catalogue-terms';
import { at, organisations, version } from '../../../kernel-schema';

/** The organisation's commerce settings: one row at most; without it the defaults of the settings repository hold. */
export const commerceSettings = pgTable('commerce_settings', {
  organisationId: uuid('organisation_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  currency: text('currency').$type<Currency>().notNull(),
  /** Orders above this total wait for an approver. */
  approvalThresholdMinor: integer('approval_threshold_minor').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
  version: version(),
});
