import { cellReader, holderOf, type HolderRef, type ImportOptions, type MappedRow, type RowReading } from './import-row-reading';

/**
 * A line of Snipe-IT's licence file: the licence (found again by name and key on later lines) and, when the line
 * names a person, one of its seats checked out to them.
 */
export interface LicenceImportRow {
  readonly line: number;
  readonly name: string;
  readonly licenceKey: string | null;
  readonly publisher: string | null;
  readonly category: string | null;
  readonly seats: number | null;
  readonly expiresOn: string | null;
  readonly costCents: number | null;
  readonly supplier: string | null;
  readonly notes: string | null;
  readonly holder: HolderRef | null;
}

export function readLicenceRow(mapped: MappedRow, options: ImportOptions = {}): RowReading<LicenceImportRow> {
  const cells = cellReader(mapped, options);
  const name = cells.required('name');
  cells.day('purchaseDate');
  return cells.reading({
    line: mapped.line,
    name,
    licenceKey: cells.text('serial'),
    publisher: cells.text('manufacturer'),
    category: cells.text('category'),
    seats: cells.count('seats', 1),
    expiresOn: cells.day('expirationDate'),
    costCents: cells.cents('purchaseCost'),
    supplier: cells.text('supplier'),
    notes: cells.text('notes'),
    holder: holderOf(cells),
  });
}

/** Lines of one licence are found by its name and key, as Snipe-IT's importer finds an existing licence. */
export function licenceKeyOf(row: Pick<LicenceImportRow, 'name' | 'licenceKey'>): string {
  return `${row.name.toLowerCase()}\u0000${row.licenceKey ?? ''}`;
}
