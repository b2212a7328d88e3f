/** A CSV file as the parser hands it over: cells as text, each record with the line it starts on. */

export interface CsvRecord {
  /** The file's line (from 1) on which the record starts; a quoted cell may carry it over several lines. */
  readonly line: number;
  readonly cells: readonly string[];
}

export interface CsvSyntaxError {
  readonly line: number;
  /** The parser's own code, for instance an unclosed quote. */
  readonly code: string;
}

export interface CsvTable {
  readonly delimiter: string;
  /** The first non-blank record; null for an empty file. */
  readonly header: CsvRecord | null;
  /** The records after the header; blank lines are left out. */
  readonly rows: readonly CsvRecord[];
  readonly errors: readonly CsvSyntaxError[];
}
