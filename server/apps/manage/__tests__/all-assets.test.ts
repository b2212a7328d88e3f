import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AssetLookupAnswer, FleetList, type FleetItem } from '../../../../contract/apps/manage/fleet-schemas';
import { FileAnswer } from '../../../../contract/records';
import { LifeStoryAnswer } from '../../../../contract/life-story';
import { SoftwareDetails } from '../../../../contract/apps/manage/licence-schemas';
import { DEMO } from '../../../seed/demo-seed';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import { manageClient } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

/** One of each kind, all named Quasar so a search finds them and nothing of the demo's. */
async function quasarFleet() {
  const client = await manageClient(server);
  const { call, createAsset, personId, placeId } = client;
  const depot = await placeId('TEST Quasar depot');
  const asset = await createAsset({ assetTag: 'QZ-0001', serial: 'QSN-77', manufacturer: 'Quasar', model: 'Book 9', productType: 'laptop', locationId: depot });
  await call('POST', `/assets/${asset.id}/check-out`, { assigneeId: await personId(DEMO.employee.email), version: asset.version });
  await call('POST', '/accessories', { name: 'Quasar dock', category: 'Docks', total: 4, locationId: depot });
  await call('POST', '/consumables', { name: 'Quasar toner', category: 'Toner', quantity: 1, minQuantity: 2, locationId: depot });
  await call('POST', '/components', { name: 'Quasar RAM', category: 'RAM', serial: 'QRAM-1', total: 0 });
  const software = SoftwareDetails.parse((await call('POST', '/software', { name: 'Quasar Studio', category: 'Design' })).body);
  await call('POST', '/licences', { softwareId: software.id, name: 'Quasar Studio 2026', seats: 3, expiresOn: '2020-01-31' });
  const api = (method: 'GET', path: string) => server.call(method, `/api/v1${path}`, { token: client.session.token });
  return { ...client, api, asset, depot };
}

describe('All assets', () => {
  it('lists every kind in one search, with status, location, holder and what is left', async () => {
    const { api, depot } = await quasarFleet();
    const list = FleetList.parse((await api('GET', '/all-assets/items?q=quasar&sort=kind')).body);
    expect(list.total).toBe(5);
    expect(list.items.map((item) => [item.kind, item.name, item.tag, item.status, item.location?.name ?? null, item.holder, item.quantity, item.total])).toEqual([
      ['accessory', 'Quasar dock', null, 'available', 'TEST Quasar depot', null, 4, 4],
      ['asset', 'Quasar Book 9', 'QZ-0001', 'deployed', 'TEST Quasar depot', DEMO.employee.name, 1, 1],
      ['component', 'Quasar RAM', null, 'none-left', null, null, 0, 0],
      ['consumable', 'Quasar toner', null, 'low-stock', 'TEST Quasar depot', null, 1, 1],
      ['licence', 'Quasar Studio 2026', null, 'expired', null, null, 3, 3],
    ]);
    const ids = async (query: string) => FleetList.parse((await api('GET', `/all-assets/items?q=quasar&${query}`)).body).items.map((item) => item.kind);
    expect(await ids('kind=consumable')).toEqual(['consumable']);
    expect(await ids('status=low-stock')).toEqual(['consumable']);
    expect(await ids('status=deployed')).toEqual(['asset']);
    expect((await ids(`locationId=${depot}&sort=kind`))).toEqual(['accessory', 'asset', 'consumable']);
    expect(await ids('category=Design')).toEqual(['licence']);
    expect(await ids('category=laptop')).toEqual(['asset']);
    // The tag or serial typed whole, any case, finds the asset alone.
    expect(FleetList.parse((await api('GET', '/all-assets/items?q=qz-0001')).body).items.map((item) => item.tag)).toEqual(['QZ-0001']);
    expect(FleetList.parse((await api('GET', '/all-assets/items?q=QRAM-1')).body).items.map((item) => item.name)).toEqual(['Quasar RAM']);
  });

  it("shows an asset's status label and its book value by its schedule; the other kinds have neither", async () => {
    const { api, call, createAsset } = await quasarFleet();
    const schedule = (await call('POST', '/config/depreciations', { name: 'Quasar 10 years', months: 120, floorCents: 5000 })).body as { id: string };
    const type = (await call('POST', '/config/product-types', { name: 'Quasar kit', kind: 'other', depreciationId: schedule.id })).body as { id: string };
    const model = (await call('POST', '/config/models', { name: 'Quasar Probe', productTypeId: type.id })).body as { id: string };
    await createAsset({ assetTag: 'QZ-0002', model: 'Quasar Probe', productType: 'other', modelId: model.id, costCents: 120000, purchaseDate: '2001-02-03' });
    const list = FleetList.parse((await api('GET', '/all-assets/items?q=quasar&sort=tag&pageSize=10')).body);
    const row = (tag: string | null, name?: string) => list.items.find((item) => item.tag === tag && (name === undefined || item.name === name))!;
    expect(row('QZ-0001')).toMatchObject({ statusLabel: { name: 'Deployed', type: 'deployable' }, bookValueCents: null });
    // Long past its ten years: down to the floor.
    expect(row('QZ-0002')).toMatchObject({ statusLabel: { name: 'Ready to deploy', type: 'deployable' }, bookValueCents: 5000 });
    expect(row(null, 'Quasar toner')).toMatchObject({ statusLabel: null, bookValueCents: null });
  });

  it('pages on the server without gaps or repeats, in the order asked', async () => {
    const { api } = await quasarFleet();
    const pages: FleetItem[] = [];
    for (const page of [1, 2, 3]) {
      const answer = FleetList.parse((await api('GET', `/all-assets/items?q=quasar&sort=-name&pageSize=2&page=${page}`)).body);
      expect(answer.total).toBe(5);
      pages.push(...answer.items);
    }
    expect(pages.map((item) => item.name)).toEqual(['Quasar toner', 'Quasar Studio 2026', 'Quasar RAM', 'Quasar dock', 'Quasar Book 9']);
    // Everything of the organisation, the demo's fleet included, is counted once.
    const everything = FleetList.parse((await api('GET', '/all-assets/items?pageSize=1')).body).total;
    const byKind = await Promise.all(['asset', 'accessory', 'consumable', 'component', 'licence'].map(async (kind) => FleetList.parse((await api('GET', `/all-assets/items?pageSize=1&kind=${kind}`)).body).total));
    expect(byKind.reduce((sum, n) => sum + n, 0)).toBe(everything);
  });

  it('exports the filtered list as CSV', async () => {
    const { api } = await quasarFleet();
    const file = FileAnswer.parse((await api('GET', '/all-assets/export?q=quasar&kind=asset')).body);
    expect(file.filename).toMatch(/^all-assets-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.content.split('\r\n')).toEqual([
      'Type,Name,Tag,Serial,Status,Category,Location,Holder,Quantity,Total',
      `asset,Quasar Book 9,QZ-0001,QSN-77,deployed,laptop,TEST Quasar depot,${DEMO.employee.name},1,1`,
      '',
    ]);
    expect(FileAnswer.parse((await api('GET', '/all-assets/export?q=quasar')).body).content.split('\r\n')).toHaveLength(7);
  });

  it('is open to those granted it (the employee is not) and refuses an unknown filter', async () => {
    const { api } = await quasarFleet();
    expect((await api('GET', '/all-assets/items?kind=spaceship')).status).toBe(400);
    const employee = await server.signIn(DEMO.employee.email);
    expect((await server.call('GET', '/api/v1/all-assets/items', { token: employee.token })).status).toBe(403);
  });
});

describe('Assets detail', () => {
  it('finds an asset by tag or serial in any case, by its label address, and says when nothing matches', async () => {
    const { api, asset } = await quasarFleet();
    const look = async (code: string) => AssetLookupAnswer.parse((await api('GET', `/assets-detail/lookup?code=${encodeURIComponent(code)}`)).body);
    for (const code of ['QZ-0001', 'qz0001', 'qsn-77', 'https://portal.example/apps/assets-detail?tag=QZ-0001', `https://portal.example/apps/manage-beta/details/${asset.id}`]) {
      expect(await look(code)).toMatchObject({ exact: true, items: [{ id: asset.id, assetTag: 'QZ-0001', assignee: { name: DEMO.employee.name } }] });
    }
    expect(await look('Quasar')).toMatchObject({ exact: false, items: [{ id: asset.id }] });
    expect(await look('no-such-thing-42')).toEqual({ exact: false, items: [] });
    expect((await api('GET', '/assets-detail/lookup?code=')).status).toBe(400);
    const story = LifeStoryAnswer.parse((await api('GET', `/assets-detail/assets/${asset.id}/story`)).body);
    expect(story.events.map((event) => event.kind)).toContain('checked-out');
  });
});
