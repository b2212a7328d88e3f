import { describe, expect, it } from 'vitest';
import * as api from '../routes';
import { mockServer, realServer, type Backend } from '../../../../tests/contract/backends';
import { contractSuite } from '../../../../tests/contract/contract-suite';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const SETUP = { slashDateOrder: 'month-first', dateOrderSettled: true, statusTable: {} } as const;
const hashOf = (n: number) => n.toString(16).padStart(64, '0');

/** Bulk Upload (bulk-orders) on the server and the mocks alike. */
describe.each([realServer(), mockServer()])('Bulk Upload on $name', (backend: Backend) => {
  const { ok, problem } = contractSuite(backend);
  const start = (mode: 'partial' | 'all-or-nothing', fileHash: string, rowCount: number) =>
    ok(api.startManageBulkImport, { body: { kind: 'assets', fileName: 'fleet.csv', fileHash, mode, rowCount, setup: SETUP, headers: { assetTag: 'Asset Tag', model: 'Model' } } });

  it('imports the valid rows, keeps the invalid ones waiting to be fixed in place, and knows the file again', async () => {
    const opened = await start('partial', hashOf(1), 3);
    expect(opened).toMatchObject({ previous: null, import: { state: 'open', received: 0, kind: 'assets' } });
    const rows = [
      { line: 2, values: { assetTag: 'CT-BULK-1', model: 'Latitude 7440' }, custom: {} },
      { line: 3, values: { assetTag: 'CT-BULK-2' }, custom: {} },
      { line: 4, values: { assetTag: 'CT-BULK-3', model: 'ThinkPad X1', purchaseCost: 'lots' }, custom: {} },
    ];
    const done = await ok(api.sendManageBulkBatch, { params: { id: opened.import.id }, body: { rows, last: true } });
    expect(done).toMatchObject({ state: 'done', received: 3, waiting: 2, summary: { created: 1, invalid: 2 } });
    await problem(api.sendManageBulkBatch, { params: { id: opened.import.id }, body: { rows, last: true } }, 409);
    await problem(api.sendManageBulkBatch, { params: { id: UNKNOWN }, body: { rows, last: true } }, 404);
    expect(await ok(api.getManageBulkImport, { params: { id: done.id } })).toMatchObject({ id: done.id, waiting: 2 });
    await problem(api.getManageBulkImport, { params: { id: UNKNOWN } }, 404);
    expect((await ok(api.listManageBulkImports, { query: {} })).items.map((item) => item.id)).toContain(done.id);

    const waiting = await ok(api.listManageBulkWaiting, { query: { importId: done.id, sort: 'line' } });
    expect(waiting.items.map((row) => [row.line, row.problems.map((each) => each.field)])).toEqual([
      [3, ['model']],
      [4, ['purchaseCost']],
    ]);
    const [missingModel, badCost] = waiting.items;
    const fixed = await ok(api.fixManageBulkRow, { params: { id: missingModel!.id }, body: { values: { assetTag: 'CT-BULK-2', model: 'Latitude 5420' } } });
    expect(fixed).toMatchObject({ imported: true, row: null, summary: { created: 2, invalid: 1 } });
    const still = await ok(api.fixManageBulkRow, { params: { id: badCost!.id }, body: { values: { assetTag: 'CT-BULK-3', model: 'ThinkPad X1', purchaseCost: 'still lots' } } });
    expect(still).toMatchObject({ imported: false, row: { line: 4, problems: [{ field: 'purchaseCost', code: 'invalid-cost' }] } });
    await ok(api.dropManageBulkRow, { params: { id: badCost!.id } });
    await problem(api.dropManageBulkRow, { params: { id: badCost!.id } }, 404);
    await problem(api.fixManageBulkRow, { params: { id: UNKNOWN }, body: { values: {} } }, 404);

    const again = await start('partial', hashOf(1), 3);
    expect(again.previous).toMatchObject({ id: done.id });
    expect((await ok(api.getManageBulkMapping, { query: { kind: 'assets' } })).headers).toEqual({ assetTag: 'Asset Tag', model: 'Model' });
  });

  it('writes nothing of an all-or-nothing file with an invalid row', async () => {
    const opened = await start('all-or-nothing', hashOf(2), 2);
    const rows = [
      { line: 2, values: { assetTag: 'CT-ALL-1', model: 'Latitude 7440' }, custom: {} },
      { line: 3, values: { assetTag: 'CT-ALL-2' }, custom: {} },
    ];
    const answer = await ok(api.sendManageBulkBatch, { params: { id: opened.import.id }, body: { rows, last: true } });
    expect(answer).toMatchObject({ state: 'failed', waiting: 1, summary: { created: 0, invalid: 1 } });
    expect((await ok(api.listManageAssets, { query: { q: 'CT-ALL-1' } })).total).toBe(0);
  });
});
