import { describe, expect, it } from 'vitest';
import { ProblemTypes } from '../../../problem';
import { signIn } from '../../../auth-routes';
import * as api from '../routes';
import { MOCK_DEMO } from '../../../../tests/mocks/handlers';
import { mockServer, realServer, type Backend } from '../../../../tests/contract/backends';
import { contractSuite } from '../../../../tests/contract/contract-suite';
import { pngOf } from '../../../../tests/fixtures/images/test-images';

/** An asset's life past the shelf (hand-over, archive, history, photo) and the list's bulk actions and export. */
describe.each([realServer(), mockServer()])('Manage assets on $name', (backend: Backend) => {
  const { ok, problem, send } = contractSuite(backend);
  const personId = async (email: string) => (await ok(signIn, { body: { email, password: MOCK_DEMO.password } })).user.id;

  it('hands an asset from one person to another, archives it only once nobody holds it, and tells its history', async () => {
    const [ada, eve] = [await personId(MOCK_DEMO.admin.email), await personId(MOCK_DEMO.employee.email)];
    const asset = await ok(api.createManageAsset, { body: { assetTag: 'QA-T1', productType: 'laptop', model: 'ThinkPad T14' } });
    const params = { id: asset.id };
    await problem(api.transferManageAsset, { params, body: { assigneeId: eve, version: 1 } }, 409);
    const out = await ok(api.checkOutManageAsset, { params, body: { assigneeId: ada, version: 1 } });
    const moved = await ok(api.transferManageAsset, { params, body: { assigneeId: eve, note: 'Ada left the team', version: out.version } });
    expect(moved).toMatchObject({ status: 'deployed', assignee: { id: eve } });
    await problem(api.transferManageAsset, { params, body: { assigneeId: ada, version: out.version } }, 412, ProblemTypes.staleVersion);

    await problem(api.archiveManageAsset, { params, body: { version: moved.version } }, 409);
    const back = await ok(api.checkInManageAsset, { params, body: { version: moved.version } });
    const archived = await ok(api.archiveManageAsset, { params, body: { version: back.version } });
    expect(archived.archived).toBe(true);
    await problem(api.archiveManageAsset, { params, body: { version: archived.version } }, 409);
    const restored = await ok(api.restoreManageAsset, { params, body: { version: archived.version } });
    expect(restored).toMatchObject({ archived: false, status: 'in-stock' });
    await problem(api.restoreManageAsset, { params, body: { version: restored.version } }, 409);

    const history = await ok(api.listManageAssetActivity, { params });
    expect(history.items.length).toBeGreaterThanOrEqual(6);
    expect(history.items.every((entry) => entry.entityId === asset.id)).toBe(true);
    expect(history.items.at(-1)!.user?.id).toBe(ada);
    // Each move keeps what it changed, before and after: the page words those fields for people.
    const checkedOut = history.items.find((entry) => entry.action === 'asset.checked-out')!;
    expect(checkedOut).toMatchObject({ before: { status: 'in-stock', assigneeId: null }, after: { status: 'deployed', assigneeId: ada } });
    await problem(api.listManageAssetActivity, { params: { id: '00000000-0000-4000-8000-000000000000' } }, 404);
  });

  it("tells an asset's life story and its holder's, named and linked, oldest step first", async () => {
    const eve = await personId(MOCK_DEMO.employee.email);
    const asset = await ok(api.createManageAsset, { body: { assetTag: 'QA-S1', productType: 'laptop', model: 'ThinkPad X1' } });
    const params = { id: asset.id };
    const out = await ok(api.checkOutManageAsset, { params, body: { assigneeId: eve, version: asset.version } });
    await ok(api.checkInManageAsset, { params, body: { version: out.version } });

    const story = await ok(api.getManageAssetStory, { params });
    expect(story.events.map((event) => [event.kind, event.subject, event.person?.id ?? null])).toEqual([
      ['added', 'QA-S1', null],
      ['checked-out', 'QA-S1', eve],
      ['checked-in', 'QA-S1', eve],
    ]);
    expect(story.events.every((event) => event.appSlug === 'manage-beta' && event.href === `/apps/manage-beta/details/${asset.id}`)).toBe(true);
    const hers = await ok(api.getManagePersonStory, { params: { id: eve } });
    expect(hers.events.filter((event) => event.subject === 'QA-S1').map((event) => event.kind)).toEqual(['checked-out', 'checked-in']);
    await problem(api.getManageAssetStory, { params: { id: '00000000-0000-4000-8000-000000000000' } }, 404);
    await problem(api.getManagePersonStory, { params: { id: '00000000-0000-4000-8000-000000000000' } }, 404);
  });

  it('edits and archives many at once, refusing each asset the rules refuse with its reason, and exports the filtered list', async () => {
    const eve = await personId(MOCK_DEMO.employee.email);
    const berlin = await ok(api.addManagePlace, { body: { name: 'QA Berlin' } });
    const paris = await ok(api.addManagePlace, { body: { name: 'QA Paris' } });
    const free = await ok(api.createManageAsset, { body: { assetTag: 'QA-B1', productType: 'monitor', model: 'QA Panel 27', locationId: berlin.id } });
    const held = await ok(api.createManageAsset, { body: { assetTag: 'QA-B2', productType: 'monitor', model: 'QA Panel 27', locationId: berlin.id } });
    const gone = await ok(api.createManageAsset, { body: { assetTag: 'QA-B3', productType: 'monitor', model: 'QA Panel 24' } });
    await ok(api.checkOutManageAsset, { params: { id: held.id }, body: { assigneeId: eve, version: 1 } });
    await ok(api.archiveManageAsset, { params: { id: gone.id }, body: { version: 1 } });

    const edited = await ok(api.bulkEditManageAssets, { body: { ids: [free.id, gone.id], changes: { locationId: paris.id, status: 'in-repair' } } });
    expect(edited.updated).toEqual([free.id]);
    expect(edited.refused.map((refusal) => refusal.id)).toEqual([gone.id]);
    expect(await ok(api.getManageAsset, { params: { id: free.id } })).toMatchObject({ location: { id: paris.id, name: 'QA Paris' }, status: 'in-repair' });
    await problem(api.bulkEditManageAssets, { body: { ids: [free.id], changes: {} } }, 400, ProblemTypes.validation);

    const exported = await ok(api.exportManageAssets, { query: { q: 'QA Panel 27', sort: 'assetTag' } });
    expect(exported.contentType).toMatch(/^text\/csv/);
    const lines = exported.content.trim().split(/\r?\n/);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['QA-B1', 'QA-B2']);

    const archived = await ok(api.bulkArchiveManageAssets, { body: { ids: [free.id, held.id] } });
    expect(archived.updated).toEqual([free.id]);
    expect(archived.refused.map((refusal) => refusal.id)).toEqual([held.id]);
    expect((await ok(api.listManageAssets, { query: { q: 'QA Panel' } })).items.map((item) => item.assetTag)).toEqual(['QA-B2']);
  });

  it("counts the working assets of each status and product type in one call, as the list's totals do", async () => {
    const before = await ok(api.countManageOverview, {});
    await ok(api.createManageAsset, { body: { assetTag: 'QA-C1', productType: 'tablet', model: 'iPad Air' } });
    const archived = await ok(api.createManageAsset, { body: { assetTag: 'QA-C2', productType: 'tablet', model: 'iPad Air' } });
    await ok(api.archiveManageAsset, { params: { id: archived.id }, body: { version: archived.version } });
    const after = await ok(api.countManageOverview, {});
    expect(after.byProductType.tablet).toBe((before.byProductType.tablet ?? 0) + 1);
    expect(after.byStatus['in-stock']).toBe((before.byStatus['in-stock'] ?? 0) + 1);
    const inStock = await ok(api.listManageAssets, { query: { status: 'in-stock', pageSize: '1' } });
    expect(after.byStatus['in-stock']).toBe(inStock.total);
    expect(after.byStatus.lost).toBe((await ok(api.listManageAssets, { query: { status: 'lost', pageSize: '1' } })).total);
  });

  it('keeps a photo per asset at the version read, gives back its bytes, and refuses what is no image', async () => {
    const asset = await ok(api.createManageAsset, { body: { assetTag: 'QA-P1', productType: 'phone', model: 'Pixel 9' } });
    const photoParams = { params: { id: asset.id } };
    await problem(api.getManageAssetPhoto, photoParams, 404);
    const png = new Uint8Array(pngOf(4, 4));
    const withPhoto = await ok(api.uploadManageAssetPhoto, { ...photoParams, query: { version: '1' }, upload: { contentType: 'image/png', bytes: png } });
    expect(withPhoto.photoUrl).not.toBeNull();
    await problem(api.uploadManageAssetPhoto, { ...photoParams, query: { version: '1' }, upload: { contentType: 'image/png', bytes: png } }, 412, ProblemTypes.staleVersion);
    await problem(api.uploadManageAssetPhoto, { ...photoParams, query: { version: String(withPhoto.version) }, upload: { contentType: 'image/svg+xml', bytes: new TextEncoder().encode('<svg/>') } }, 415);

    const download = await send(api.getManageAssetPhoto, photoParams);
    expect(download.status).toBe(200);
    expect(download.contentType).toBe('image/png');
    expect(download.bytes).toEqual(png);

    const without = await ok(api.removeManageAssetPhoto, { ...photoParams, query: { version: String(withPhoto.version) } });
    expect(without.photoUrl).toBeNull();
    await problem(api.getManageAssetPhoto, photoParams, 404);
  });
});
