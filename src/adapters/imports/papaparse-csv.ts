import Papa from 'papaparse';
import type { CsvRecord, CsvSyntaxError, CsvTable } from '../../domain/imports/csv-table';

const BYTE_ORDER_MARK = '\uFEFF';
const LINE_BREAK = /\r\n|\r|\n/g;

/**
 * Parses CSV text with papaparse. Spreadsheets in German and French locales save with semicolons, so the
 * delimiter is guessed between comma, semicolon and tab. Line numbers are counted in the text itself because
 * a quoted cell may hold line breaks, which makes record numbers and line numbers part ways.
 */
export function parseCsvText(source: string): CsvTable {
  const text = source.startsWith(BYTE_ORDER_MARK) ? source.slice(BYTE_ORDER_MARK.length) : source;
  const records: CsvRecord[] = [];
  const errors: CsvSyntaxError[] = [];
  const delimiter = guessDelimiter(text);
  let start = 0;
  let line = 1;
  Papa.parse<string[]>(text, {
    delimiter,
    // Blank lines are dropped here rather than by papaparse, which would hide them from the cursor and shift every later line.
    skipEmptyLines: false,
    step({ data, errors: rowErrors, meta }) {
      for (const error of rowErrors) errors.push({ line, code: error.code });
      if (data.some((cell) => cell.trim() !== '')) records.push({ line, cells: data });
      line += text.slice(start, meta.cursor).match(LINE_BREAK)?.length ?? 0;
      start = meta.cursor;
    },
  });
  const [header = null, ...rows] = records;
  return { delimiter, header, rows, errors };
}

/** Guessed on the first records with blank lines skipped, which would otherwise look like one-column records. */
function guessDelimiter(text: string): string {
  const { meta, errors } = Papa.parse<string[]>(text, { preview: 10, delimitersToGuess: [',', ';', '\t'], skipEmptyLines: 'greedy' });
  // A file with a single column has no delimiter to find; a comma reads it just as well.
  return errors.some((error) => error.code === 'UndetectableDelimiter') ? ',' : meta.delimiter;
}

export async function parseCsv(source: Blob | string): Promise<CsvTable> {
  return parseCsvText(typeof source === 'string' ? source : await source.text());
}
