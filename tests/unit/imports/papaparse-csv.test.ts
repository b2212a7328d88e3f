import { describe, expect, it } from 'vitest';
import { lazyCsvParser } from '../../../src/adapters/imports/lazy-csv-parser';
import { parseCsvText } from '../../../src/adapters/imports/papaparse-csv';
import { snipeItFixture } from '../../fixtures/snipe-it/snipe-it-fixtures';

describe('parsing CSV text', () => {
  it('guesses comma, semicolon and tab as the delimiter', () => {
    for (const delimiter of [',', ';', '\t']) {
      const table = parseCsvText(['Asset Tag', 'Serial'].join(delimiter) + '\n' + ['LT-1', 'S1'].join(delimiter) + '\n');
      expect(table.delimiter).toBe(delimiter);
      expect(table.header?.cells).toEqual(['Asset Tag', 'Serial']);
      expect(table.rows).toEqual([{ line: 2, cells: ['LT-1', 'S1'] }]);
    }
  });

  it('keeps a semicolon file with decimal commas apart from its delimiter', () => {
    const table = parseCsvText('Asset Tag;Purchase Cost\nLT-1;"1.299,00"\nLT-2;849,50\n');
    expect(table.delimiter).toBe(';');
    expect(table.rows.map((row) => row.cells)).toEqual([
      ['LT-1', '1.299,00'],
      ['LT-2', '849,50'],
    ]);
  });

  it('drops the byte order mark Excel writes, so the first header is not "\\uFEFFAsset Tag"', () => {
    const table = parseCsvText('\uFEFFAsset Tag,Serial\r\nLT-1,S1\r\n');
    expect(table.header).toEqual({ line: 1, cells: ['Asset Tag', 'Serial'] });
  });

  it('numbers records by the line they start on, across quoted line breaks, blank lines and CRLF', () => {
    // As Excel writes it: CRLF between records, a bare LF inside a cell.
    const text = 'Asset Tag,Notes\r\nLT-1,"two\nlines"\r\n\r\nLT-2,plain\r\n   \r\nLT-3,"a\nb\nc"\r\nLT-4,last';
    const table = parseCsvText(text);
    expect(table.rows).toEqual([
      { line: 2, cells: ['LT-1', 'two\nlines'] },
      { line: 5, cells: ['LT-2', 'plain'] },
      { line: 7, cells: ['LT-3', 'a\nb\nc'] },
      { line: 10, cells: ['LT-4', 'last'] },
    ]);
  });

  it('reports an unclosed quote with the line it starts on', () => {
    const table = parseCsvText('Asset Tag,Notes\nLT-1,fine\nLT-2,"never closed\nLT-3,x\n');
    expect(table.errors).toEqual([{ line: 3, code: 'MissingQuotes' }]);
  });

  it('gives an empty file no header and no rows', () => {
    expect(parseCsvText('\uFEFF\r\n\r\n')).toMatchObject({ header: null, rows: [] });
  });
});

describe('reading a picked file', () => {
  it('reads it as text and parses it', async () => {
    const file = new File([snipeItFixture('assets-export')], 'assets.csv', { type: 'text/csv' });
    const table = await lazyCsvParser.parse(file);
    expect(table.header?.cells[3]).toBe('Asset Tag');
    expect(table.rows).toHaveLength(30);
    expect(table.errors).toEqual([]);
  });
});
