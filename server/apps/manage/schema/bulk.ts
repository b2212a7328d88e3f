import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ImportField, ImportKind } from '../../../../src/apps/manage/domain/import-fields';
import type { ImportProblem } from '../../../../src/apps/manage/domain/import-problems';
import type { BulkMode, BulkSetup, BulkSummary } from '../../../../src/apps/manage/domain/bulk-summary';
import { createdAt, id, organisationId } from '../../../kernel-schema';

/**
 * One file taken in by Bulk Upload: its hash says when the same file comes again, its summary what it did. The
 * rows come in batches; `state` is open until the last batch, then done (or failed when all-or-nothing refused).
 */
export const manageBulkImports = pgTable(
  'manage_bulk_imports',
  {
    id: id(),
    organisationId: organisationId(),
    kind: text('kind').$type<ImportKind>().notNull(),
    fileName: text('file_name').notNull(),
    fileHash: text('file_hash').notNull(),
    mode: text('mode').$type<BulkMode>().notNull(),
    rowCount: integer('row_count').notNull(),
    /** How the cells are read (date order, status labels): the server reads them again the same way. */
    setup: jsonb('setup').$type<BulkSetup>().notNull(),
    state: text('state').$type<'open' | 'done' | 'failed'>().notNull().default('open'),
    summary: jsonb('summary').$type<BulkSummary>().notNull(),
    /** Rows received so far, for the progress bar and the all-or-nothing check of the last batch. */
    received: integer('received').notNull().default(0),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('manage_bulk_imports_org_idx').on(t.organisationId, t.createdAt), index('manage_bulk_imports_hash_idx').on(t.organisationId, t.fileHash)],
);

/**
 * A row of a file that did not import: it waits here, its cells by field and each cell's problem, until a person
 * fixes it (then it imports through the same rules) or drops it. All-or-nothing files stage their rows here too
 * until the last batch, so that nothing is written unless every row is valid.
 */
export const manageBulkRows = pgTable(
  'manage_bulk_rows',
  {
    id: id(),
    organisationId: organisationId(),
    importId: uuid('import_id')
      .notNull()
      .references(() => manageBulkImports.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    values: jsonb('values').$type<Partial<Record<ImportField, string>>>().notNull(),
    custom: jsonb('custom').$type<Record<string, string>>().notNull(),
    problems: jsonb('problems').$type<ImportProblem[]>().notNull(),
    state: text('state').$type<'waiting' | 'staged'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('manage_bulk_rows_import_idx').on(t.importId, t.state, t.line), index('manage_bulk_rows_org_idx').on(t.organisationId, t.state)],
);

/** The columns an organisation matched last time for a kind, by header text: the next file of that kind starts from them. */
export const manageBulkMappings = pgTable(
  'manage_bulk_mappings',
  {
    organisationId: organisationId(),
    kind: text('kind').$type<ImportKind>().notNull(),
    headers: jsonb('headers').$type<Partial<Record<ImportField, string>>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.kind] })],
);

export type BulkImportRow = typeof manageBulkImports.$inferSelect;
export type BulkWaitingRow = typeof manageBulkRows.$inferSelect;
