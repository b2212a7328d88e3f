import type { CsvTable } from '../../../domain/imports/csv-table';
import { REQUIRED_FIELDS, suggestMapping, type ColumnMapping, type ImportField, type ImportKind } from './import-fields';
import { slashOrderOf } from './import-slash-dates';
import { statusChoicesOf } from './import-statuses';
import type { ImportProblem, ReviewReason } from './import-problems';
import { readAccessoryRow, type AccessoryImportRow } from './import-accessory-rows';
import { readLicenceRow, type LicenceImportRow } from './import-licence-rows';
import { readLocationRow, type LocationImportRow } from './import-location-rows';
import { readModelRow, type ModelImportRow } from './import-model-rows';
import { readOrderRow, type OrderImportRow } from './import-order-rows';
import { readComponentRow, readConsumableRow, type ComponentImportRow, type ConsumableImportRow } from './import-stock-rows';
import { readPersonRow, type PersonImportRow } from './import-people-rows';
import { repeatsWithinBatch, type UniqueFields } from './import-repeats';
import type { DateReading, ImportOptions, MappedRow, RowReading } from './import-row-reading';
import { applyMapping, readAssetRow, type AssetImportRow } from './import-rows';

/** One import takes at most this many rows, in one request, so that it is all or nothing however large; split bigger files. */
export const MAX_IMPORT_ROWS = 10_000;

interface KindRows {
  readonly assets: AssetImportRow;
  readonly people: PersonImportRow;
  readonly licences: LicenceImportRow;
  readonly accessories: AccessoryImportRow;
  readonly locations: LocationImportRow;
  readonly consumables: ConsumableImportRow;
  readonly components: ComponentImportRow;
  readonly models: ModelImportRow;
  readonly orders: OrderImportRow;
}

/** Each kind's reader of a mapped row: the browser's preview, Bulk Upload's worker and the server read with the same. */
export const READERS: { readonly [K in ImportKind]: (row: MappedRow, options: ImportOptions) => RowReading<KindRows[K]> } = {
  assets: readAssetRow,
  people: readPersonRow,
  licences: readLicenceRow,
  accessories: readAccessoryRow,
  locations: readLocationRow,
  consumables: readConsumableRow,
  components: readComponentRow,
  models: readModelRow,
  orders: readOrderRow,
};

/** A licence file repeats its licence on each seat's line, so licences have no field of their own to repeat. */
export const UNIQUE_FIELDS: { readonly [K in ImportKind]: UniqueFields } = {
  assets: [
    { field: 'assetTag', code: 'duplicate-asset-tag' },
    { field: 'serial', code: 'duplicate-serial' },
  ],
  people: [
    { field: 'email', code: 'duplicate-value' },
    { field: 'username', code: 'duplicate-value' },
  ],
  licences: [],
  accessories: [{ field: 'name', code: 'duplicate-value' }],
  locations: [{ field: 'name', code: 'duplicate-value' }],
  consumables: [{ field: 'name', code: 'duplicate-value' }],
  // Components of one name differ by serial, and models of one name by maker or number: the importer tells them apart.
  components: [],
  models: [],
  orders: [{ field: 'orderNumber', code: 'duplicate-value' }],
};

/** What the person set up for a file: what it holds, which column is which, and how to read its dates and statuses. */
export interface ImportSetup<K extends ImportKind = ImportKind> {
  readonly kind: K;
  readonly mapping: ColumnMapping;
  /** Columns taken as custom fields, by index (assets only). */
  readonly customColumns?: readonly number[];
  readonly options?: ImportOptions;
}

/** A row that will import, and why a person must still decide on it (then it goes to the review queue). */
interface PlannedRow<R> {
  readonly row: R;
  readonly review: readonly ReviewReason[];
}

/** All or nothing: either every row can be read and all of them import, or nothing does and the problems say why. */
export type ImportPlan<K extends ImportKind = ImportKind> =
  | { readonly ok: true; readonly rows: readonly PlannedRow<KindRows[K]>[] }
  | { readonly ok: false; readonly problems: readonly ImportProblem[] };

export interface PreviewRow extends MappedRow {
  readonly problems: readonly ImportProblem[];
  readonly review: readonly ReviewReason[];
  readonly dates: readonly DateReading[];
}

interface Checked<R> {
  /** Problems of the whole file (no header, a required column missing, broken quoting), before any row. */
  readonly fileProblems: readonly ImportProblem[];
  readonly rows: readonly { readonly mapped: MappedRow; readonly reading: RowReading<R>; readonly problems: readonly ImportProblem[] }[];
}

function check<K extends ImportKind>(table: CsvTable, setup: ImportSetup<K>): Checked<KindRows[K]> {
  const { kind, mapping } = setup;
  const headerLine = table.header?.line ?? 1;
  const fileProblems: ImportProblem[] = table.errors.map(({ line, code }) => ({ line, code: 'malformed-csv', params: { reason: code } }));
  if (table.header === null || table.rows.length === 0) fileProblems.push({ line: headerLine, code: 'empty-file', params: {} });
  if (table.rows.length > MAX_IMPORT_ROWS) {
    fileProblems.push({ line: headerLine, code: 'too-many-rows', params: { count: table.rows.length, max: MAX_IMPORT_ROWS } });
  }
  for (const field of REQUIRED_FIELDS[kind] as readonly ImportField[]) {
    if (mapping[field] === undefined) fileProblems.push({ line: headerLine, code: 'missing-column', field, params: {} });
  }
  const mappedRows = applyMapping(table.rows, mapping, table.header?.cells, kind === 'assets' ? setup.customColumns : []);
  const repeats = repeatsWithinBatch(mappedRows, UNIQUE_FIELDS[kind]);
  const read = READERS[kind] as (row: MappedRow, options: ImportOptions) => RowReading<KindRows[K]>;
  const rows = mappedRows.map((mapped) => {
    const reading = read(mapped, setup.options ?? {});
    return { mapped, reading, problems: [...reading.problems, ...repeats.filter((repeat) => repeat.line === mapped.line)] };
  });
  return { fileProblems, rows };
}

export function planImport<K extends ImportKind>(table: CsvTable, setup: ImportSetup<K>): ImportPlan<K> {
  const { fileProblems, rows } = check(table, setup);
  // Rows of a file without a required column or with broken quoting would each repeat the file's problem.
  const problems = fileProblems.length > 0 ? fileProblems : rows.flatMap((checked) => checked.problems);
  if (problems.length > 0) return { ok: false, problems };
  // Only an asset can wait in the review queue; a licence's or a location's date is taken as the preview spells it.
  return { ok: true, rows: rows.map(({ reading }) => ({ row: reading.row!, review: setup.kind === 'assets' ? reading.review : [] })) };
}

/** The first rows as they would import, each with its own problems and readings, for the screen to show before the import. */
export function previewImport(table: CsvTable, setup: ImportSetup, limit: number): PreviewRow[] {
  const head: CsvTable = { ...table, rows: table.rows.slice(0, limit) };
  return check(head, setup).rows.map(({ mapped, reading, problems }) => ({
    ...mapped,
    problems,
    review: setup.kind === 'assets' ? reading.review : [],
    dates: reading.dates,
  }));
}

/** Every distinct text of one mapped column, for the screen's status mapping and the date order. */
function columnValues(table: CsvTable, column: number | undefined): string[] {
  if (column === undefined) return [];
  return [...new Set(table.rows.map((row) => row.cells[column]?.trim() ?? '').filter(Boolean))];
}

/** A row as the server takes it: an asset with the reasons it waits for a person, any other row as read. */
type RequestRow<K extends ImportKind> = K extends 'assets' ? AssetImportRow & { readonly review: readonly ReviewReason[] } : KindRows[K];

/** One file as the server takes it: what it holds, and every row read. */
export type MigrationBody = { [K in ImportKind]: { readonly kind: K; readonly rows: readonly RequestRow<K>[] } }[ImportKind];

export function migrationBody<K extends ImportKind>(kind: K, rows: readonly PlannedRow<KindRows[K]>[]): MigrationBody {
  return { kind, rows: rows.map(({ row, review }) => (kind === 'assets' ? { ...row, review } : row)) } as MigrationBody;
}

const DATE_FIELDS: readonly ImportField[] = ['purchaseDate', 'warrantyEnd', 'endOfLife', 'expirationDate', 'orderDate'];

/**
 * How a file is first read, as its header suggests: its columns, the slash order its dates settle (or Snipe-IT's
 * default, unsettled), and its status labels mapped to ours; the person may change any of it.
 */
export function suggestSetup<K extends ImportKind>(
  table: CsvTable,
  kind: K,
): ImportSetup<K> & { readonly recognised: boolean; readonly customColumns: readonly number[]; readonly options: Required<ImportOptions> } {
  const { mapping, customColumns, recognised } = suggestMapping(table.header?.cells ?? [], kind);
  const dates = slashOrderOf(DATE_FIELDS.flatMap((field) => columnValues(table, mapping[field])));
  const statusTable = kind === 'assets' ? statusChoicesOf(columnValues(table, mapping.status)) : {};
  return { kind, mapping, customColumns, recognised, options: { slashDateOrder: dates.order, dateOrderSettled: dates.settled, statusTable } };
}
