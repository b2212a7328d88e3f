import type { CsvRecord } from '../../../domain/imports/csv-table';
import { isHeld } from './asset-status';
import { customFieldName, type ColumnMapping, type ImportField } from './import-fields';
import { cellReader, holderOf, type HolderRef, type ImportOptions, type MappedRow, type RowReading } from './import-row-reading';
import { SNIPE_IT_STATUS_TABLE, statusFromLabel, type ImportStatus } from './import-statuses';

/** One asset ready to create or merge. */
export interface AssetImportRow {
  readonly line: number;
  readonly assetTag: string;
  readonly serial: string | null;
  readonly model: string;
  readonly manufacturer: string | null;
  readonly category: string | null;
  readonly status: ImportStatus;
  /** Checked out to a person: found by username, address or name when the row is committed. */
  readonly holder: HolderRef | null;
  readonly location: string | null;
  /** YYYY-MM-DD, as every day below. */
  readonly purchaseDate: string | null;
  readonly purchaseCostCents: number | null;
  readonly supplier: string | null;
  readonly invoiceNumber: string | null;
  readonly warrantyEnd: string | null;
  readonly endOfLife: string | null;
  readonly notes: string | null;
  /** Snipe-IT's custom fields and the columns the person took as such, with Snipe-IT's asset name and model number. */
  readonly customFields: Readonly<Record<string, string>>;
}

/** Snipe-IT keeps a warranty in months from the purchase date; we keep the day it ends. */
function warrantyEndOf(purchaseDate: string | null, months: number | null): string | null {
  if (!purchaseDate || months === null) return null;
  const date = new Date(`${purchaseDate}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

/** The cells of each record given to the mapped fields, and those of the custom columns to custom fields by their header. */
export function applyMapping(records: readonly CsvRecord[], mapping: ColumnMapping, header: readonly string[] = [], customColumns: readonly number[] = []): MappedRow[] {
  const fields = Object.entries(mapping) as [ImportField, number][];
  return records.map((record) => {
    const values: Partial<Record<ImportField, string>> = {};
    for (const [field, column] of fields) {
      const cell = record.cells[column]?.trim();
      if (cell) values[field] = cell;
    }
    const custom: Record<string, string> = {};
    for (const column of customColumns) {
      const cell = record.cells[column]?.trim();
      if (cell) custom[customFieldName(header[column] ?? '') || `#${column + 1}`] = cell;
    }
    return { line: record.line, values, custom };
  });
}

/** Reads one mapped row into an asset, or says everything wrong with it at once. */
export function readAssetRow(mapped: MappedRow, options: ImportOptions = {}): RowReading<AssetImportRow> {
  const cells = cellReader(mapped, options);
  const assetTag = cells.required('assetTag', 'missing-asset-tag');
  const model = cells.required('model', 'missing-model');
  // Snipe-IT checks devices out to people or to places (a meeting room's screen); a place is where the device is.
  const toLocation = /^location$/i.test(cells.text('checkoutType') ?? '');
  const holder = toLocation ? null : holderOf(cells);
  const location = (toLocation ? cells.text('checkoutLocation') : null) ?? cells.text('location') ?? cells.text('checkoutLocation');

  const label = cells.text('status');
  const chosen = label === null ? null : statusFromLabel(label, options.statusTable ?? SNIPE_IT_STATUS_TABLE);
  if (label !== null && (chosen === null || chosen === 'review')) cells.review.push({ code: 'unknown-status', field: 'status', params: { value: label } });
  const labelled = chosen === null || chosen === 'review' ? 'in-stock' : chosen;
  // A device checked out to someone is out however its label reads ("Ready to Deploy" is a type, not where it is);
  // one held by nobody is back on the shelf: only a person holds a device here.
  const status = holder && labelled === 'in-stock' ? 'deployed' : !holder && isHeld(labelled) ? 'in-stock' : labelled;

  const purchaseDate = cells.day('purchaseDate');
  const purchaseCostCents = cells.cents('purchaseCost');
  const warrantyEnd = cells.day('warrantyEnd') ?? warrantyEndOf(purchaseDate, cells.months('warrantyMonths'));
  const endOfLife = cells.day('endOfLife');

  const customFields = { ...mapped.custom };
  const name = cells.text('name');
  const modelNumber = cells.text('modelNumber');
  if (name) customFields['Name'] ??= name;
  if (modelNumber) customFields['Model number'] ??= modelNumber;
  return cells.reading({
    line: mapped.line,
    assetTag,
    serial: cells.text('serial'),
    model,
    manufacturer: cells.text('manufacturer'),
    category: cells.text('category'),
    status,
    holder,
    location,
    purchaseDate,
    purchaseCostCents,
    supplier: cells.text('supplier'),
    invoiceNumber: cells.text('orderNumber'),
    warrantyEnd,
    endOfLife,
    notes: cells.text('notes'),
    customFields,
  });
}
