import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AssetList } from '../../../../contract/apps/manage/asset-schemas';
import { BulkImportList, BulkMapping, BulkWaitingList, FixBulkRowAnswer } from '../../../../contract/apps/manage/bulk-schemas';
import { WaitingHolderList } from '../../../../contract/apps/manage/migration-schemas';
import { snipeItFixture } from '../../../../tests/fixtures/snipe-it/snipe-it-fixtures';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import { sendBulkFile } from './bulk-helpers';
import { manageClient } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

/** Snipe-IT's users sample with people who have no address, as its 100-row file has five. */
function usersWithoutEmail(count: number): string {
  const blank = Array.from({ length: 19 }, () => '');
  const extra = Array.from({ length: count }, (_, n) => ['Nomail', `Person${n + 1}`, '', `nomail${n + 1}`, ...blank].join(','));
  return `${snipeItFixture('users-sample').trimEnd()}\r\n${extra.join('\r\n')}\r\n`;
}

const assetRows = (count: number, tag = (n: number) => `BULK-${String(n).padStart(5, '0')}`) =>
  ['Asset Tag,Model,Category,Status,Serial Number,Purchase Cost', ...Array.from({ length: count }, (_, n) => `${tag(n + 1)},Latitude 7440,Laptops,Ready to Deploy,SN-BULK-${n + 1},1299.00`)].join('\n') + '\n';

describe('Bulk Upload', () => {
  it('imports the valid rows of a partial file and keeps the invalid ones waiting, to fix in place or drop', async () => {
    const { call } = await manageClient(server);
    const { done } = await sendBulkFile(call, usersWithoutEmail(2), 'people', 'partial');
    expect(done).toMatchObject({ state: 'done', rowCount: 5, received: 5, waiting: 2, summary: { created: 3, invalid: 2 } });

    const waiting = BulkWaitingList.parse((await call('GET', `/bulk/waiting?importId=${done.id}&sort=line`)).body);
    expect(waiting.items.map((row) => [row.line, row.problems.map((problem) => [problem.field, problem.code])])).toEqual([
      [5, [['email', 'missing-value']]],
      [6, [['email', 'missing-value']]],
    ]);
    const [first, second] = waiting.items;
    const stillBad = FixBulkRowAnswer.parse((await call('PATCH', `/bulk/waiting/${first!.id}`, { values: { ...first!.values, email: 'not an address' } })).body);
    expect(stillBad).toMatchObject({ imported: false, row: { problems: [{ field: 'email', code: 'invalid-email' }] } });
    const fixed = FixBulkRowAnswer.parse((await call('PATCH', `/bulk/waiting/${first!.id}`, { values: { ...first!.values, email: 'nomail1@acme.test' } })).body);
    expect(fixed).toMatchObject({ imported: true, row: null, summary: { created: 4, invalid: 1 } });
    expect(await server.store.repos.users.findByEmail('nomail1@acme.test')).toMatchObject({ name: 'Nomail Person1' });

    expect((await call('DELETE', `/bulk/waiting/${second!.id}`)).status).toBe(204);
    expect((await call('DELETE', `/bulk/waiting/${second!.id}`)).status).toBe(404);
    const history = BulkImportList.parse((await call('GET', '/bulk/imports')).body);
    expect(history.items).toMatchObject([{ id: done.id, waiting: 0, summary: { created: 4, invalid: 1 } }]);
  });

  it('writes nothing of an all-or-nothing file with an invalid row, and all of it when every row is valid', async () => {
    const { call } = await manageClient(server);
    const refused = await sendBulkFile(call, usersWithoutEmail(1), 'people', 'all-or-nothing', 2);
    expect(refused.done).toMatchObject({ state: 'failed', waiting: 1, summary: { created: 0, invalid: 1 } });
    expect(await server.store.repos.users.findByEmail('rtenant0@istockphoto.com')).toBeUndefined();

    const accepted = await sendBulkFile(call, assetRows(2500), 'assets', 'all-or-nothing');
    expect(accepted.done).toMatchObject({ state: 'done', received: 2500, waiting: 0, summary: { created: 2500, invalid: 0 } });
    expect(AssetList.parse((await call('GET', '/assets?q=BULK-02500&pageSize=1')).body).items.map((item) => item.assetTag)).toEqual(['BULK-02500']);
  });

  it('changes nothing when the same file comes again, and says when it came before', async () => {
    const { call } = await manageClient(server);
    const text = assetRows(1200);
    const first = await sendBulkFile(call, text, 'assets', 'partial', 500);
    expect(first.previous).toBeNull();
    expect(first.done.summary).toMatchObject({ created: 1200, changed: 0, unchanged: 0 });
    const again = await sendBulkFile(call, text, 'assets', 'partial', 500);
    expect(again.previous).toMatchObject({ id: first.done.id, summary: { created: 1200 } });
    expect(again.done.summary).toMatchObject({ created: 0, changed: 0, unchanged: 1200, invalid: 0 });
    const [asset] = AssetList.parse((await call('GET', '/assets?q=BULK-00001&pageSize=1')).body).items;
    expect(asset!.version).toBe(1);
  });

  it('remembers the columns matched for each kind in the organisation', async () => {
    const { call } = await manageClient(server);
    await sendBulkFile(call, assetRows(3), 'assets');
    const mapping = BulkMapping.parse((await call('GET', '/bulk/mappings?kind=assets')).body);
    expect(mapping.headers).toMatchObject({ assetTag: 'Asset Tag', model: 'Model', serial: 'Serial Number' });
    expect(BulkMapping.parse((await call('GET', '/bulk/mappings?kind=people')).body).headers).toEqual({});
  });

  it('refuses a batch for a file already finished', async () => {
    const { call } = await manageClient(server);
    const { done } = await sendBulkFile(call, assetRows(2), 'assets');
    const late = await call('POST', `/bulk/imports/${done.id}/batches`, { rows: [{ line: 9, values: { assetTag: 'X', model: 'Y' }, custom: {} }], last: true });
    expect(late.status).toBe(409);
  });
});

describe("Snipe-IT's sample files through Bulk Upload", () => {
  it('imports every sample file with the counts a person expects', async () => {
    const { call } = await manageClient(server);
    const locations = await sendBulkFile(call, snipeItFixture('locations-sample'), 'locations');
    expect(locations.done.summary).toMatchObject({ created: 3, invalid: 0 });
    const assets = await sendBulkFile(call, snipeItFixture('assets-sample'), 'assets');
    expect(assets.done.summary).toMatchObject({ created: 7, invalid: 0, waitingHolder: 3 });
    const accessories = await sendBulkFile(call, snipeItFixture('accessories-sample'), 'accessories');
    expect(accessories.done.summary).toMatchObject({ created: 3, invalid: 0 });
    const people = await sendBulkFile(call, snipeItFixture('users-sample'), 'people');
    expect(people.done.summary).toMatchObject({ created: 3, invalid: 0 });
  });

  it('counts the licences a licence file created, and waits once per seat however often the file comes', async () => {
    const { call } = await manageClient(server);
    const first = await sendBulkFile(call, snipeItFixture('licenses-sample'), 'licences');
    // Office 365, Adobe Creative Cloud and Slack; the three people it names are not here yet, so their seats wait.
    expect(first.done.summary).toMatchObject({ created: 3, waitingHolder: 3, invalid: 0 });
    const waitingBefore = WaitingHolderList.parse((await call('GET', '/migrations/waiting?pageSize=100')).body).total;
    const again = await sendBulkFile(call, snipeItFixture('licenses-sample'), 'licences');
    expect(again.done.summary).toMatchObject({ created: 0, invalid: 0 });
    expect(WaitingHolderList.parse((await call('GET', '/migrations/waiting?pageSize=100')).body).total).toBe(waitingBefore);
  });

  it("shows each file's own figures, never the previous file's", async () => {
    const { call } = await manageClient(server);
    const licences = await sendBulkFile(call, snipeItFixture('licenses-sample'), 'licences');
    expect(licences.done.summary.waitingHolder).toBeGreaterThan(0);
    const locations = await sendBulkFile(call, snipeItFixture('locations-sample'), 'locations');
    expect(locations.done.summary).toMatchObject({ waitingHolder: 0, review: 0, skipped: 0 });
  });
});
