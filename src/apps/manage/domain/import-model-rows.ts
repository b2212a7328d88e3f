import { cellReader, type ImportOptions, type MappedRow, type RowReading } from './import-row-reading';

/**
 * A model of Snipe-IT's model file, in Manage Configure's terms: its category is the product type and its maker the
 * manufacturer, each found by name or added; "EOL" is months, "Min Qty" the stock to keep.
 */
export interface ModelImportRow {
  readonly line: number;
  readonly name: string;
  readonly category: string;
  readonly manufacturer: string | null;
  readonly modelNumber: string | null;
  readonly eolMonths: number | null;
  readonly requestable: boolean;
  readonly minQuantity: number | null;
  readonly notes: string | null;
}

export function readModelRow(mapped: MappedRow, options: ImportOptions = {}): RowReading<ModelImportRow> {
  const cells = cellReader(mapped, options);
  return cells.reading({
    line: mapped.line,
    name: cells.required('name'),
    category: cells.required('category'),
    manufacturer: cells.text('manufacturer'),
    modelNumber: cells.text('modelNumber'),
    eolMonths: cells.count('eolMonths', 0),
    requestable: cells.flag('requestable'),
    minQuantity: cells.count('minAmount', 0),
    notes: cells.text('notes'),
  });
}

/** A model is the same one when its type, maker, name (in any case) and number are: the database's own unique rule. */
export function modelKeyOf(model: { readonly productTypeId: string; readonly manufacturerId: string | null; readonly name: string; readonly modelNumber: string | null }): string {
  return [model.productTypeId, model.manufacturerId ?? '', model.name.trim().toLowerCase(), model.modelNumber ?? ''].join('\u0000');
}
