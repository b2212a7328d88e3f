import type { CsvParserPort } from '../../application/ports/csv-parser-port';

/** papaparse downloads the first time someone imports a file, never at startup. */
export const lazyCsvParser: CsvParserPort = {
  parse: (source) => import('./papaparse-csv').then(({ parseCsv }) => parseCsv(source)),
};
