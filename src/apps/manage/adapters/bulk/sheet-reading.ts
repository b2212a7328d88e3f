import type { CsvRecord } from '../../../../domain/imports/csv-table';
import { parseCsvText } from '../../../../adapters/imports/papaparse-csv';

/** A sheet's records as text cells, each with its line (a spreadsheet's row number), and the file's syntax errors. */
export interface SheetRecords {
  readonly records: readonly CsvRecord[];
  readonly errors: readonly { readonly line: number; readonly code: string }[];
}

const isXlsx = (name: string) => /\.xlsx$/i.test(name);

/** A spreadsheet cell as the person sees it: a date as YYYY-MM-DD, a formula by its result, rich text as its text. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const cell = value as { richText?: { text: string }[]; result?: unknown; text?: unknown; error?: string };
    if (cell.richText) return cell.richText.map((run) => run.text).join('');
    if ('result' in cell) return cellText(cell.result);
    if (cell.text !== undefined) return cellText(cell.text);
    if (cell.error) return cell.error;
    return '';
  }
  return String(value);
}

/** The first worksheet of an XLSX file; exceljs loads only now, in the worker, and only for such a file. */
async function readXlsx(bytes: ArrayBuffer): Promise<SheetRecords> {
  const loaded = await import('exceljs');
  const Excel = ((loaded as { default?: unknown }).default ?? loaded) as typeof import('exceljs');
  const workbook = new Excel.Workbook();
  await workbook.xlsx.load(bytes);
  const sheet = workbook.worksheets[0];
  const records: CsvRecord[] = [];
  sheet?.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    const cells = Array.from({ length: values.length }, (_, index) => cellText(values[index]));
    if (cells.some((cell) => cell.trim() !== '')) records.push({ line: rowNumber, cells });
  });
  return { records, errors: [] };
}

/** A CSV (any of comma, semicolon, tab; a BOM; any line ends) or an XLSX file, read into records. */
export async function readSheet(name: string, bytes: ArrayBuffer): Promise<SheetRecords> {
  if (isXlsx(name)) return readXlsx(bytes);
  const table = parseCsvText(new TextDecoder('utf-8').decode(bytes));
  return { records: table.header ? [table.header, ...table.rows] : [], errors: table.errors };
}
