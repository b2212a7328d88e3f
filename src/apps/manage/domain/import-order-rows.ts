import { cellReader, type ImportOptions, type MappedRow, type RowReading } from './import-row-reading';

/**
 * An order from another shop system, one line per order: its reference there (found again on a later import, so
 * the same file places nothing twice), the person it was for by address, what and how many, the unit price and the day.
 */
export interface OrderImportRow {
  readonly line: number;
  readonly reference: string;
  readonly email: string;
  readonly product: string;
  readonly quantity: number;
  readonly unitPriceCents: number;
  readonly orderedOn: string | null;
}

export function readOrderRow(mapped: MappedRow, options: ImportOptions = {}): RowReading<OrderImportRow> {
  const cells = cellReader(mapped, options);
  const reference = cells.required('orderNumber');
  cells.required('email');
  cells.required('quantity');
  return cells.reading({
    line: mapped.line,
    reference,
    email: cells.email('email') ?? '',
    product: cells.required('product'),
    quantity: cells.count('quantity', 1) ?? 0,
    // A line without a price was free (a replacement, a gift): nothing to pay.
    unitPriceCents: cells.cents('unitPrice') ?? 0,
    orderedOn: cells.day('orderDate'),
  });
}
