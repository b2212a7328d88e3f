import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { HolderRef } from '../../../../src/apps/manage/domain/import-row-reading';
import type { AssetStatus } from '../../../../src/apps/manage/domain/asset-status';
import { createdAt, id, organisationId, users } from '../../../kernel-schema';

/**
 * Snipe-IT's usernames of the people moved over: its files name holders by them, and a person here signs in by
 * address, which a username need not resemble.
 */
export const manageUsernames = pgTable(
  'manage_usernames',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: organisationId(),
    username: text('username').notNull(),
  },
  (t) => [uniqueIndex('manage_usernames_unique').on(t.organisationId, sql`lower(${t.username})`)],
);

/**
 * An asset or a licence seat whose holder a file named before that person was here: handed over when they arrive
 * (by a people file or by hand), in any order of files.
 */
export const manageImportWaiting = pgTable(
  'manage_import_waiting',
  {
    id: id(),
    organisationId: organisationId(),
    batchId: uuid('batch_id').notNull(),
    line: integer('line').notNull(),
    entityType: text('entity_type').$type<'asset' | 'licence'>().notNull(),
    entityId: uuid('entity_id').notNull(),
    /** What the record is known by, for the report: a tag, a licence's name. */
    label: text('label').notNull(),
    holder: jsonb('holder').$type<HolderRef>().notNull(),
    /** The status a waiting asset takes once handed over. */
    status: text('status').$type<AssetStatus>(),
    createdAt: createdAt(),
  },
  (t) => [index('manage_import_waiting_org_idx').on(t.organisationId, t.createdAt)],
);

export type WaitingRow = typeof manageImportWaiting.$inferSelect;
