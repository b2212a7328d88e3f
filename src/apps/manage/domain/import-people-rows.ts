import { cellReader, type ImportOptions, type MappedRow, type RowReading } from './import-row-reading';

/** A person of Snipe-IT's user file: they sign in by their address, and files of other kinds name them by username too. */
export interface PersonImportRow {
  readonly line: number;
  readonly email: string;
  readonly name: string;
  readonly username: string | null;
  readonly employeeNumber: string | null;
  readonly jobTitle: string | null;
  readonly location: string | null;
}

export function readPersonRow(mapped: MappedRow, options: ImportOptions = {}): RowReading<PersonImportRow> {
  const cells = cellReader(mapped, options);
  cells.required('email');
  const email = cells.email('email') ?? '';
  const username = cells.text('username');
  const joined = [cells.text('firstName'), cells.text('lastName')].filter(Boolean).join(' ');
  // Snipe-IT needs only a username; a person without a written name is called by it, or by their address.
  const name = cells.text('fullName') ?? (joined || username || email.split('@')[0]!);
  return cells.reading({
    line: mapped.line,
    email,
    name,
    username,
    employeeNumber: cells.text('employeeNumber'),
    jobTitle: cells.text('jobTitle'),
    location: cells.text('location'),
  });
}
