import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { SNIPE_IT_STATUS_TABLE } from '../../../domain/import-statuses';
import { BulkEngine } from '../bulk-engine';

const setup = { slashDateOrder: 'month-first', dateOrderSettled: true, statusTable: SNIPE_IT_STATUS_TABLE } as const;
const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;
const reading = (mapping: Record<string, number>, headerIndex = 0) => ({ kind: 'assets' as const, headerIndex, mapping, customColumns: [], setup });

describe("the worker's reading and checking", () => {
  it('checks every row with the API rules, says each problem at its cell, and checks a fixed cell again', async () => {
    const engine = new BulkEngine();
    const loaded = await engine.load('fleet.csv', bytes('Asset Tag,Model,Purchase Cost\nA-1,X1,100\nA-2,,abc\nA-1,X1,5\n'));
    expect(loaded).toMatchObject({ rowCount: 4, hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const progress: number[] = [];
    const checked = await engine.check(reading({ assetTag: 0, model: 1, purchaseCost: 2 }), (done) => progress.push(done));
    expect(checked).toEqual({ total: 3, invalid: 2 });
    expect(progress.at(-1)).toBe(3);
    const { rows } = engine.page(0, 10, true);
    expect(rows.map((row) => [row.line, row.problems.map((problem) => [problem.field, problem.code])])).toEqual([
      [3, [['model', 'missing-model'], ['purchaseCost', 'invalid-cost']]],
      [4, [['assetTag', 'duplicate-asset-tag']]],
    ]);
    const fixed = engine.fix(3, { assetTag: 'A-2', model: 'X1', purchaseCost: '12.50' });
    expect(fixed.problems).toEqual([]);
    expect(engine.page(0, 10, true).total).toBe(1);
    expect(engine.batch(0, 2).map((row) => row.values)).toEqual([
      { assetTag: 'A-1', model: 'X1', purchaseCost: '100' },
      { assetTag: 'A-2', model: 'X1', purchaseCost: '12.50' },
    ]);
  });

  it('reads the first sheet of an XLSX file, dates and numbers as text, from the header row the person chose', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Fleet');
    sheet.addRow(['Fleet export, 2026']);
    sheet.addRow(['Asset Tag', 'Model', 'Purchase Date', 'Purchase Cost']);
    sheet.addRow(['X-1', 'ThinkPad', new Date(Date.UTC(2024, 0, 15)), 899.5]);
    const buffer = await workbook.xlsx.writeBuffer();
    const engine = new BulkEngine();
    const loaded = await engine.load('fleet.xlsx', buffer as ArrayBuffer);
    expect(loaded.preview.map((record) => record.line)).toEqual([1, 2, 3]);
    await engine.check(reading({ assetTag: 0, model: 1, purchaseDate: 2, purchaseCost: 3 }, 1), () => undefined);
    expect(engine.page(0, 10, false).rows).toEqual([{ line: 3, values: { assetTag: 'X-1', model: 'ThinkPad', purchaseDate: '2024-01-15', purchaseCost: '899.5' }, problems: [] }]);
  });
});
