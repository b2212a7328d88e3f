import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pathOf } from '../../../descriptor';
import { ProblemTypes } from '../../../problem';
import { signIn } from '../../../auth-routes';
import * as manageRoutes from '../routes';
import { MOCK_DEMO } from '../../../../tests/mocks/handlers';
import { mockServer, realServer, type Backend } from '../../../../tests/contract/backends';
import { routeCalls } from '../../../../tests/contract/route-calls';

const api = { ...manageRoutes, signIn };

/** Manage's calls against the real server and the MSW handlers alike: the screens' mocks cannot drift. */
describe.each([realServer(), mockServer()])('Manage on $name', (backend: Backend) => {
  beforeAll(() => backend.start());
  afterAll(() => backend.stop());
  beforeEach(() => backend.reset());

  let token = '';
  const { ok, problem } = routeCalls(backend, () => token);
  const signIn = async (email: string) => (await backend.send('POST', pathOf(api.signIn), { body: { email, password: MOCK_DEMO.password } })).body as { token: string; user: { id: string } };

  beforeEach(async () => {
    token = (await signIn(MOCK_DEMO.admin.email)).token;
  });

  it('creates assets, refuses a repeated tag as a field error and a stale version with 412', async () => {
    const asset = await ok(api.createManageAsset, { body: { assetTag: 'QA-1', serial: 'QA-SN-1', productType: 'laptop', model: 'Latitude 7450' } });
    expect(asset).toMatchObject({ status: 'in-stock', assignee: null, version: 1 });
    const clash = await problem(api.createManageAsset, { body: { assetTag: 'QA-1', productType: 'laptop', model: 'X' } }, 409);
    expect(clash.errors?.[0]?.path).toBe('body.assetTag');
    const berlin = await ok(api.addManagePlace, { body: { name: 'Berlin' } });
    await ok(api.updateManageAsset, { params: { id: asset.id }, body: { locationId: berlin.id, version: 1 } });
    expect((await problem(api.updateManageAsset, { params: { id: asset.id }, body: { locationId: null, version: 1 } }, 412)).type).toBe(ProblemTypes.staleVersion);
  });

  it('checks out and in by the rules, and finds assets by tag, model and filters', async () => {
    const eve = (await signIn(MOCK_DEMO.employee.email)).user.id;
    const lisbon = await ok(api.addManagePlace, { body: { name: 'Lisbon' } });
    const asset = await ok(api.createManageAsset, { body: { assetTag: 'QA-2', productType: 'phone', model: 'Pixel 9 Contract', locationId: lisbon.id } });
    const out = await ok(api.checkOutManageAsset, { params: { id: asset.id }, body: { assigneeId: eve, version: 1 } });
    expect(out).toMatchObject({ status: 'deployed', assignee: { id: eve } });
    await problem(api.checkOutManageAsset, { params: { id: asset.id }, body: { assigneeId: eve, version: 2 } }, 409);
    expect(await ok(api.checkInManageAsset, { params: { id: asset.id }, body: { version: 2 } })).toMatchObject({ status: 'in-stock', assignee: null });

    // A model the demo's fleet has none of.
    const found = await ok(api.listManageAssets, { query: { q: 'pixel contract' } });
    expect(found.items.map((item) => item.assetTag)).toEqual(['QA-2']);
    expect(found).toMatchObject({ total: 1, totalCapped: false });
    expect((await ok(api.listManageAssets, { query: { locationId: lisbon.id, productType: 'phone' } })).total).toBe(1);
    expect((await ok(api.listManageAssets, { query: { q: 'QA-2', archived: 'true' } })).total).toBe(0);
  });

  it("names an asset's site in Locations by id and name, matches a site's name in any case, and refuses a stranger's", async () => {
    const added = await ok(api.addManagePlace, { body: { name: 'QA depot' } });
    expect(added).toMatchObject({ name: 'QA depot', addressMissing: true });
    expect((await ok(api.addManagePlace, { body: { name: 'qa DEPOT' } })).id).toBe(added.id);
    expect((await ok(api.listManagePlaces, { query: { q: 'depot' } })).items).toEqual([added]);
    const asset = await ok(api.createManageAsset, { body: { assetTag: 'QA-P1', productType: 'laptop', model: 'X1', locationId: added.id } });
    expect(asset.location).toEqual({ id: added.id, name: 'QA depot' });
    expect((await ok(api.getManageAsset, { params: { id: asset.id } })).location).toEqual({ id: added.id, name: 'QA depot' });
    const stranger = await problem(api.updateManageAsset, { params: { id: asset.id }, body: { locationId: '00000000-0000-4000-8000-000000000000', version: 1 } }, 409);
    expect(stranger.errors?.[0]).toMatchObject({ path: 'body.locationId', code: 'unknown-location' });
  });

  it("offers the custom field names of one type's working assets, most used first", async () => {
    await ok(api.createManageAsset, { body: { assetTag: 'QA-3', productType: 'laptop', model: 'X1', customFields: { RAM: '32 GB', CPU: 'M3' } } });
    await ok(api.createManageAsset, { body: { assetTag: 'QA-4', productType: 'laptop', model: 'X1', customFields: { RAM: '16 GB' } } });
    await ok(api.createManageAsset, { body: { assetTag: 'QA-5', productType: 'phone', model: 'Pixel 9', customFields: { IMEI: '3548' } } });
    const names = await ok(api.listManageCustomFields, { query: { productType: 'laptop' } });
    expect(names.fields).toEqual([{ key: 'RAM', count: 2 }, { key: 'CPU', count: 1 }]);
    await problem(api.listManageCustomFields, {}, 400);
  });

  it('refuses the last seat twice, and a bad import row with its line', async () => {
    const software = await ok(api.createManageSoftware, { body: { name: 'QA Suite' } });
    const licence = await ok(api.createManageLicence, { body: { softwareId: software.id, name: 'QA Suite 2026', key: 'KEY-1234-5678-ABCD', seats: 1 } });
    expect(licence.keyMasked).toBe('••••••••ABCD');
    const admin = (await signIn(MOCK_DEMO.admin.email)).user.id;
    await ok(api.assignManageLicenceSeat, { params: { id: licence.id }, body: { userId: admin } });
    await problem(api.assignManageLicenceSeat, { params: { id: licence.id }, body: { userId: admin } }, 409);

    const refused = await problem(api.importManageAssets, { body: { source: 'csv', rows: [{ line: 2, assetTag: 'QA-9', model: 'X', category: 'Laptops', status: 'Teleported' }] } }, 422);
    expect(refused.errors?.[0]?.message).toBe('line 2: status "Teleported" is not known');
  });

  it('refuses NUL and lone surrogates in fields, a custom field name, a search and an id as field errors', async () => {
    const refused = (problem: { errors?: { path: string; code?: string }[] | undefined }) => problem.errors?.map(({ path, code }) => ({ path, code }));
    const body = { assetTag: 'QA-6', productType: 'laptop', model: 'a\u0000b', notes: 'half a pair \ud800', customFields: { 'R\u0000M': '32 GB' } };
    expect(refused(await problem(api.createManageAsset, { body }, 400, ProblemTypes.validation))).toEqual([
      { path: 'body.model', code: 'invalid-characters' },
      { path: 'body.notes', code: 'invalid-characters' },
      { path: 'body.customFields.R\ufffdM', code: 'invalid-characters' },
    ]);
    expect(refused(await problem(api.listManageAssets, { query: { q: '\u0000' } }, 400, ProblemTypes.validation))).toEqual([
      { path: 'query.q', code: 'invalid-characters' },
    ]);
    expect(refused(await problem(api.getManageAsset, { params: { id: '\u0000' } }, 400, ProblemTypes.validation))).toEqual([
      { path: 'params.id', code: 'invalid-uuid' },
    ]);
  });

  it('is closed to an employee', async () => {
    const employee = (await signIn(MOCK_DEMO.employee.email)).token;
    await problem(api.listManageAssets, { token: employee }, 403, ProblemTypes.appNotAllowed);
  });
});
