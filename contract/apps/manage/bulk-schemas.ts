import * as z from 'zod';
import { text } from '../../text';
import { Id, Timestamp } from '../../common';
import { listAnswer, listQuery } from '../../list';
import { BULK_BATCH_ROWS, BULK_MODES } from '../../../src/apps/manage/domain/bulk-summary';
import { ALL_IMPORT_FIELDS, IMPORT_KINDS } from '../../../src/apps/manage/domain/import-fields';
import { ASSET_STATUSES } from '../../../src/apps/manage/domain/asset-status';

/** The most rows one file may have (100,000 are measured by `npm run bench:bulk`). */
export const BULK_MAX_ROWS = 200_000;
/** Room for BULK_BATCH_ROWS rows of the widest kind (assets with custom fields, a few hundred bytes each as JSON). */
export const BULK_BATCH_LIMIT_BYTES = 4 * 1024 * 1024;

const Field = z.enum(ALL_IMPORT_FIELDS);
export const BulkKind = z.enum(IMPORT_KINDS);
const Cell = text().max(4000);

/** A row as the file gave it, its cells given to fields by the matched columns; the server reads it again. */
export const BulkRow = z.strictObject({
  line: z.int().min(1).max(10_000_000),
  values: z.partialRecord(Field, Cell),
  custom: z.record(text().trim().min(1).max(120), text().max(2000)),
});

const Summary = z.object({
  created: z.int().min(0),
  changed: z.int().min(0),
  unchanged: z.int().min(0),
  invalid: z.int().min(0),
  review: z.int().min(0),
  waitingHolder: z.int().min(0),
  skipped: z.int().min(0),
});

const Setup = z.strictObject({
  slashDateOrder: z.enum(['month-first', 'day-first']),
  dateOrderSettled: z.boolean(),
  statusTable: z.record(text().trim().min(1).max(200), z.enum([...ASSET_STATUSES, 'review'])),
});

export const BulkImportItem = z.object({
  id: Id,
  kind: BulkKind,
  fileName: text(),
  mode: z.enum(BULK_MODES),
  rowCount: z.int().min(0),
  received: z.int().min(0),
  state: z.enum(['open', 'done', 'failed']),
  summary: Summary,
  /** Rows of this file still waiting in review. */
  waiting: z.int().min(0),
  createdAt: Timestamp,
  finishedAt: Timestamp.nullable(),
});

export const StartBulkImportRequest = z.strictObject({
  kind: BulkKind,
  fileName: text().trim().min(1).max(255),
  /** SHA-256 of the file's bytes, in hex: the same file again is recognised whatever its name. */
  fileHash: text().regex(/^[0-9a-f]{64}$/, 'a SHA-256 in hex'),
  mode: z.enum(BULK_MODES),
  rowCount: z.int().min(1).max(BULK_MAX_ROWS),
  setup: Setup,
  /** The header text of each matched column, remembered for the organisation's next file of this kind. */
  headers: z.partialRecord(Field, text().trim().min(1).max(200)),
});
/** The import opened, and the last time the same file was imported here, if it was. */
export const StartBulkImportAnswer = z.object({ import: BulkImportItem, previous: BulkImportItem.nullable() });

export const BulkBatchRequest = z.strictObject({
  rows: z.array(BulkRow).min(1).max(BULK_BATCH_ROWS),
  /** The file's last batch: the import is then done, or, all or nothing, written now if every row was valid. */
  last: z.boolean(),
});

export const BulkImportListQuery = listQuery(['createdAt'], {});
export const BulkImportList = listAnswer(BulkImportItem);

const Problem = z.object({ line: z.int(), code: text(), field: Field.optional(), params: z.record(text(), z.union([text(), z.number()])) });
export const BulkWaitingItem = z.object({
  id: Id,
  importId: Id,
  kind: BulkKind,
  line: z.int(),
  values: z.partialRecord(Field, text()),
  custom: z.record(text(), text()),
  problems: z.array(Problem),
  createdAt: Timestamp,
});
export const BulkWaitingListQuery = listQuery(['line'], { importId: Id.optional() });
export const BulkWaitingList = listAnswer(BulkWaitingItem);

/** The row's cells as the person fixed them; read again with the same rules, it imports or keeps waiting with its problems. */
export const FixBulkRowRequest = z.strictObject({ values: z.partialRecord(Field, Cell) });
export const FixBulkRowAnswer = z.object({ imported: z.boolean(), row: BulkWaitingItem.nullable(), summary: Summary });

export const BulkMappingQuery = z.strictObject({ kind: BulkKind });
export const BulkMapping = z.object({ kind: BulkKind, headers: z.partialRecord(Field, text()) });
