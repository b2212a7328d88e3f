import { describe, expect, it } from 'vitest';
import * as api from '../routes';
import { mockServer, realServer, type Backend } from '../../../../tests/contract/backends';
import { contractSuite } from '../../../../tests/contract/contract-suite';

/** All assets and Assets detail, on the server and the mocks alike. */
describe.each([realServer(), mockServer()])('All assets and Assets detail on $name', (backend: Backend) => {
  const { ok, problem } = contractSuite(backend);

  it('lists, filters and exports every kind, and finds one asset by tag, serial or label', async () => {
    const asset = await ok(api.createManageAsset, { body: { assetTag: 'QA-FLEET-1', serial: 'QAFS-9', productType: 'laptop', model: 'Zephyr 14' } });
    await ok(api.createManageConsumable, { body: { name: 'Zephyr toner', category: 'QA toner', quantity: 0 } });
    const list = await ok(api.listAllAssets, { query: { q: 'zephyr', sort: 'kind' } });
    expect(list.items.map((item) => [item.kind, item.status, item.quantity])).toEqual([
      ['asset', 'in-stock', 1],
      ['consumable', 'none-left', 0],
    ]);
    expect((await ok(api.listAllAssets, { query: { q: 'zephyr', kind: 'consumable' } })).total).toBe(1);
    expect((await ok(api.listAllAssets, { query: { q: 'zephyr', status: 'in-stock' } })).items.map((item) => item.id)).toEqual([asset.id]);
    const file = await ok(api.exportAllAssets, { query: { q: 'zephyr', kind: 'asset' } });
    expect(file.content.split('\r\n')[1]).toBe('asset,Zephyr 14,QA-FLEET-1,QAFS-9,in-stock,laptop,,,1,1');
    await problem(api.listAllAssets, { query: { kind: 'spaceship' as never } }, 400);

    for (const code of ['qa-fleet-1', 'QAFS9', 'https://portal.example/apps/assets-detail?tag=QA-FLEET-1']) {
      expect(await ok(api.lookUpAssetDetail, { query: { code } })).toMatchObject({ exact: true, items: [{ id: asset.id }] });
    }
    expect(await ok(api.lookUpAssetDetail, { query: { code: 'no-such-asset-77' } })).toEqual({ exact: false, items: [] });
    expect((await ok(api.getAssetDetailStory, { params: { id: asset.id } })).events.length).toBeGreaterThan(0);
    await problem(api.getAssetDetailStory, { params: { id: '00000000-0000-4000-8000-000000000000' } }, 404);
  });
});
