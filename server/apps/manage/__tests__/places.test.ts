import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AssetList } from '../../../../contract/apps/manage/asset-schemas';
import { MigrationReport } from '../../../../contract/apps/manage/migration-schemas';
import { PlaceItem, PlaceList } from '../../../../contract/apps/manage/place-schemas';
import { Problem } from '../../../../contract/problem';
import { DEMO } from '../../../seed/demo-seed';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import { manageClient } from './helpers';
import { readAsTheScreenDoes } from './migration-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

describe("Manage's places are Locations' sites", () => {
  it('lists the sites to pick, and a name picked twice in two cases is one site, its address to complete', async () => {
    const { call } = await manageClient(server);
    const added = PlaceItem.parse((await call('POST', '/places', { name: 'Lisbon lab' })).body);
    expect(added).toMatchObject({ name: 'Lisbon lab', addressMissing: true });
    expect(PlaceItem.parse((await call('POST', '/places', { name: 'LISBON LAB ' })).body).id).toBe(added.id);
    const found = PlaceList.parse((await call('GET', '/places?q=lisbon')).body).items;
    expect(found).toEqual([added]);
    const berlin = PlaceList.parse((await call('GET', '/places?q=berlin')).body).items;
    expect(berlin).toEqual([expect.objectContaining({ name: 'Berlin office', addressMissing: false })]);
  });

  it('refuses a site that is not one of the organisation\'s', async () => {
    const { call, createAsset } = await manageClient(server);
    const asset = await createAsset({ assetTag: 'TEST-1' });
    const stranger = await call('PATCH', `/assets/${asset.id}`, { locationId: '7c9e6679-7425-40de-944b-e07a1f99d8e1', version: 1 });
    expect(stranger.status).toBe(409);
    expect(Problem.parse(stranger.body).errors?.[0]).toMatchObject({ path: 'body.locationId', code: 'unknown-location' });
    const created = await call('POST', '/accessories', { name: 'Dock', category: 'Docks', total: 1, locationId: '7c9e6679-7425-40de-944b-e07a1f99d8e1' });
    expect(created.status).toBe(409);
  });

  it('imports assets and accessories at the sites their location column names, matched in any case or added', async () => {
    const { call } = await manageClient(server);
    const before = PlaceList.parse((await call('GET', '/places')).body).items;
    const assets = ['Asset Tag,Model,Category,Status,Location', 'PL-1,X1,Laptops,Ready to Deploy,berlin OFFICE', 'PL-2,X1,Laptops,Ready to Deploy,Porto'].join('\n');
    expect((await call('POST', '/migrations', readAsTheScreenDoes(assets))).status).toBe(201);
    const accessories = ['Name,Category,QTY,Location', 'Cable,Cables,4,PORTO'].join('\n');
    expect(MigrationReport.parse((await call('POST', '/migrations', readAsTheScreenDoes(accessories, 'accessories'))).body).lines[0]?.outcome).toBe('created');

    const after = PlaceList.parse((await call('GET', '/places')).body).items;
    expect(after.length).toBe(before.length + 1);
    const porto = after.find((place) => place.name === 'Porto')!;
    expect(porto.addressMissing).toBe(true);
    const list = AssetList.parse((await call('GET', '/assets?q=PL&sort=assetTag')).body).items;
    expect(list.map((asset) => asset.location)).toEqual([{ id: before.find((place) => place.name === 'Berlin office')!.id, name: 'Berlin office' }, { id: porto.id, name: 'Porto' }]);
    const cable = (await call<{ items: { name: string; location: unknown }[] }>('GET', '/accessories?q=Cable')).body.items[0];
    expect(cable?.location).toEqual({ id: porto.id, name: 'Porto' });
  });

  it("seeds the demo fleet at the demo's sites (a remote worker's device at none), which the Shop ships to", async () => {
    const { call } = await manageClient(server);
    const list = AssetList.parse((await call('GET', '/assets?q=ACME&pageSize=100')).body).items;
    expect(new Set(list.map((asset) => asset.location?.name ?? null))).toEqual(new Set(['Berlin office', 'London office', 'Hamburg warehouse', null]));
    const employee = await server.signIn(DEMO.employee.email);
    const offered = (await server.call<{ addresses: { name: string }[] }>('GET', '/api/v1/shop/checkout', { token: employee.token })).body.addresses.map((address) => address.name);
    expect(offered).toEqual(expect.arrayContaining(['Berlin office', 'London office', 'Hamburg warehouse']));
    // Each site once, though two apps' seeds name it.
    expect(offered.filter((name) => name === 'Berlin office' || name === 'Hamburg warehouse')).toHaveLength(2);
  });
});
