import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AccessoryList } from '../../../../contract/apps/manage/accessory-schemas';
import { AssetList } from '../../../../contract/apps/manage/asset-schemas';
import { BulkWaitingList, FixBulkRowAnswer } from '../../../../contract/apps/manage/bulk-schemas';
import { ModelList } from '../../../../contract/apps/manage/configure-schemas';
import { ComponentList, ConsumableList } from '../../../../contract/apps/manage/consumable-schemas';
import { OrderList } from '../../../../contract/apps/commerce/orders-schemas';
import type { ImportKind } from '../../../../src/apps/manage/domain/import-fields';
import { snipeItFixture, type SnipeItFixture } from '../../../../tests/fixtures/snipe-it/snipe-it-fixtures';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import { DEMO } from '../../../seed/demo-seed';
import { sendBulkFile } from './bulk-helpers';
import { manageClient } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

/**
 * Snipe-IT's users sample as its repository has it: a hundred people, five of them without an address (Snipe-IT
 * needs only a username). Our fixture keeps its first three lines; the rest are written the same way.
 */
function usersSample(): string {
  const blank = Array.from({ length: 19 }, () => '');
  const rows = Array.from({ length: 97 }, (_, n) =>
    n < 92 ? ['Sample', `Person${n + 1}`, `sample${n + 1}@example.test`, `sample${n + 1}`, ...blank] : ['Nomail', `Person${n - 91}`, '', `nomail${n - 91}`, ...blank],
  );
  return `${snipeItFixture('users-sample').trimEnd()}\r\n${rows.map((row) => row.join(',')).join('\r\n')}\r\n`;
}

/** The eight files in the order a person moving over brings them: places and people first, what names them after. */
const FILES: readonly { kind: ImportKind; text: () => string; created: number }[] = [
  { kind: 'locations', text: () => snipeItFixture('locations-sample'), created: 3 },
  { kind: 'people', text: usersSample, created: 95 },
  { kind: 'models', text: () => snipeItFixture('models-sample'), created: 20 },
  { kind: 'assets', text: () => snipeItFixture('assets-sample'), created: 7 },
  { kind: 'licences', text: () => snipeItFixture('licenses-sample'), created: 3 },
  { kind: 'accessories', text: () => snipeItFixture('accessories-sample'), created: 3 },
  { kind: 'consumables', text: () => snipeItFixture('consumables-sample' satisfies SnipeItFixture), created: 3 },
  { kind: 'components', text: () => snipeItFixture('components-sample'), created: 1 },
];

describe("Snipe-IT's eight sample files through Bulk Upload", () => {
  it('imports each with its own figures, and each again changes nothing', { timeout: 120_000 }, async () => {
    const { call } = await manageClient(server);
    const first = [];
    for (const file of FILES) first.push((await sendBulkFile(call, file.text(), file.kind)).done);
    expect(first.map(({ kind, state, summary }) => [kind, state, summary.created])).toEqual(FILES.map(({ kind, created }) => [kind, 'done', created]));
    // The users file: its 95 people with an address are here, its five without one wait in review to be fixed.
    const people = first.find((file) => file.kind === 'people')!;
    expect(people).toMatchObject({ waiting: 5, summary: { created: 95, invalid: 5 } });
    // One file's figures never carry the previous file's: the models file after the users file has no invalid rows.
    expect(first.find((file) => file.kind === 'models')!.summary).toMatchObject({ invalid: 0, waitingHolder: 0, skipped: 0 });
    expect(first.find((file) => file.kind === 'licences')!.summary).toMatchObject({ created: 3, invalid: 0 });
    expect(first.filter((file) => file.kind !== 'people').every((file) => file.summary.invalid === 0)).toBe(true);

    const [dragline] = ConsumableList.parse((await call('GET', '/consumables?q=Dragline')).body).items;
    expect(dragline).toMatchObject({ name: 'Dragline', category: 'Soft Flooring and Base', quantity: 50, minQuantity: 100, itemNumber: '6381392801995066', purchaseCostCents: 3520, location: { name: 'Cherven Bryag' } });
    const [gpu] = ComponentList.parse((await call('GET', '/components?q=RTX')).body).items;
    expect(gpu).toMatchObject({ name: 'RTX 4080', serial: '123456789', category: 'GPU', total: 10, remaining: 10, purchaseDate: '2024-01-01', purchaseCostCents: 500_000 });
    const [model] = ModelList.parse((await call('GET', '/config/models?q=Final%20Test')).body).items;
    expect(model).toMatchObject({ name: 'Final Test', manufacturer: { name: 'Walker-Towne' }, productType: { name: 'Mobile Phones' }, eolMonths: 36, requestable: true, minQuantity: 15 });
    const [model3] = ModelList.parse((await call('GET', '/config/models?q=Test%20Model%203')).body).items;
    expect(model3).toMatchObject({ modelNumber: '9929FR08W85', productType: { name: 'Laptops', kind: 'laptop' }, notes: null });
    expect(AccessoryList.parse((await call('GET', '/accessories?q=Magic%20Mouse')).body).items).toHaveLength(1);
    expect(AssetList.parse((await call('GET', '/assets?q=SNP-0002')).body).items).toHaveLength(1);
    expect(await server.store.repos.users.findByEmail('sample92@example.test')).toMatchObject({ name: 'Sample Person92' });

    for (const file of FILES) {
      const again = await sendBulkFile(call, file.text(), file.kind);
      expect(again.previous, file.kind).toMatchObject({ kind: file.kind });
      expect([file.kind, again.done.summary.created, again.done.summary.changed], 'nothing changed').toEqual([file.kind, 0, 0]);
    }
    expect(ConsumableList.parse((await call('GET', '/consumables?q=Dragline')).body).total).toBe(1);
    expect(ModelList.parse((await call('GET', '/config/models?q=Test%20Model')).body).items).toHaveLength(18);
  });

  it('lets a waiting user of the users file be fixed in place and imported', async () => {
    const { call } = await manageClient(server);
    const { done } = await sendBulkFile(call, usersSample(), 'people');
    const waiting = BulkWaitingList.parse((await call('GET', `/bulk/waiting?importId=${done.id}&sort=line`)).body);
    expect(waiting.items.map((row) => row.problems.map((problem) => [problem.field, problem.code]))).toEqual(Array.from({ length: 5 }, () => [['email', 'missing-value']]));
    const row = waiting.items[0]!;
    const fixed = FixBulkRowAnswer.parse((await call('PATCH', `/bulk/waiting/${row.id}`, { values: { ...row.values, email: 'nomail1@example.test' } })).body);
    expect(fixed).toMatchObject({ imported: true, summary: { created: 96, invalid: 4 } });
  });

  it('waits with the cell problem when a model says neither yes nor no, or a consumable has no category', async () => {
    const { call } = await manageClient(server);
    const models = await sendBulkFile(call, 'Name,Category,Requestable,EOL\nGood,Laptops,Y,36\nOdd,Laptops,perhaps,36\nLong,Laptops,N,900\n', 'models');
    expect(models.done.summary).toMatchObject({ created: 1, invalid: 2 });
    const waiting = BulkWaitingList.parse((await call('GET', `/bulk/waiting?importId=${models.done.id}&sort=line`)).body);
    expect(waiting.items.map((row) => row.problems.map((problem) => [problem.field, problem.code]))).toEqual([[['requestable', 'invalid-flag']], [['eolMonths', 'invalid-value']]]);
    const stock = await sendBulkFile(call, 'Name,Category,Qty\nToner,,3\n', 'consumables', 'all-or-nothing');
    expect(stock.done).toMatchObject({ state: 'failed', summary: { created: 0, invalid: 1 } });
    expect(ConsumableList.parse((await call('GET', '/consumables?q=Toner')).body).total).toBe(0);
  });
});

describe('Orders through Bulk Upload', () => {
  const ordersFile = [
    'Order Number,Email,Product,Qty,Unit Price,Order Date',
    `EXT-1001,${DEMO.employee.email},USB-C Dock,2,149.50,2024-03-05`,
    `EXT-1002,${DEMO.admin.email},Latitude 7440,1,1299.00,2024-03-06`,
    'EXT-1003,leaver@elsewhere.test,Headset,1,59.00,2024-03-07',
  ].join('\n');

  it('places each order once in Manage Orders, for the person of its address; the same file again places nothing', async () => {
    const { call, session } = await manageClient(server);
    // A line names a product of either storefront; its order is of that storefront's kind.
    const ofKind = async (kind: string, q: string) =>
      OrderList.parse((await server.call('GET', `/api/v1/manage-orders/orders?kind=${kind}&pageSize=100&q=${encodeURIComponent(q)}`, { token: session.token })).body).items;
    const orders = async (q: string) => ({ body: { items: [...(await ofKind('shop', q)), ...(await ofKind('devicehub', q))] } });
    const first = await sendBulkFile(call, ordersFile, 'orders');
    expect(first.done.summary).toMatchObject({ created: 2, skipped: 1, invalid: 0 });
    const [dock] = (await orders(DEMO.employee.email)).body.items.filter((order) => order.totalMinor === 29_900);
    expect(dock).toMatchObject({ personName: DEMO.employee.name, status: 'completed', paymentMethod: 'company', itemCount: 2, placedAt: '2024-03-05T12:00:00.000Z' });

    const again = await sendBulkFile(call, ordersFile, 'orders');
    expect(again.done.summary).toMatchObject({ created: 0, changed: 0, unchanged: 2, skipped: 1 });
    expect((await orders(DEMO.employee.email)).body.items.filter((order) => order.totalMinor === 29_900)).toHaveLength(1);
  });

  it('refuses a row whose quantity, address or date is not one, and keeps it waiting', async () => {
    const { call } = await manageClient(server);
    const { done } = await sendBulkFile(call, 'Order Number,Email,Product,Qty,Order Date\nEXT-1,nobody,Dock,0,someday\nEXT-1,a@b.test,Dock,1,\n', 'orders');
    expect(done.summary).toMatchObject({ invalid: 2 });
    const waiting = BulkWaitingList.parse((await call('GET', `/bulk/waiting?importId=${done.id}&sort=line`)).body);
    expect(waiting.items.map((row) => row.problems.map((problem) => problem.field))).toEqual([['email', 'quantity', 'orderDate'], ['orderNumber']]);
  });
});
