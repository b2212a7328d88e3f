import { createHash } from 'node:crypto';
import { BulkImportItem, StartBulkImportAnswer } from '../../../../contract/apps/manage/bulk-schemas';
import { parseCsvText } from '../../../../src/adapters/imports/papaparse-csv';
import type { BulkMode } from '../../../../src/apps/manage/domain/bulk-summary';
import type { ImportKind } from '../../../../src/apps/manage/domain/import-fields';
import { suggestSetup } from '../../../../src/apps/manage/domain/import-plan';
import { applyMapping } from '../../../../src/apps/manage/domain/import-rows';
import type { manageClient } from './helpers';

type Call = Awaited<ReturnType<typeof manageClient>>['call'];

/** A file read and matched as Bulk Upload's worker does, with the columns it suggests. */
export function bulkFile(text: string, kind: ImportKind) {
  const table = parseCsvText(text);
  const setup = suggestSetup(table, kind);
  const header = table.header?.cells ?? [];
  const rows = applyMapping(table.rows, setup.mapping, header, kind === 'assets' ? setup.customColumns : []);
  const headers = Object.fromEntries(Object.entries(setup.mapping).map(([field, column]) => [field, header[column]!]));
  const { slashDateOrder, dateOrderSettled, statusTable } = setup.options;
  return { rows, headers, setup: { slashDateOrder, dateOrderSettled, statusTable }, hash: createHash('sha256').update(text).digest('hex') };
}

/** Sends a file as the screen does: opened, then its rows in batches; answers the opening and the finished import. */
export async function sendBulkFile(call: Call, text: string, kind: ImportKind, mode: BulkMode = 'partial', batchRows = 1000) {
  const file = bulkFile(text, kind);
  const opened = await call('POST', '/bulk/imports', { kind, fileName: `${kind}.csv`, fileHash: file.hash, mode, rowCount: file.rows.length, setup: file.setup, headers: file.headers });
  if (opened.status !== 201) throw new Error(`start answered ${opened.status}: ${opened.text}`);
  const start = StartBulkImportAnswer.parse(opened.body);
  let done = start.import;
  for (let offset = 0; offset < file.rows.length; offset += batchRows) {
    const rows = file.rows.slice(offset, offset + batchRows);
    const answer = await call('POST', `/bulk/imports/${start.import.id}/batches`, { rows, last: offset + batchRows >= file.rows.length });
    if (answer.status !== 200) throw new Error(`batch answered ${answer.status}: ${answer.text}`);
    done = BulkImportItem.parse(answer.body);
  }
  return { previous: start.previous, done };
}
