import type { CsvRecord } from '../../../../domain/imports/csv-table';
import type { BulkSetup } from '../../domain/bulk-summary';
import type { ColumnMapping, ImportField, ImportKind } from '../../domain/import-fields';
import type { ImportProblem } from '../../domain/import-problems';
import type { MappedRow } from '../../domain/import-row-reading';

export interface LoadedFile {
  readonly rowCount: number;
  readonly preview: readonly CsvRecord[];
  /** SHA-256 of the file's bytes, in hex: the same file again is known whatever its name. */
  readonly hash: string;
  readonly syntaxErrors: number;
}

/** How the person reads the file: its kind, header row, columns and the reading of dates and statuses. */
export interface BulkReading {
  readonly kind: ImportKind;
  readonly headerIndex: number;
  readonly mapping: ColumnMapping;
  readonly customColumns: readonly number[];
  readonly setup: BulkSetup;
}

export interface GridRow {
  readonly line: number;
  readonly values: Readonly<Partial<Record<ImportField, string>>>;
  readonly problems: readonly ImportProblem[];
}

export interface CheckedFile {
  readonly total: number;
  readonly invalid: number;
}

export type Progress = (done: number, total: number) => void;

/**
 * Reads and checks a picked file off the page's thread (a Web Worker): 100,000 rows without freezing the screen.
 * It keeps the rows; the screen asks for pages of the grid, fixes cells and takes the rows a batch at a time.
 */
export interface BulkReader {
  load(file: Blob, name: string, progress: Progress): Promise<LoadedFile>;
  check(reading: BulkReading, progress: Progress): Promise<CheckedFile>;
  page(offset: number, limit: number, invalidOnly: boolean): Promise<{ readonly total: number; readonly rows: readonly GridRow[] }>;
  fix(line: number, values: GridRow['values']): Promise<GridRow>;
  batch(offset: number, size: number): Promise<readonly MappedRow[]>;
  allProblems(): Promise<readonly GridRow[]>;
}

/** A reader per file: each picked file starts a fresh one and the last one ends. */
export interface BulkReaderFactory {
  open(): BulkReader & { close(): void };
}

export const BULK_READERS = Symbol.for('manage.BulkReaderFactory');
