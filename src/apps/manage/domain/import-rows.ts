import type { CsvRecord } from '../../../domain/imports/csv-table';
import { parseImportDate, type SlashDateOrder } from '../../../domain/imports/import-dates';
import { IMPORT_FIELDS, type ColumnMapping, type ImportField } from './import-fields';
import type { ImportProblem } from './import-problems';
import { SNIPE_IT_STATUS_TABLE, statusFromLabel, type ImportStatus, type StatusTable } from './import-statuses';
import { parseCostCents, parseWarrantyMonths } from '../../../domain/imports/import-values';
import { isHeld } from './asset-status';

/** A record with its cells given to fields by the mapping; blank cells are left out. */
export interface MappedRow {
  readonly line: number;
  readonly values: Readonly<Partial<Record<ImportField, string>>>;
}

/** One asset ready to create. */
export interface AssetImportRow {
  readonly line: number;
  readonly assetTag: string;
  readonly serial: string | null;
  readonly model: string;
  readonly manufacturer: string | null;
  readonly category: string | null;
  readonly status: ImportStatus;
  readonly assignedTo: string | null;
  readonly location: string | null;
  /** YYYY-MM-DD. */
  readonly purchaseDate: string | null;
  readonly purchaseCostCents: number | null;
  readonly warrantyMonths: number | null;
  readonly notes: string | null;
}

export interface ImportOptions {
  readonly slashDateOrder?: SlashDateOrder;
  /** Defaults to Snipe-IT's labels; pass an extended table for an organisation's custom labels. */
  readonly statusTable?: StatusTable;
}

export function applyMapping(records: readonly CsvRecord[], mapping: ColumnMapping): MappedRow[] {
  return records.map((record) => {
    const values: Partial<Record<ImportField, string>> = {};
    for (const field of IMPORT_FIELDS) {
      const column = mapping[field];
      const cell = column === undefined ? undefined : record.cells[column]?.trim();
      if (cell) values[field] = cell;
    }
    return { line: record.line, values };
  });
}

export type RowReading = { readonly row: AssetImportRow; readonly problems: readonly [] } | { readonly row: null; readonly problems: readonly ImportProblem[] };

/** Reads one mapped row into an asset, or says everything wrong with it at once, so one fix round is enough. */
export function readRow({ line, values }: MappedRow, options: ImportOptions = {}): RowReading {
  const problems: ImportProblem[] = [];
  const problem = (field: ImportField, code: ImportProblem['code'], params: ImportProblem['params'] = {}) =>
    problems.push({ line, field, code, params });

  /** A blank cell is no value; a filled one must parse, or the row gets a problem with what was read. */
  const parsed = <T>(field: ImportField, code: ImportProblem['code'], parse: (text: string) => T | null): T | null => {
    const text = values[field];
    if (text === undefined) return null;
    const value = parse(text);
    if (value === null) problem(field, code, { value: text });
    return value;
  };

  if (!values.assetTag) problem('assetTag', 'missing-asset-tag');
  if (!values.model) problem('model', 'missing-model');
  const purchaseDate = parsed('purchaseDate', 'invalid-date', (text) => parseImportDate(text, options.slashDateOrder));
  const purchaseCostCents = parsed('purchaseCost', 'invalid-cost', parseCostCents);
  if (purchaseCostCents !== null && purchaseCostCents < 0) problem('purchaseCost', 'negative-cost', { value: values.purchaseCost! });
  const warrantyMonths = parsed('warrantyMonths', 'invalid-warranty-months', parseWarrantyMonths);

  const table = options.statusTable ?? SNIPE_IT_STATUS_TABLE;
  // A file without statuses still says who has each device: an assigned device is out, the rest on the shelf.
  const labelled = values.status === undefined ? (values.assignedTo ? 'deployed' : 'in-stock') : statusFromLabel(values.status, table);
  if (labelled === null) problem('status', 'unknown-status', { value: values.status!, known: Object.keys(table).join(', ') });
  // Snipe-IT also checks devices out to places (a meeting room's screen). Here only a person holds a device, so one
  // deployed to a place stays at its location, in stock; the preview shows the status it will have.
  const status = labelled !== null && isHeld(labelled) && !values.assignedTo ? 'in-stock' : labelled;

  if (problems.length > 0 || status === null) return { row: null, problems };
  return {
    row: {
      line,
      assetTag: values.assetTag!,
      serial: values.serial ?? null,
      model: values.model!,
      manufacturer: values.manufacturer ?? null,
      category: values.category ?? null,
      status,
      assignedTo: values.assignedTo ?? null,
      location: values.location ?? null,
      purchaseDate,
      purchaseCostCents,
      warrantyMonths,
      notes: values.notes ?? null,
    },
    problems: [],
  };
}
