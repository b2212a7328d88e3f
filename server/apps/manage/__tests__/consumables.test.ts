import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ComponentDetails, ComponentList, ConsumableDetails, ConsumableList } from '../../../../contract/apps/manage/consumable-schemas';
import { Problem } from '../../../../contract/problem';
import { DEMO } from '../../../seed/demo-seed';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import { manageClient } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

describe('consumables', () => {
  it('issues units to people with a history, never below zero, and warns at the minimum', async () => {
    const { call, personId, placeId } = await manageClient(server);
    const eve = await personId(DEMO.employee.email);
    const shelf = await placeId('TEST supply room');
    const body = { name: 'TEST toner 305A', category: 'Toner', itemNumber: 'CE410A', locationId: shelf, quantity: 5, minQuantity: 2, purchaseCostCents: 8999, purchaseDate: '2026-03-01', orderNumber: 'PO-77' };
    const created = await call('POST', '/consumables', body);
    expect(created.status).toBe(201);
    const toner = ConsumableDetails.parse(created.body);
    expect(toner).toMatchObject({ quantity: 5, issued: 0, lowStock: false, location: { id: shelf, name: 'TEST supply room' }, orderNumber: 'PO-77', issues: [] });

    const issued = ConsumableDetails.parse((await call('POST', `/consumables/${toner.id}/issue`, { userId: eve, quantity: 3, note: 'Printer 2F' })).body);
    expect(issued).toMatchObject({ quantity: 2, issued: 3, lowStock: true, issues: [{ person: { id: eve }, quantity: 3, note: 'Printer 2F', issuedBy: DEMO.admin.name }] });

    const refused = await call('POST', `/consumables/${toner.id}/issue`, { userId: eve, quantity: 3 });
    expect(refused.status).toBe(409);
    expect(Problem.parse(refused.body)).toMatchObject({ code: 'insufficient-stock', params: { available: 2, asked: 3 } });
    expect(Problem.parse(refused.body).errors?.map((error) => error.path)).toEqual(['body.quantity']);
    expect((await call('POST', `/consumables/${toner.id}/issue`, { userId: eve, quantity: 0 })).status).toBe(400);
    expect((await call('POST', `/consumables/${toner.id}/issue`, { userId: '00000000-0000-4000-8000-000000000000', quantity: 1 })).status).toBe(404);

    expect(ConsumableList.parse((await call('GET', '/consumables?q=305A&lowStock=true')).body).items.map((item) => item.id)).toEqual([toner.id]);
    expect(ConsumableList.parse((await call('GET', '/consumables?q=305A&lowStock=false')).body).total).toBe(0);

    // A restock is a recount of the shelf, with the version read.
    const restocked = ConsumableDetails.parse((await call('PATCH', `/consumables/${toner.id}`, { quantity: 12, version: issued.version })).body);
    expect(restocked).toMatchObject({ quantity: 12, lowStock: false, issued: 3 });
    expect((await call('PATCH', `/consumables/${toner.id}`, { quantity: 1, version: issued.version })).status).toBe(412);
    expect((await call('PATCH', `/consumables/${toner.id}`, { quantity: -1, version: restocked.version })).status).toBe(400);
  });

  it('lets exactly one of two simultaneous issues take the last box', async () => {
    const { call, personId } = await manageClient(server);
    const eve = await personId(DEMO.employee.email);
    const toner = ConsumableDetails.parse((await call('POST', '/consumables', { name: 'TEST last box', category: 'Paper', quantity: 1 })).body);
    const answers = await Promise.all([1, 2].map(() => call('POST', `/consumables/${toner.id}/issue`, { userId: eve, quantity: 1 })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(ConsumableDetails.parse((await call('GET', `/consumables/${toner.id}`)).body)).toMatchObject({ quantity: 0, issued: 1 });
  });

  it('refuses a site that is not in Locations and an unknown consumable', async () => {
    const { call } = await manageClient(server);
    const nowhere = await call('POST', '/consumables', { name: 'TEST cable', category: 'Cables', quantity: 1, locationId: '00000000-0000-4000-8000-000000000000' });
    expect(nowhere.status).toBe(409);
    expect(Problem.parse(nowhere.body).errors?.map((error) => error.path)).toEqual(['body.locationId']);
    expect((await call('GET', '/consumables/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('components', () => {
  it('installs units into assets and removes them, keeping the remaining count and who holds them', async () => {
    const { call, createAsset } = await manageClient(server);
    const [laptop, desktop] = [await createAsset({ assetTag: 'TEST-C1' }), await createAsset({ assetTag: 'TEST-C2' })];
    const ram = ComponentDetails.parse((await call('POST', '/components', { name: 'TEST 16 GB DDR5', category: 'RAM', serial: 'RAM-1', total: 4, minQuantity: 1 })).body);
    expect(ram).toMatchObject({ total: 4, remaining: 4, installs: [] });

    await call('POST', `/components/${ram.id}/install`, { assetId: laptop.id, quantity: 1 });
    await call('POST', `/components/${ram.id}/install`, { assetId: laptop.id, quantity: 1 });
    const both = ComponentDetails.parse((await call('POST', `/components/${ram.id}/install`, { assetId: desktop.id, quantity: 1 })).body);
    expect(both).toMatchObject({ remaining: 1, lowStock: true, installs: [{ asset: { assetTag: 'TEST-C1' }, quantity: 2 }, { asset: { assetTag: 'TEST-C2' }, quantity: 1 }] });
    const tooMany = await call('POST', `/components/${ram.id}/install`, { assetId: desktop.id, quantity: 2 });
    expect(Problem.parse(tooMany.body)).toMatchObject({ status: 409, code: 'insufficient-stock' });
    expect(ComponentList.parse((await call('GET', `/components?assetId=${laptop.id}`)).body).items.map((item) => item.id)).toEqual([ram.id]);

    const shrink = await call('PATCH', `/components/${ram.id}`, { total: 2, version: both.version });
    expect(Problem.parse(shrink.body)).toMatchObject({ status: 409, code: 'below-installed', params: { installed: 3 } });
    const grown = ComponentDetails.parse((await call('PATCH', `/components/${ram.id}`, { total: 6, version: both.version })).body);
    expect(grown).toMatchObject({ total: 6, remaining: 3 });

    const laptopInstall = both.installs[0]!;
    const over = await call('POST', `/components/${ram.id}/installs/${laptopInstall.id}/remove`, { quantity: 3 });
    expect(Problem.parse(over.body)).toMatchObject({ status: 409, code: 'more-than-installed' });
    const one = ComponentDetails.parse((await call('POST', `/components/${ram.id}/installs/${laptopInstall.id}/remove`, { quantity: 1 })).body);
    expect(one).toMatchObject({ remaining: 4, installs: [{ asset: { assetTag: 'TEST-C1' }, quantity: 1 }, { asset: { assetTag: 'TEST-C2' } }] });
    const gone = ComponentDetails.parse((await call('POST', `/components/${ram.id}/installs/${laptopInstall.id}/remove`, { quantity: 1 })).body);
    expect(gone).toMatchObject({ remaining: 5, installs: [{ asset: { assetTag: 'TEST-C2' } }] });
    expect((await call('POST', `/components/${ram.id}/installs/${laptopInstall.id}/remove`, { quantity: 1 })).status).toBe(404);
  });

  it('refuses an unknown or archived asset', async () => {
    const { call, createAsset } = await manageClient(server);
    const ram = ComponentDetails.parse((await call('POST', '/components', { name: 'TEST disk', category: 'Disks', total: 2 })).body);
    expect((await call('POST', `/components/${ram.id}/install`, { assetId: '00000000-0000-4000-8000-000000000000', quantity: 1 })).status).toBe(404);
    const old = await createAsset({ assetTag: 'TEST-OLD' });
    await call('POST', `/assets/${old.id}/archive`, { version: old.version });
    const archived = await call('POST', `/components/${ram.id}/install`, { assetId: old.id, quantity: 1 });
    expect(Problem.parse(archived.body)).toMatchObject({ status: 409, code: 'asset-archived' });
    expect(ComponentDetails.parse((await call('GET', `/components/${ram.id}`)).body).remaining).toBe(2);
  });
});
