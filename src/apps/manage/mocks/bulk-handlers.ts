import type { HttpHandler } from 'msw';
import type { z } from 'zod';
import { pageOfItems } from '../../../../contract/app-listing';
import { checkBulkRow, checkBulkRows } from '../../../../contract/apps/manage/bulk-rows';
import type { BulkImportItem, BulkWaitingItem } from '../../../../contract/apps/manage/bulk-schemas';
import type { AssetMigrationRow } from '../../../../contract/apps/manage/migration-schemas';
import * as routes from '../../../../contract/apps/manage/routes';
import { ProblemTypes } from '../../../../contract/problem';
import { MockProblem, mockRouter, type StaffCaller } from '../../../../tests/mocks/mock-route';
import { newId, type MockState } from '../../../../tests/mocks/mock-state';
import { addSummaries, EMPTY_SUMMARY, type BulkSetup, type BulkSummary } from '../domain/bulk-summary';
import { productTypeFromCategory } from '../domain/import-batch';
import type { ImportField, ImportKind } from '../domain/import-fields';
import { manageDataOf, manageKit, nowIso } from './mock-state';

type Item = z.output<typeof BulkImportItem>;
type Waiting = z.output<typeof BulkWaitingItem> & { organisationId: string };
interface MockImport extends Omit<Item, 'waiting'> {
  organisationId: string;
  fileHash: string;
  setup: BulkSetup;
}

class BulkMockData {
  readonly imports: MockImport[] = [];
  readonly waiting: Waiting[] = [];
  readonly mappings = new Map<string, Partial<Record<ImportField, string>>>();
}
const bulkData = new WeakMap<MockState, BulkMockData>();
const bulkDataOf = (state: MockState) => {
  let found = bulkData.get(state);
  if (!found) bulkData.set(state, (found = new BulkMockData()));
  return found;
};

/**
 * Bulk Upload in memory: rows read with the same rules as the server (contract/apps/manage/bulk-rows); valid asset
 * rows become assets (by tag, once), the other kinds are counted as created, which is all the screens show of them.
 */
export function manageBulkHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  const route = mockRouter(state, baseUrl);
  const data = manageDataOf(state);
  const bulk = bulkDataOf(state);
  const { mine, findIn } = manageKit(state, data);
  const item = ({ organisationId: _org, fileHash: _hash, setup: _setup, ...file }: MockImport): Item => ({
    ...file,
    waiting: bulk.waiting.filter((row) => row.importId === file.id).length,
  });
  const write = (caller: StaffCaller, kind: ImportKind, rows: readonly unknown[]): BulkSummary => {
    if (kind !== 'assets') return { ...EMPTY_SUMMARY, created: rows.length };
    let created = 0;
    let unchanged = 0;
    for (const row of rows as z.output<typeof AssetMigrationRow>[]) {
      if (data.assets.some((asset) => asset.organisationId === caller.user.organisationId && asset.assetTag === row.assetTag)) unchanged += 1;
      else {
        created += 1;
        data.addAsset(caller.user.organisationId, { assetTag: row.assetTag, serial: row.serial, model: row.model, manufacturer: row.manufacturer, productType: productTypeFromCategory(row.category ?? ''), status: row.holder ? 'in-stock' : row.status });
      }
    }
    return { ...EMPTY_SUMMARY, created, unchanged };
  };
  return [
    route(routes.startManageBulkImport, ({ caller, body }) => {
      const organisationId = caller.user.organisationId;
      const previous = [...bulk.imports].reverse().find((file) => file.organisationId === organisationId && file.fileHash === body.fileHash && file.kind === body.kind && file.state === 'done');
      bulk.mappings.set(`${organisationId}:${body.kind}`, body.headers);
      const file: MockImport = {
        id: newId(), organisationId, kind: body.kind, fileName: body.fileName, fileHash: body.fileHash, mode: body.mode, rowCount: body.rowCount, received: 0,
        state: 'open', summary: EMPTY_SUMMARY, setup: body.setup, createdAt: nowIso(), finishedAt: null,
      };
      bulk.imports.push(file);
      return { import: item(file), previous: previous ? item(previous) : null };
    }),
    route(routes.sendManageBulkBatch, ({ caller, params, body }) => {
      const file = findIn(caller, bulk.imports, params.id, 'import');
      if (file.state !== 'open') throw new MockProblem(409, ProblemTypes.conflict, 'This file has been imported; start a new import to send it again.');
      const checks = checkBulkRows(file.kind, body.rows, file.setup);
      const invalid = body.rows.filter((_, index) => !checks[index]!.ok);
      file.received += body.rows.length;
      for (const row of invalid) {
        const check = checks[body.rows.indexOf(row)]!;
        bulk.waiting.push({ ...row, id: newId(), organisationId: file.organisationId, importId: file.id, kind: file.kind, problems: check.ok ? [] : [...check.problems], createdAt: nowIso() });
      }
      // All or nothing in memory: each batch is refused whole once any row of the file is invalid.
      const refused = file.mode === 'all-or-nothing' && (invalid.length > 0 || file.summary.invalid > 0);
      const written = refused ? EMPTY_SUMMARY : write(caller, file.kind, checks.flatMap((check) => (check.ok ? [check.row] : [])));
      file.summary = addSummaries(file.summary, { ...written, invalid: invalid.length });
      if (body.last) Object.assign(file, { state: refused ? 'failed' : 'done', finishedAt: nowIso() });
      return item(file);
    }),
    route(routes.listManageBulkImports, ({ caller, query }) => pageOfItems([...mine(caller, bulk.imports)].reverse().map(item), query)),
    route(routes.getManageBulkImport, ({ caller, params }) => item(findIn(caller, bulk.imports, params.id, 'import'))),
    route(routes.getManageBulkMapping, ({ caller, query }) => ({ kind: query.kind, headers: bulk.mappings.get(`${caller.user.organisationId}:${query.kind}`) ?? {} })),
    route(routes.listManageBulkWaiting, ({ caller, query }) =>
      pageOfItems(
        mine(caller, bulk.waiting)
          .filter((row) => !query.importId || row.importId === query.importId)
          .sort((a, b) => (query.sort === '-line' ? b.line - a.line : a.line - b.line))
          .map(({ organisationId: _org, ...row }) => row),
        query,
      ),
    ),
    route(routes.fixManageBulkRow, ({ caller, params, body }) => {
      const row = findIn(caller, bulk.waiting, params.id, 'waiting row');
      const file = bulk.imports.find((each) => each.id === row.importId)!;
      const check = checkBulkRow(file.kind, { line: row.line, values: body.values, custom: row.custom }, file.setup);
      if (!check.ok) {
        Object.assign(row, { values: body.values, problems: [...check.problems] });
        const { organisationId: _org, ...shown } = row;
        return { imported: false, row: shown, summary: file.summary };
      }
      bulk.waiting.splice(bulk.waiting.indexOf(row), 1);
      file.summary = addSummaries(file.summary, { ...write(caller, file.kind, [check.row]), invalid: -1 });
      return { imported: true, row: null, summary: file.summary };
    }),
    route(routes.dropManageBulkRow, ({ caller, params }) => {
      bulk.waiting.splice(bulk.waiting.indexOf(findIn(caller, bulk.waiting, params.id, 'waiting row')), 1);
      return undefined;
    }),
  ];
}
