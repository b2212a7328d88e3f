import { describe, expect, it } from 'vitest';
import { ProblemTypes } from '../../../problem';
import * as api from '../routes';
import { MOCK_DEMO } from '../../../../tests/mocks/handlers';
import { mockServer, realServer, type Backend } from '../../../../tests/contract/backends';
import { contractSuite } from '../../../../tests/contract/contract-suite';
import { signIn } from '../../../auth-routes';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** Manage's consumables and components, on the server and the mocks alike. */
describe.each([realServer(), mockServer()])('Manage consumables and components on $name', (backend: Backend) => {
  const { ok, problem } = contractSuite(backend);
  const personId = async (email: string) => (await ok(signIn, { body: { email, password: MOCK_DEMO.password } })).user.id;

  it('issues consumables never past what is on hand, flags the minimum and recounts with the version', async () => {
    const eve = await personId(MOCK_DEMO.employee.email);
    const created = await ok(api.createManageConsumable, { body: { name: 'QA toner 85A', category: 'QA toner', quantity: 4, minQuantity: 1, itemNumber: 'CE285A' } });
    expect(created).toMatchObject({ quantity: 4, issued: 0, lowStock: false, itemNumber: 'CE285A', issues: [], version: 1 });
    const params = { id: created.id };
    const issued = await ok(api.issueManageConsumable, { params, body: { userId: eve, quantity: 3, note: 'Floor 2' } });
    expect(issued).toMatchObject({ quantity: 1, issued: 3, lowStock: true, issues: [{ person: { id: eve }, quantity: 3, note: 'Floor 2' }] });
    const short = await problem(api.issueManageConsumable, { params, body: { userId: eve, quantity: 2 } }, 409);
    expect(short.errors?.map((error) => error.path)).toEqual(['body.quantity']);
    await problem(api.issueManageConsumable, { params, body: { userId: UNKNOWN, quantity: 1 } }, 404);
    expect((await ok(api.listManageConsumables, { query: { category: 'QA toner', lowStock: 'true' } })).items.map((item) => item.id)).toEqual([created.id]);
    const recounted = await ok(api.updateManageConsumable, { params, body: { quantity: 10, version: issued.version } });
    expect(recounted).toMatchObject({ quantity: 10, lowStock: false });
    await problem(api.updateManageConsumable, { params, body: { quantity: 2, version: issued.version } }, 412, ProblemTypes.staleVersion);
    expect((await ok(api.getManageConsumable, { params })).issued).toBe(3);
    await problem(api.getManageConsumable, { params: { id: UNKNOWN } }, 404);
  });

  it('installs components into assets and takes them out, never past what remains or what an asset holds', async () => {
    const asset = await ok(api.createManageAsset, { body: { assetTag: 'QA-COMP-1', productType: 'laptop', model: 'QA book' } });
    const created = await ok(api.createManageComponent, { body: { name: 'QA 32 GB RAM', category: 'QA RAM', total: 3, minQuantity: 1 } });
    expect(created).toMatchObject({ total: 3, remaining: 3, lowStock: false, installs: [] });
    const params = { id: created.id };
    const installed = await ok(api.installManageComponent, { params, body: { assetId: asset.id, quantity: 2 } });
    expect(installed).toMatchObject({ remaining: 1, lowStock: true, installs: [{ asset: { id: asset.id, assetTag: 'QA-COMP-1' }, quantity: 2 }] });
    await problem(api.installManageComponent, { params, body: { assetId: asset.id, quantity: 2 } }, 409);
    await problem(api.installManageComponent, { params, body: { assetId: UNKNOWN, quantity: 1 } }, 404);
    const below = await problem(api.updateManageComponent, { params, body: { total: 1, version: installed.version } }, 409);
    expect(below.errors?.map((error) => error.path)).toEqual(['body.total']);
    const grown = await ok(api.updateManageComponent, { params, body: { total: 5, version: installed.version } });
    expect(grown).toMatchObject({ total: 5, remaining: 3 });
    expect((await ok(api.listManageComponents, { query: { assetId: asset.id } })).items.map((item) => item.id)).toEqual([created.id]);

    const install = { id: created.id, installId: installed.installs[0]!.id };
    await problem(api.removeManageComponent, { params: install, body: { quantity: 3 } }, 409);
    expect(await ok(api.removeManageComponent, { params: install, body: { quantity: 2 } })).toMatchObject({ remaining: 5, installs: [] });
    await problem(api.removeManageComponent, { params: install, body: { quantity: 1 } }, 404);
    await problem(api.getManageComponent, { params: { id: UNKNOWN } }, 404);
  });
});
