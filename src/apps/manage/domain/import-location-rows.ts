import { cellReader, type ImportOptions, type MappedRow, type RowReading } from './import-row-reading';

/**
 * A place of Snipe-IT's location file, in Manage's terms: its name is what assets and accessories name as their
 * location; the address, parent and manager come along for the Locations app to take over.
 */
export interface LocationImportRow {
  readonly line: number;
  readonly name: string;
  readonly address: string | null;
  readonly address2: string | null;
  readonly city: string | null;
  readonly state: string | null;
  readonly country: string | null;
  readonly zip: string | null;
  readonly parent: string | null;
  readonly manager: string | null;
  readonly currency: string | null;
}

export function readLocationRow(mapped: MappedRow, options: ImportOptions = {}): RowReading<LocationImportRow> {
  const cells = cellReader(mapped, options);
  return cells.reading({
    line: mapped.line,
    name: cells.required('name'),
    address: cells.text('address'),
    address2: cells.text('address2'),
    city: cells.text('city'),
    state: cells.text('state'),
    country: cells.text('country'),
    zip: cells.text('zip'),
    parent: cells.text('parent'),
    manager: cells.text('manager'),
    currency: cells.text('currency'),
  });
}
