import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SignInAnswer } from '../../../../contract/auth';
import { sql } from 'drizzle-orm';
import { ASSET_COUNT_CAP, AssetItem, AssetList, CustomFieldNames } from '../../../../contract/apps/manage/asset-schemas';
import { BulkAnswer, FileAnswer } from '../../../../contract/records';
import { AuditList } from '../../../../contract/people';
import { Problem, ProblemTypes } from '../../../../contract/problem';
import { DEMO } from '../../../seed/demo-seed';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import { manageClient } from './helpers';
import { manageServer } from '../index';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

describe('assets', () => {
  it('creates, reads and refuses a repeated tag or serial as a field error', async () => {
    const { call, createAsset } = await manageClient(server);
    const asset = await createAsset({ assetTag: 'TEST-1', serial: 'SN-1', costCents: 129900, warrantyEnd: '2027-01-31' });
    expect(asset).toMatchObject({ assetTag: 'TEST-1', status: 'in-stock', assignee: null, version: 1, archived: false });
    expect(AssetItem.parse((await call('GET', `/assets/${asset.id}`)).body)).toEqual(asset);

    const tag = await call('POST', '/assets', { assetTag: 'TEST-1', productType: 'laptop', model: 'X' });
    expect(tag.status).toBe(409);
    expect(Problem.parse(tag.body).errors).toEqual([{ path: 'body.assetTag', message: 'another asset has this tag' }]);
    const serial = await call('POST', '/assets', { assetTag: 'TEST-2', serial: 'SN-1', productType: 'laptop', model: 'X' });
    expect(Problem.parse(serial.body).errors?.[0]?.path).toBe('body.serial');
    expect((await call('POST', '/assets', { assetTag: 'TEST-3', productType: 'laptop', model: 'X', status: 'deployed' })).status).toBe(400);
  });

  it('answers 412 to a stale version and overwrites nothing', async () => {
    const { call, createAsset, placeId } = await manageClient(server);
    const asset = await createAsset({ assetTag: 'TEST-1' });
    const berlin = await placeId('Berlin');
    const first = await call('PATCH', `/assets/${asset.id}`, { locationId: berlin, version: 1 });
    expect(AssetItem.parse(first.body)).toMatchObject({ location: { id: berlin, name: 'Berlin' }, version: 2 });
    const stale = await call('PATCH', `/assets/${asset.id}`, { locationId: await placeId('Paris'), notes: 'mine', version: 1 });
    expect(stale.status).toBe(412);
    expect(Problem.parse(stale.body).type).toBe(ProblemTypes.staleVersion);
    expect(AssetItem.parse((await call('GET', `/assets/${asset.id}`)).body)).toMatchObject({ location: { id: berlin, name: 'Berlin' }, notes: null, version: 2 });
  });

  it('checks out, transfers and checks in by the rules, and keeps the history', async () => {
    const { call, createAsset, personId, placeId } = await manageClient(server);
    const eve = await personId(DEMO.employee.email);
    const ada = await personId(DEMO.admin.email);
    const storeRoom = await placeId('Store room');
    const asset = await createAsset({ assetTag: 'TEST-1' });
    const out = AssetItem.parse((await call('POST', `/assets/${asset.id}/check-out`, { assigneeId: eve, version: 1 })).body);
    expect(out).toMatchObject({ status: 'deployed', assignee: { id: eve, email: DEMO.employee.email }, version: 2 });
    expect((await call('POST', `/assets/${asset.id}/check-out`, { assigneeId: ada, version: 2 })).status).toBe(409);
    expect((await call('POST', `/assets/${asset.id}/archive`, { version: 2 })).status).toBe(409);
    const moved = AssetItem.parse((await call('POST', `/assets/${asset.id}/transfer`, { assigneeId: ada, version: 2 })).body);
    expect(moved.assignee?.id).toBe(ada);
    const back = AssetItem.parse((await call('POST', `/assets/${asset.id}/check-in`, { locationId: storeRoom, version: 3 })).body);
    expect(back).toMatchObject({ status: 'in-stock', assignee: null, location: { id: storeRoom, name: 'Store room' } });

    const history = AuditList.parse((await call('GET', `/assets/${asset.id}/activity`)).body);
    expect(history.items.map((entry) => entry.action)).toEqual(['asset.checked-in', 'asset.transferred', 'asset.checked-out', 'asset.created']);
    expect(history.items[2]).toMatchObject({ appSlug: 'manage-beta', before: { status: 'in-stock' }, after: { status: 'deployed', assigneeId: eve } });
  });

  it('refuses to check out a retired or lost asset, or to a stranger', async () => {
    const { call, createAsset, personId } = await manageClient(server);
    const eve = await personId(DEMO.employee.email);
    const lost = await createAsset({ assetTag: 'TEST-1', status: 'lost' });
    const refused = await call('POST', `/assets/${lost.id}/check-out`, { assigneeId: eve, version: 1 });
    expect(refused.status).toBe(409);
    // A lost asset carries the undeployable label its status maps to (Manage Configure): the label refuses.
    expect(Problem.parse(refused.body).detail).toMatch(/"Lost or stolen" is undeployable; only an asset with a deployable label can be checked out/);
    const asset = await createAsset({ assetTag: 'TEST-2' });
    const stranger = await call('POST', `/assets/${asset.id}/check-out`, { assigneeId: '7c9e6679-7425-40de-944b-e07a1f99d8e1', version: 1 });
    expect(stranger.status).toBe(404);
  });

  it('archives and restores; the working list leaves archived assets out', async () => {
    const { call, createAsset } = await manageClient(server);
    const asset = await createAsset({ assetTag: 'TEST-1' });
    expect(AssetItem.parse((await call('POST', `/assets/${asset.id}/archive`, { version: 1 })).body).archived).toBe(true);
    expect(AssetList.parse((await call('GET', '/assets?q=TEST-1')).body).total).toBe(0);
    expect(AssetList.parse((await call('GET', '/assets?q=TEST-1&archived=true')).body).total).toBe(1);
    expect(AssetItem.parse((await call('POST', `/assets/${asset.id}/restore`, { version: 2 })).body).archived).toBe(false);
  });
});

describe('custom field names', () => {
  it("lists the names one type's working assets use, most used first, leaving out archived and other organisations' assets", async () => {
    const { call, createAsset } = await manageClient(server);
    await createAsset({ assetTag: 'L-1', customFields: { RAM: '32 GB', CPU: 'M3' } });
    await createAsset({ assetTag: 'L-2', customFields: { RAM: '16 GB', Dock: 'USB-C' } });
    await createAsset({ assetTag: 'L-3', customFields: { RAM: '8 GB', CPU: 'i7' } });
    await createAsset({ assetTag: 'P-1', productType: 'phone', model: 'Pixel 9', customFields: { IMEI: '3548' } });
    const archived = await createAsset({ assetTag: 'L-4', customFields: { Asset: 'old', Dock: 'old' } });
    await call('POST', `/assets/${archived.id}/archive`, { version: 1 });
    const globex = SignInAnswer.parse(
      (await server.call('POST', '/api/v1/auth/sign-up', { body: { organisationName: 'Globex', name: 'Gil Owner', email: 'gil@globex.test', password: 'long-enough-password' } })).body,
    );
    await server.storeOf(manageServer).repos.own.assets.insert({
      organisationId: globex.user.organisationId, assetTag: 'G-1', productType: 'laptop', model: 'X', status: 'in-stock', customFields: { Secret: 'x' }, updatedAt: new Date(),
    });

    const answer = await call('GET', '/custom-fields?productType=laptop');
    expect(answer.status).toBe(200);
    expect(CustomFieldNames.parse(answer.body).fields).toEqual([
      { key: 'RAM', count: 3 },
      { key: 'CPU', count: 2 },
      { key: 'Dock', count: 1 },
    ]);
    expect(CustomFieldNames.parse((await call('GET', '/custom-fields?productType=monitor')).body).fields).toEqual([]);
  });
});

describe('the asset list', () => {
  async function fleet() {
    const client = await manageClient(server);
    const eve = await client.personId(DEMO.employee.email);
    const berlin = await client.placeId('Berlin');
    const a = await client.createAsset({ assetTag: 'QA-001', serial: 'C02XK1ABJG5H', manufacturer: 'Apple', model: 'MacBook Pro 14', locationId: berlin });
    await client.createAsset({ assetTag: 'QA-002', serial: 'PF3ABC12', productType: 'monitor', model: 'Dell U2723QE', locationId: await client.placeId('Paris') });
    await client.createAsset({ assetTag: 'QA-003', serial: 'R58N91', productType: 'phone', model: 'Galaxy S24', status: 'in-repair', locationId: berlin });
    await client.call('POST', `/assets/${a.id}/check-out`, { assigneeId: eve, version: 1 });
    return { ...client, eve, berlin };
  }
  const tags = (body: unknown) => AssetList.parse(body).items.map((item) => item.assetTag);

  it('searches tag, serial, model and the assignee', async () => {
    const { call } = await fleet();
    expect(tags((await call('GET', '/assets?q=qa-00')).body)).toEqual(['QA-001', 'QA-002', 'QA-003']);
    expect(tags((await call('GET', '/assets?q=C02XK1')).body)).toEqual(['QA-001']);
    expect(tags((await call('GET', '/assets?q=s24')).body)).toEqual(['QA-003']);
    expect(tags((await call('GET', '/assets?q=Eve%20Emp')).body)).toContain('QA-001');
    expect(tags((await call('GET', '/assets?q=%25%25')).body)).toEqual([]);
  });

  it('finds a serial of letters joined by a hyphen, whole or by its start', async () => {
    const { call, createAsset } = await manageClient(server);
    await createAsset({ assetTag: 'QB-1', serial: 'SN-KXQWRT' });
    expect(tags((await call('GET', '/assets?q=SN-KXQWRT')).body)).toEqual(['QB-1']);
    expect(tags((await call('GET', '/assets?q=sn-kxq')).body)).toEqual(['QB-1']);
  });

  it('totals a large fleet exactly, caps only a counted search, and totals a page past the end', async () => {
    const { call, placeId } = await manageClient(server);
    const { organisationId } = (await server.store.repos.users.findByEmail(DEMO.admin.email))!;
    const beyond = ASSET_COUNT_CAP + 1;
    const lab = await placeId('Cap Lab');
    await server.database.db.execute(sql`
      insert into manage_assets (organisation_id, asset_tag, product_type, model, status, location_id, updated_at)
      select ${organisationId}, 'CAP-' || g, 'laptop', 'Latitude', 'in-stock', ${lab}, now() from generate_series(1, ${beyond}) g`);
    expect(AssetList.parse((await call('GET', `/assets?locationId=${lab}&pageSize=1`)).body)).toMatchObject({ total: beyond, totalCapped: false });
    expect(AssetList.parse((await call('GET', '/assets?q=latitude&pageSize=1')).body)).toMatchObject({ total: ASSET_COUNT_CAP, totalCapped: true });
    const pastTheEnd = AssetList.parse((await call('GET', `/assets?locationId=${lab}&pageSize=100&page=${beyond}`)).body);
    expect(pastTheEnd).toMatchObject({ items: [], total: beyond });
  });

  it('filters by type, status, location and assignee, sorts and pages', async () => {
    const { call, eve, berlin } = await fleet();
    expect(tags((await call('GET', '/assets?q=qa&productType=monitor')).body)).toEqual(['QA-002']);
    expect(tags((await call('GET', '/assets?q=qa&status=in-repair')).body)).toEqual(['QA-003']);
    expect(tags((await call('GET', `/assets?q=qa&locationId=${berlin}&sort=-assetTag`)).body)).toEqual(['QA-003', 'QA-001']);
    expect(tags((await call('GET', `/assets?q=qa&assigneeId=${eve}`)).body)).toEqual(['QA-001']);
    const page = AssetList.parse((await call('GET', '/assets?q=qa&pageSize=2&page=2')).body);
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.items.map((item) => item.assetTag)).toEqual(['QA-003']);
  });

  it('exports the filtered list as CSV', async () => {
    const { call, berlin } = await fleet();
    const file = FileAnswer.parse((await call('GET', `/assets/export?q=qa&locationId=${berlin}`)).body);
    expect(file.filename).toMatch(/^assets-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = file.content.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^Asset tag,Serial,Product type/);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['QA-001', 'QA-003']);
    expect(lines[1]).toContain('Eve Employee');
    expect(lines[1]).toContain(',Berlin,');
  });

  it('bulk-edits and bulk-archives, reporting what the rules refuse', async () => {
    const { call, placeId } = await fleet();
    const ids = AssetList.parse((await call('GET', '/assets?q=qa')).body).items.map((item) => item.id);
    const edited = BulkAnswer.parse((await call('POST', '/assets/bulk-edit', { ids, changes: { status: 'retired', locationId: await placeId('Unknown') } })).body);
    expect(edited.updated).toHaveLength(2);
    expect(edited.refused[0]?.reason).toBe('An asset cannot go from deployed to retired.');
    const archived = BulkAnswer.parse((await call('POST', '/assets/bulk-archive', { ids: [...ids, '7c9e6679-7425-40de-944b-e07a1f99d8e1'] })).body);
    expect(archived.updated).toHaveLength(2);
    expect(archived.refused.map((row) => row.reason)).toEqual(['Check the asset in before archiving it.', 'No such asset.']);
  });

  it('keeps the browse totals and the holder\'s words in step with every change', async () => {
    const { call, eve } = await fleet();
    const total = async (query: string) => AssetList.parse((await call('GET', `/assets?${query}`)).body).total;
    const monitors = await total('productType=monitor');
    const id = AssetList.parse((await call('GET', '/assets?q=QA-002')).body).items[0]!.id;
    await call('POST', `/assets/${id}/archive`, { version: 1 });
    expect(await total('productType=monitor')).toBe(monitors - 1);
    expect(await total('productType=monitor&archived=true')).toBe(1);

    const employee = await server.signIn(DEMO.employee.email);
    const profile = await server.call<{ version: number }>('GET', '/api/v1/profile', { token: employee.token });
    await server.call('PATCH', '/api/v1/profile', { token: employee.token, body: { name: 'Evelyn Renamed', version: profile.body.version } });
    expect(tags((await call('GET', '/assets?q=evelyn%20renamed')).body)).toContain('QA-001');
    expect(await total(`q=renamed&assigneeId=${eve}`)).toBe(await total(`assigneeId=${eve}`));
  });

  it('is closed to an employee, whose role may not open Manage', async () => {
    const employee = await manageClient(server, DEMO.employee.email);
    const answer = await employee.call('GET', '/assets');
    expect(answer.status).toBe(403);
    expect(Problem.parse(answer.body).type).toBe(ProblemTypes.appNotAllowed);
  });
});
