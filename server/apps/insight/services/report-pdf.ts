import type { ReportWords } from '../../../../src/apps/insight/domain/reports/report-csv';
import { columnHeader } from '../../../../src/apps/insight/domain/reports/report-csv';
import type { ReportTable, ReportUnit } from '../../../../src/apps/insight/domain/reports/report-table';
import { PDF_MARGIN, PDF_MUTED, PDF_RIGHT, pdfWriter } from './pdf-writer';

/** A figure as the printed report shows it, in the reader's language. */
function printed(value: number, unit: ReportUnit, locale: string, currency: string | null): string {
  if (unit === 'money' && currency) return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value / 100);
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/** Where each figure column ends: spread evenly between the label's room and the right margin. */
function columnEnds(count: number): number[] {
  const first = count > 3 ? 260 : 330;
  const step = count > 1 ? (PDF_RIGHT - first) / (count - 1) : 0;
  return Array.from({ length: count }, (_, index) => (count === 1 ? PDF_RIGHT : first + step * index));
}

/** One report as a PDF: the organisation, title, date and filters, then its table with the totals (the shared writer's). */
export async function renderReportPdf(print: {
  readonly organisationName: string;
  readonly at: Date;
  readonly locale: string;
  readonly filters: string;
  readonly table: ReportTable;
  readonly words: ReportWords;
}): Promise<Uint8Array> {
  const { table, words, locale } = print;
  const { text, next, table: writeTable, save } = await pdfWriter({ title: words.title, author: print.organisationName, at: print.at });
  text(print.organisationName, PDF_MARGIN, { bold: true, size: 14 });
  text(words.title.toUpperCase(), PDF_RIGHT, { bold: true, size: 16, right: true });
  next(24);
  text(print.at.toISOString().slice(0, 10), PDF_RIGHT, { right: true });
  text(print.filters, PDF_MARGIN, { colour: PDF_MUTED });
  next(12);
  const figures = (values: readonly number[]) => table.columns.map((column, index) => printed(values[index] ?? 0, column.unit, locale, table.currency));
  writeTable({
    title: words.title,
    at: columnEnds(table.columns.length),
    headers: [words.keyHeader, ...table.columns.map((column) => columnHeader(words, column, table.currency))],
    rows: [...table.rows.map((row) => [words.key(row.key), ...figures(row.values)]), [words.total, ...figures(table.totals)]],
  });
  return save();
}
