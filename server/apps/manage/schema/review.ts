import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { ReviewReason } from '../../../../src/apps/manage/domain/import-problems';
import type { ImportedValues } from '../../../../contract/apps/manage/review-schemas';
import { at, createdAt, id, organisations, users, version } from '../../../kernel-schema';
import { manageAssets } from './assets';

/** Who left and when; their account stays, so the trail and their history still name them. */
export const manageOffboardings = pgTable('manage_offboardings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  organisationId: uuid('organisation_id')
    .notNull()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  offboardedAt: at('offboarded_at').notNull().defaultNow(),
  offboardedByUserId: uuid('offboarded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * Offboardings another app proposed (Users deactivated the person, or SCIM did): listed with the exceptions until
 * someone offboards the person, or withdrawn when they are reactivated first.
 */
export const manageOffboardingProposals = pgTable('manage_offboarding_proposals', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  organisationId: uuid('organisation_id')
    .notNull()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  proposedAt: at('proposed_at').notNull().defaultNow(),
  proposedByUserId: uuid('proposed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
});

export type ImportState = 'pending' | 'accepted' | 'merged' | 'rejected';

export const manageImports = pgTable(
  'manage_imports',
  {
    id: id(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    batchId: uuid('batch_id').notNull(),
    line: integer('line').notNull(),
    source: text('source').notNull(),
    values: jsonb('values').$type<ImportedValues>().notNull(),
    state: text('state').$type<ImportState>().notNull().default('pending'),
    /** Why a moved-over row needs a person; empty for rows an integration queued for review as a matter of course. */
    reasons: jsonb('reasons').$type<readonly ReviewReason[]>().notNull().default([]),
    resultAssetId: uuid('result_asset_id').references(() => manageAssets.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: version(),
  },
  (t) => [index('manage_imports_state_idx').on(t.organisationId, t.state, t.createdAt)],
);
