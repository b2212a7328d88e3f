import type { CsvTable } from '../../domain/imports/csv-table';

/** Reads a CSV file (a picked File, or text) into records with their line numbers. */
export interface CsvParserPort {
  parse(source: Blob | string): Promise<CsvTable>;
}

export const CSV_PARSER = Symbol.for('CsvParserPort');
