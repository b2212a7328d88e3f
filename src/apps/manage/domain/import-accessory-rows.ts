import { cellReader, type ImportOptions, type MappedRow, type RowReading } from './import-row-reading';

export interface AccessoryImportRow {
  readonly line: number;
  readonly name: string;
  /** Snipe-IT's category; ours is required, so a blank one is "Other" (see the service). */
  readonly category: string | null;
  readonly manufacturer: string | null;
  readonly quantity: number;
  readonly lowStockThreshold: number | null;
  readonly location: string | null;
  readonly costCents: number | null;
  readonly notes: string | null;
}

export function readAccessoryRow(mapped: MappedRow, options: ImportOptions = {}): RowReading<AccessoryImportRow> {
  const cells = cellReader(mapped, options);
  const name = cells.required('name');
  cells.required('quantity');
  return cells.reading({
    line: mapped.line,
    name,
    category: cells.text('category'),
    manufacturer: cells.text('manufacturer'),
    quantity: cells.count('quantity', 0) ?? 0,
    lowStockThreshold: cells.count('minAmount', 0),
    location: cells.text('location'),
    costCents: cells.cents('purchaseCost'),
    notes: cells.text('notes'),
  });
}
