import { cellReader, type ImportOptions, type MappedRow, type RowReading } from './import-row-reading';

/** What Snipe-IT's consumable and component files share: a counted item of a category, where it is and how it was bought. */
interface StockImportRow {
  readonly line: number;
  readonly name: string;
  readonly category: string;
  readonly manufacturer: string | null;
  readonly modelNumber: string | null;
  readonly minQuantity: number | null;
  readonly location: string | null;
  readonly orderNumber: string | null;
  readonly purchaseDate: string | null;
  readonly purchaseCostCents: number | null;
  readonly notes: string | null;
}

export interface ConsumableImportRow extends StockImportRow {
  readonly itemNumber: string | null;
  readonly quantity: number;
}

/** A component's `total`: how many there are, all on the shelf when they arrive. */
export interface ComponentImportRow extends StockImportRow {
  readonly serial: string | null;
  readonly total: number;
}

function readStock(cells: ReturnType<typeof cellReader>, line: number): StockImportRow {
  return {
    line,
    name: cells.required('name'),
    category: cells.required('category'),
    manufacturer: cells.text('manufacturer'),
    modelNumber: cells.text('modelNumber'),
    minQuantity: cells.count('minAmount', 0),
    location: cells.text('location'),
    orderNumber: cells.text('orderNumber'),
    purchaseDate: cells.day('purchaseDate'),
    purchaseCostCents: cells.cents('purchaseCost'),
    notes: cells.text('notes'),
  };
}

export function readConsumableRow(mapped: MappedRow, options: ImportOptions = {}): RowReading<ConsumableImportRow> {
  const cells = cellReader(mapped, options);
  cells.required('quantity');
  return cells.reading({ ...readStock(cells, mapped.line), itemNumber: cells.text('itemNumber'), quantity: cells.count('quantity', 0) ?? 0 });
}

export function readComponentRow(mapped: MappedRow, options: ImportOptions = {}): RowReading<ComponentImportRow> {
  const cells = cellReader(mapped, options);
  cells.required('quantity');
  return cells.reading({ ...readStock(cells, mapped.line), serial: cells.text('serial'), total: cells.count('quantity', 0) ?? 0 });
}

/** A consumable is found again by its name, as Snipe-IT's importer finds it; a component by its name and serial. */
export function stockKeyOf(row: { readonly name: string; readonly serial?: string | null }): string {
  return `${row.name.trim().toLowerCase()}\u0000${row.serial?.trim().toLowerCase() ?? ''}`;
}
