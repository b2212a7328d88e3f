import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AssetItem } from '../../../../contract/apps/manage/asset-schemas';
import { ManufacturerItem, ManufacturerList, ModelItem, ModelList, ProductTypeList } from '../../../../contract/apps/manage/configure-schemas';
import { Problem } from '../../../../contract/problem';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import { manageClient } from './helpers';
import { DEMO } from '../../../seed/demo-seed';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

async function configureClient() {
  const client = await manageClient(server);
  const laptops = async () => ProductTypeList.parse((await client.call('GET', '/config/product-types')).body).items.find((type) => type.kind === 'laptop')!;
  return { ...client, laptops };
}

describe('models and manufacturers', () => {
  it('adds, edits and lists a maker and its model with specs; a repeated name is a field error', async () => {
    const { call, laptops } = await configureClient();
    const maker = ManufacturerItem.parse((await call('POST', '/config/manufacturers', { name: 'Framework', url: 'https://frame.work' })).body);
    expect(maker).toMatchObject({ name: 'Framework', modelCount: 0, assetCount: 0, version: 1 });
    const twice = await call('POST', '/config/manufacturers', { name: 'framework' });
    expect(twice.status).toBe(409);
    expect(Problem.parse(twice.body).errors).toEqual([{ path: 'body.name', message: 'another manufacturer has this name' }]);

    const type = await laptops();
    const specs = [{ key: 'CPU', value: 'Ryzen 7' }, { key: 'RAM', value: '32 GB' }];
    const created = await call('POST', '/config/models', { name: 'Laptop 13', manufacturerId: maker.id, productTypeId: type.id, modelNumber: 'FRANMDCP', specs, eolMonths: 48 });
    expect(created.status).toBe(201);
    const model = ModelItem.parse(created.body);
    expect(model).toMatchObject({ manufacturer: { id: maker.id, name: 'Framework' }, productType: { id: type.id, kind: 'laptop' }, specs, eolMonths: 48, assetCount: 0 });

    const edited = ModelItem.parse((await call('PATCH', `/config/models/${model.id}`, { notes: 'Repairable', version: 1 })).body);
    expect(edited).toMatchObject({ notes: 'Repairable', version: 2, specs });
    expect((await call('PATCH', `/config/models/${model.id}`, { notes: 'stale', version: 1 })).status).toBe(412);
    const found = ModelList.parse((await call('GET', '/config/models?q=franmd')).body).items;
    expect(found.map((item) => item.name)).toEqual(['Laptop 13']);
    const makers = ManufacturerList.parse((await call('GET', '/config/manufacturers')).body).items;
    expect(makers.find((item) => item.id === maker.id)).toMatchObject({ modelCount: 1 });
  });

  it("gives an asset typed by name the model of its names, and a model's new name reaches its assets", async () => {
    const { call, createAsset } = await configureClient();
    const first = await createAsset({ assetTag: 'M-1', manufacturer: 'Lenovo', model: 'ThinkPad T14' });
    const second = await createAsset({ assetTag: 'M-2', manufacturer: 'lenovo', model: 'thinkpad t14' });
    const models = ModelList.parse((await call('GET', '/config/models?q=T14')).body).items;
    expect(models).toHaveLength(1);
    expect(models[0]).toMatchObject({ name: 'ThinkPad T14', manufacturer: { name: 'Lenovo' }, assetCount: 2 });
    const model = models[0]!;
    await call('PATCH', `/config/models/${model.id}`, { name: 'ThinkPad T14 Gen 5', version: model.version });
    for (const asset of [first, second]) {
      expect(AssetItem.parse((await call('GET', `/assets/${asset.id}`)).body)).toMatchObject({ model: 'ThinkPad T14 Gen 5', manufacturer: 'Lenovo' });
    }
  });

  it('refuses to delete a model, maker or type in use, naming how many assets use it, and deletes one nothing uses', async () => {
    const { call, createAsset } = await configureClient();
    await createAsset({ assetTag: 'U-1', manufacturer: 'Testmaker', model: 'Testbook 1' });
    await createAsset({ assetTag: 'U-2', manufacturer: 'Testmaker', model: 'Testbook 1' });
    const model = ModelList.parse((await call('GET', '/config/models?q=Testbook')).body).items[0]!;
    const refused = await call('DELETE', `/config/models/${model.id}?version=${model.version}`);
    expect(refused.status).toBe(409);
    expect(Problem.parse(refused.body).detail).toBe('2 assets use this model; move them to another before deleting it.');
    const dell = ManufacturerList.parse((await call('GET', '/config/manufacturers')).body).items.find((item) => item.name === 'Testmaker')!;
    expect(Problem.parse((await call('DELETE', `/config/manufacturers/${dell.id}?version=1`)).body).detail).toMatch(/^2 assets use this manufacturer/);
    const type = ProductTypeList.parse((await call('GET', '/config/product-types')).body).items.find((item) => item.kind === 'laptop')!;
    expect(Problem.parse((await call('DELETE', `/config/product-types/${type.id}?version=${type.version}`)).body).detail).toMatch(/assets use this product type/);

    const unused = ManufacturerItem.parse((await call('POST', '/config/manufacturers', { name: 'Nobody' })).body);
    expect((await call('DELETE', `/config/manufacturers/${unused.id}?version=1`)).status).toBe(204);
    expect(ManufacturerList.parse((await call('GET', '/config/manufacturers')).body).items.map((item) => item.name)).not.toContain('Nobody');
  });

  it('is closed to an employee, and a reference to a record the organisation does not have answers 404', async () => {
    const { call, laptops } = await configureClient();
    const type = await laptops();
    const employee = await manageClient(server, DEMO.employee.email);
    expect((await employee.call('POST', '/config/manufacturers', { name: 'Sneaky' })).status).toBe(403);
    expect((await employee.call('GET', '/config/models')).status).toBe(403);
    const stranger = await call('POST', '/config/models', { name: 'X', productTypeId: type.id, manufacturerId: '7c9e6679-7425-40de-944b-e07a1f99d8e1' });
    expect(stranger.status).toBe(404);
  });
});
