import { describe, expect, it } from 'vitest';
import { parseCsvText } from '../../../../adapters/imports/papaparse-csv';
import type { CsvTable } from '../../../../domain/imports/csv-table';
import { suggestMapping } from '../import-fields';
import { planImport, previewImport, type ImportPlan } from '../import-plan';
import type { ColumnMapping } from '../import-fields';
import type { ImportOptions } from '../import-row-reading';
import { snipeItFixture } from '../../../../../tests/fixtures/snipe-it/snipe-it-fixtures';

function tableOf(csv: string): CsvTable {
  return parseCsvText(csv);
}

/** An asset file's plan with its rows as they import (without the reasons to review, which other tests look at). */
function assetPlan(table: CsvTable, mapping: ColumnMapping, options: ImportOptions = { dateOrderSettled: true }) {
  const plan: ImportPlan<'assets'> = planImport(table, { kind: 'assets', mapping, options });
  return plan.ok ? { ok: true as const, rows: plan.rows.map(({ row }) => row), review: plan.rows.map(({ review }) => review) } : plan;
}

function planOf(csv: string) {
  const table = tableOf(csv);
  return assetPlan(table, suggestMapping(table.header?.cells ?? []).mapping);
}

const HEADER = 'Model,Asset Tag,Serial,Status,Checked Out To,Purchase Date,Purchase Cost,Warranty\n';

/** Rows under HEADER: every one gets the model its asset needs, so each test varies only what it is about. */
function withModel(rows: string): string {
  return rows.replace(/^(?=.)/gm, 'T14,');
}

describe("importing Snipe-IT's asset export", () => {
  it('maps every column by itself and imports all thirty rows', () => {
    const plan = planOf(snipeItFixture('assets-export'));
    if (!plan.ok) throw new Error(JSON.stringify(plan.problems));
    expect(plan.rows).toHaveLength(30);
    expect(plan.rows[0]).toEqual({
      line: 2,
      assetTag: 'LT-0001',
      serial: 'C02XK1ABMD6T',
      model: 'MacBook Pro 14 (M3)',
      manufacturer: 'Apple',
      category: 'Laptops',
      status: 'deployed',
      holder: { username: null, email: null, name: 'Anna Becker' },
      location: 'Berlin HQ',
      purchaseDate: '2024-01-15',
      purchaseCostCents: 239900,
      supplier: null,
      invoiceNumber: null,
      warrantyEnd: '2027-01-15',
      endOfLife: null,
      notes: null,
      customFields: { Name: "Anna's laptop", 'Model number': 'MRX33D/A' },
    });
    const pending = plan.rows.find((row) => row.assetTag === 'LT-0004')!;
    expect(pending).toMatchObject({ line: 5, status: 'in-stock', notes: 'Waiting for re-imaging,\nticket RIT-2291' });
    // The quoted line break above pushes every later asset one line down in the file.
    expect(plan.rows.find((row) => row.assetTag === 'DT-0001')).toMatchObject({ line: 7, purchaseCostCents: 89900 });
    expect(new Set(plan.rows.map((row) => row.status))).toEqual(new Set(['deployed', 'in-stock', 'lost', 'in-repair', 'retired']));
  });

  it('imports nothing from the export with one bad row, and says which line and why', () => {
    expect(planOf(snipeItFixture('assets-export-bad-row'))).toEqual({
      ok: false,
      problems: [{ line: 13, field: 'purchaseDate', code: 'invalid-date', params: { value: '2023-02-30' } }],
    });
  });

  it('reads the same export saved by a German Excel: semicolons, a byte order mark, CRLF', () => {
    const table = tableOf(snipeItFixture('assets-export'));
    const quote = (cell: string) => (/[;"\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
    const german = '\uFEFF' + [table.header!, ...table.rows].map((record) => record.cells.map(quote).join(';')).join('\r\n');
    const plan = planOf(german);
    expect(plan.ok && plan.rows.map((row) => row.assetTag)).toEqual(table.rows.map((row) => row.cells[3]));
  });
});

describe('problems with rows', () => {
  it('reports a tag used twice with both lines, however it is capitalised', () => {
    const plan = planOf(HEADER + withModel('LT-1,A\nLT-2,B\nlt-1,C\n'));
    expect(plan).toEqual({
      ok: false,
      problems: [{ line: 4, field: 'assetTag', code: 'duplicate-asset-tag', params: { value: 'lt-1', firstLine: 2 } }],
    });
  });

  it('reports every problem of every row at once, in file order', () => {
    const plan = planOf(HEADER + withModel(',S1\nLT-2,S2,Misplaced,,soon,-45.00,forever\nLT-3,S3,,,,free\n'));
    expect(plan.ok).toBe(false);
    expect(!plan.ok && plan.problems.map(({ line, code }) => [line, code])).toEqual([
      [2, 'missing-asset-tag'],
      [3, 'invalid-date'],
      [3, 'negative-cost'],
      [3, 'invalid-warranty-months'],
      [4, 'invalid-cost'],
    ]);
  });

  it('sends a row with an unknown status to review rather than failing the file, and takes the status a person mapped', () => {
    const table = tableOf(HEADER + withModel('LT-1,S1,With courier,Anna Becker\n'));
    const { mapping } = suggestMapping(table.header!.cells);
    const unknown = assetPlan(table, mapping);
    expect(unknown.ok && unknown.review[0]).toEqual([{ code: 'unknown-status', field: 'status', params: { value: 'With courier' } }]);
    const mapped = assetPlan(table, mapping, { statusTable: { 'With courier': 'pending-return' } });
    expect(mapped.ok && [mapped.rows[0]!.status, mapped.review[0]]).toEqual(['pending-return', []]);
  });

  it('takes a blank status from whether someone has the device', () => {
    const plan = planOf(HEADER + withModel('LT-1,S1,,Anna Becker\nLT-2,S2,,\n'));
    expect(plan.ok && plan.rows.map((row) => row.status)).toEqual(['deployed', 'in-stock']);
  });

  it('reads slashed dates in the order the options give', () => {
    const table = tableOf(HEADER + withModel('LT-1,S1,,,05/04/2023\n'));
    const { mapping } = suggestMapping(table.header!.cells);
    const dayFirst = assetPlan(table, mapping, { slashDateOrder: 'day-first', dateOrderSettled: true });
    expect(dayFirst.ok && dayFirst.rows[0]!.purchaseDate).toBe('2023-04-05');
  });
});

describe('problems with the file', () => {
  it('refuses a file whose asset tag has no column', () => {
    const table = tableOf('Serial,Model\nS1,T14\n');
    expect(assetPlan(table, suggestMapping(table.header!.cells).mapping)).toEqual({
      ok: false,
      problems: [{ line: 1, field: 'assetTag', code: 'missing-column', params: {} }],
    });
  });

  it('refuses a file with a header and nothing else, and an empty one', () => {
    expect(planOf('Asset Tag,Model\n')).toEqual({ ok: false, problems: [{ line: 1, code: 'empty-file', params: {} }] });
    expect(planOf('')).toMatchObject({ ok: false, problems: [{ line: 1, code: 'empty-file' }, { code: 'missing-column' }, { code: 'missing-column' }] });
  });

  it('refuses a file with broken quoting', () => {
    expect(planOf('Asset Tag,Model,Notes\nLT-1,T14,"never closed\n')).toEqual({
      ok: false,
      problems: [{ line: 2, code: 'malformed-csv', params: { reason: 'MissingQuotes' } }],
    });
  });
});

describe('the preview', () => {
  it('shows the first rows as mapped, each with its own problems', () => {
    const table = tableOf(snipeItFixture('assets-export-bad-row'));
    const { mapping } = suggestMapping(table.header!.cells);
    const preview = previewImport(table, { kind: 'assets', mapping }, 12);
    expect(preview).toHaveLength(12);
    expect(preview[0]).toMatchObject({ line: 2, values: { assetTag: 'LT-0001', purchaseCost: '2,399.00' }, problems: [] });
    expect(preview.filter((row) => row.problems.length > 0).map((row) => row.line)).toEqual([13]);
    expect(previewImport(table, { kind: 'assets', mapping }, 10).every((row) => row.problems.length === 0)).toBe(true);
  });
});
