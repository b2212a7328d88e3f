import { appRoute, empty, json } from '../../descriptor';
import { byId } from '../../records';
import {
  BULK_BATCH_LIMIT_BYTES,
  BulkBatchRequest,
  BulkImportItem,
  BulkImportList,
  BulkImportListQuery,
  BulkMapping,
  BulkMappingQuery,
  BulkWaitingList,
  BulkWaitingListQuery,
  FixBulkRowAnswer,
  FixBulkRowRequest,
  StartBulkImportAnswer,
  StartBulkImportRequest,
} from './bulk-schemas';

/** Bulk Upload (bulk-orders): files of any kind, in batches; invalid rows wait in review to be fixed in place. */
const BULK_SLUG = 'bulk-orders';

export const startManageBulkImport = appRoute(BULK_SLUG, {
  id: 'startManageBulkImport',
  method: 'POST',
  path: '/manage/bulk/imports',
  summary: 'Open the import of one file (its kind, mode, hash and how it is read); answers when the same file was imported before',
  request: { body: StartBulkImportRequest },
  success: json(StartBulkImportAnswer, 201),
});

export const sendManageBulkBatch = appRoute(BULK_SLUG, {
  id: 'sendManageBulkBatch',
  method: 'POST',
  path: '/manage/bulk/imports/:id/batches',
  summary: "One batch of the file's rows, read again with the API's rules; partial: valid rows import now, one transaction per batch",
  request: { ...byId, body: BulkBatchRequest },
  success: json(BulkImportItem),
  problems: [404, 409, 413],
  bodyLimitBytes: BULK_BATCH_LIMIT_BYTES,
});

export const listManageBulkImports = appRoute(BULK_SLUG, {
  id: 'listManageBulkImports',
  method: 'GET',
  path: '/manage/bulk/imports',
  summary: 'The files imported here, newest first, each with its summary',
  request: { query: BulkImportListQuery },
  success: json(BulkImportList),
});

export const getManageBulkImport = appRoute(BULK_SLUG, {
  id: 'getManageBulkImport',
  method: 'GET',
  path: '/manage/bulk/imports/:id',
  summary: 'One imported file with its summary and progress',
  request: byId,
  success: json(BulkImportItem),
  problems: [404],
});

export const listManageBulkWaiting = appRoute(BULK_SLUG, {
  id: 'listManageBulkWaiting',
  method: 'GET',
  path: '/manage/bulk/waiting',
  summary: "Rows that did not import, with each cell's problem, to fix in place; of one file or all",
  request: { query: BulkWaitingListQuery },
  success: json(BulkWaitingList),
});

export const fixManageBulkRow = appRoute(BULK_SLUG, {
  id: 'fixManageBulkRow',
  method: 'PATCH',
  path: '/manage/bulk/waiting/:id',
  summary: 'Fix a waiting row: read again with the same rules, it imports, or keeps waiting with its problems',
  request: { ...byId, body: FixBulkRowRequest },
  success: json(FixBulkRowAnswer),
  problems: [404],
});

export const dropManageBulkRow = appRoute(BULK_SLUG, {
  id: 'dropManageBulkRow',
  method: 'DELETE',
  path: '/manage/bulk/waiting/:id',
  summary: 'Stop a row waiting: it does not import',
  request: byId,
  success: empty,
  problems: [404],
});

export const getManageBulkMapping = appRoute(BULK_SLUG, {
  id: 'getManageBulkMapping',
  method: 'GET',
  path: '/manage/bulk/mappings',
  summary: "The organisation's remembered columns for a kind: the header text each field was matched to last time",
  request: { query: BulkMappingQuery },
  success: json(BulkMapping),
});
