import { toCsv } from '../../../../domain/csv/csv-text';
import type { ReportTable, ReportUnit } from './report-table';

/** The words a report's files use, in the reader's language: its title, each column's header, each row's label. */
export interface ReportWords {
  readonly title: string;
  readonly keyHeader: string;
  readonly total: string;
  readonly column: (id: string) => string;
  /** A row's label: a translated word, the name as it is, or "none" for null. */
  readonly key: (key: string | null) => string;
}

/** A figure as a spreadsheet reads it: counts whole, money in major units with two decimals, kilograms with one. */
export function csvFigure(value: number, unit: ReportUnit): string {
  if (unit === 'money') return (value / 100).toFixed(2);
  if (unit === 'kg') return value.toFixed(1);
  return String(Math.round(value));
}

/** The header of a column, with the currency of a money column: "Book value (EUR)". */
export function columnHeader(words: ReportWords, column: { readonly id: string; readonly unit: ReportUnit }, currency: string | null): string {
  const header = words.column(column.id);
  return column.unit === 'money' && currency ? `${header} (${currency})` : header;
}

/** The report as a spreadsheet opens it: a row per group and the totals last. */
export function reportCsv(table: ReportTable, words: ReportWords): string {
  return toCsv(
    [words.keyHeader, ...table.columns.map((column) => columnHeader(words, column, table.currency))],
    [
      ...table.rows.map((row) => [words.key(row.key), ...table.columns.map((column, index) => csvFigure(row.values[index] ?? 0, column.unit))]),
      [words.total, ...table.columns.map((column, index) => csvFigure(table.totals[index] ?? 0, column.unit))],
    ],
  );
}
