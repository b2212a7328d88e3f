import { repeatsWithinBatch } from './import-repeats';
import type { CsvTable } from '../../../domain/imports/csv-table';
import { REQUIRED_IMPORT_FIELDS, type ColumnMapping } from './import-fields';
import type { ImportProblem } from './import-problems';
import { applyMapping, readRow, type AssetImportRow, type ImportOptions, type MappedRow } from './import-rows';

/** One import takes at most this many rows, in one request, so that it is all or nothing however large; split bigger files. */
export const MAX_IMPORT_ROWS = 10_000;

/** All or nothing: either every row is good and all of them import, or nothing does and the problems say why. */
export type ImportPlan =
  | { readonly ok: true; readonly rows: readonly AssetImportRow[] }
  | { readonly ok: false; readonly problems: readonly ImportProblem[] };

export interface PreviewRow extends MappedRow {
  readonly problems: readonly ImportProblem[];
}

interface Checked {
  /** Problems of the whole file (no header, no asset tag column, broken quoting), before any row. */
  readonly fileProblems: readonly ImportProblem[];
  readonly rows: readonly { readonly mapped: MappedRow; readonly row: AssetImportRow | null; readonly problems: ImportProblem[] }[];
}

function check(table: CsvTable, mapping: ColumnMapping, options: ImportOptions): Checked {
  const headerLine = table.header?.line ?? 1;
  const fileProblems: ImportProblem[] = table.errors.map(({ line, code }) => ({ line, code: 'malformed-csv', params: { reason: code } }));
  if (table.header === null || table.rows.length === 0) fileProblems.push({ line: headerLine, code: 'empty-file', params: {} });
  if (table.rows.length > MAX_IMPORT_ROWS) {
    fileProblems.push({ line: headerLine, code: 'too-many-rows', params: { count: table.rows.length, max: MAX_IMPORT_ROWS } });
  }
  for (const field of REQUIRED_IMPORT_FIELDS) {
    if (mapping[field] === undefined) fileProblems.push({ line: headerLine, code: 'missing-column', field, params: {} });
  }
  const mappedRows = applyMapping(table.rows, mapping);
  const repeats = repeatsWithinBatch(mappedRows.map(({ line, values }) => ({ line, assetTag: values.assetTag, serial: values.serial })));
  const rows = mappedRows.map((mapped) => {
    const { row, problems } = readRow(mapped, options);
    const all = [...problems, ...repeats.filter((repeat) => repeat.line === mapped.line)];
    return { mapped, row: all.length === 0 ? row : null, problems: all };
  });
  return { fileProblems, rows };
}

export function planImport(table: CsvTable, mapping: ColumnMapping, options: ImportOptions = {}): ImportPlan {
  const { fileProblems, rows } = check(table, mapping, options);
  // Rows of a file without an asset tag column or with broken quoting would each repeat the file's problem.
  const problems = fileProblems.length > 0 ? fileProblems : rows.flatMap((checked) => checked.problems);
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, rows: rows.map((checked) => checked.row!) };
}

/** The first rows as they would import, each with its own problems, for the screen to show before the import. */
export function previewImport(table: CsvTable, mapping: ColumnMapping, limit: number, options: ImportOptions = {}): PreviewRow[] {
  const head: CsvTable = { ...table, rows: table.rows.slice(0, limit) };
  return check(head, mapping, options).rows.map(({ mapped, problems }) => ({ ...mapped, problems }));
}
