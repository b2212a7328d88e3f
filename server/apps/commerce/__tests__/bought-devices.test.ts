import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { providedPorts } from '../../../apps';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import type { ApiClient } from '../../../../tests/server/callers';
import { demoOrganisation } from './catalogue-helpers';
import { deviceHubProduct, eveBuys, shipOrder, type DeviceHubOrder } from './device-hub-helpers';
import { commerceServer } from '../index';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

interface Asset {
  id: string;
  assetTag: string;
  serial: string | null;
  productType: string;
  model: string;
  status: string;
  assignee: { id: string } | null;
  purchaseDate: string | null;
  costCents: number | null;
  supplier: string | null;
  invoiceNumber: string | null;
}

const fleetOf = async (ada: ApiClient, q: string) => (await ada.call<{ items: Asset[] }>('GET', `/manage/assets?q=${encodeURIComponent(q)}&pageSize=100`)).body.items;

describe('a Device Hub order shipped', () => {
  it('adds each unit to the fleet in stock, with its model, type, day, cost, supplier, invoice and serial; completing hands them to the buyer', async () => {
    const laptop = await deviceHubProduct(server, 'TEST laptop', 149_000);
    const { eve, ada, order } = await eveBuys(server, [{ productId: laptop, quantity: 2 }]);
    const line = order.lines[0]!;
    expect(line.devices).toEqual([{ name: 'TEST laptop', productType: 'laptop' }]);

    const shipped = await shipOrder(ada, order, { serials: [{ lineId: line.id, unit: 1, serial: 'SN-TEST-2' }] });
    expect(shipped.status, shipped.text).toBe(201);
    const tags = [`DH${order.number}-1`, `DH${order.number}-2`];
    expect(shipped.body.assets).toEqual([
      { id: expect.any(String), assetTag: tags[0], serial: null, lineId: line.id, unit: 0 },
      { id: expect.any(String), assetTag: tags[1], serial: 'SN-TEST-2', lineId: line.id, unit: 1 },
    ]);
    const assets = await fleetOf(ada, `DH${order.number}`);
    expect(assets.map((asset) => asset.assetTag).sort()).toEqual(tags);
    const second = assets.find((asset) => asset.assetTag === tags[1])!;
    expect(second).toMatchObject({
      serial: 'SN-TEST-2',
      productType: 'laptop',
      model: 'TEST laptop',
      status: 'in-stock',
      assignee: null,
      purchaseDate: order.placedAt.slice(0, 10),
      costCents: 149_000,
      supplier: `Device Hub order #${order.number}`,
      invoiceNumber: order.invoice!.number,
    });
    const history = await ada.call<{ items: { action: string; appSlug: string; after: { orderNumber?: number } }[] }>('GET', `/manage/assets/${second.id}/activity`);
    expect(history.body.items).toMatchObject([{ action: 'asset.bought', appSlug: 'manage-orders', after: { orderNumber: order.number } }]);

    const completed = await ada.call<DeviceHubOrder>('POST', `/manage-orders/orders/${order.id}/completion`, { version: shipped.body.version });
    expect(completed.status, completed.text).toBe(200);
    expect((await fleetOf(ada, `DH${order.number}`)).map((asset) => [asset.status, asset.assignee?.id])).toEqual([
      ['deployed', eve.userId],
      ['deployed', eve.userId],
    ]);
  });

  it('makes each unit one asset however often the shipment is sent, and numbers a later parcel on', async () => {
    const laptop = await deviceHubProduct(server, 'TEST laptop');
    const { organisationId, adminId, ada, order } = await eveBuys(server, [{ productId: laptop, quantity: 3 }]);
    const line = order.lines[0]!;
    const first = await shipOrder(ada, order, { lines: [{ lineId: line.id, quantity: 1 }] });
    expect(first.status, first.text).toBe(201);
    // The same request again is answered as stale: nothing shipped twice, no asset made twice.
    const again = await shipOrder(ada, order, { lines: [{ lineId: line.id, quantity: 1 }] });
    expect(again.status).toBe(412);

    // A shipment retried after the first attempt's devices reached the fleet (a crash before its answer) finds them.
    const fleet = providedPorts().assetLifecycle;
    const purchase = {
      orderId: order.id,
      orderNumber: order.number,
      purchaseDate: '2026-01-05',
      supplier: 'TEST',
      invoiceNumber: null,
      devices: [{ lineId: line.id, unit: 0, model: 'TEST laptop', productType: 'laptop', serial: null, costCents: 10_000 }],
      actorId: adminId,
      appSlug: 'manage-orders',
      at: new Date(),
    };
    expect(await server.store.transaction((repos) => fleet.receivePurchasedDevices(repos, organisationId, purchase))).toEqual({ takenSerials: [] });

    const rest = await shipOrder(ada, first.body, { lines: null });
    expect(rest.status, rest.text).toBe(201);
    expect(rest.body.assets.map((asset) => [asset.assetTag, asset.unit])).toEqual([
      [`DH${order.number}-1`, 0],
      [`DH${order.number}-2`, 1],
      [`DH${order.number}-3`, 2],
    ]);
    expect(await fleetOf(ada, `DH${order.number}`)).toHaveLength(3);
  });

  it('passes over a tag someone already gave by hand', async () => {
    const laptop = await deviceHubProduct(server, 'TEST laptop');
    const { ada, order } = await eveBuys(server, [{ productId: laptop, quantity: 2 }]);
    const byHand = await ada.call('POST', '/manage/assets', { assetTag: `DH${order.number}-1`, productType: 'laptop', model: 'Old laptop' });
    expect(byHand.status, byHand.text).toBe(201);

    const shipped = await shipOrder(ada, order);
    expect(shipped.status, shipped.text).toBe(201);
    expect(shipped.body.assets.map((asset) => asset.assetTag).sort()).toEqual([`DH${order.number}-1-2`, `DH${order.number}-2`]);
  });

  it('refuses a serial the fleet has already at its field, and ships and creates nothing', async () => {
    const laptop = await deviceHubProduct(server, 'TEST laptop');
    const { ada, order } = await eveBuys(server, [{ productId: laptop, quantity: 2 }]);
    const created = await ada.call('POST', '/manage/assets', { assetTag: 'TEST-1', serial: 'SN-TAKEN', productType: 'laptop', model: 'Old laptop' });
    expect(created.status, created.text).toBe(201);
    const line = order.lines[0]!;

    const taken = await shipOrder(ada, order, { serials: [{ lineId: line.id, unit: 0, serial: 'SN-NEW' }, { lineId: line.id, unit: 1, serial: 'SN-TAKEN' }] });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'serial-taken', errors: [{ path: 'body.serials.1.serial', code: 'serial-taken', params: { serial: 'SN-TAKEN' } }] });
    const twice = await shipOrder(ada, order, { serials: [{ lineId: line.id, unit: 0, serial: 'SN-NEW' }, { lineId: line.id, unit: 1, serial: 'SN-NEW' }] });
    expect(twice.body).toMatchObject({ code: 'serial-repeated', errors: [{ path: 'body.serials.1.serial' }] });
    const elsewhere = await shipOrder(ada, order, { serials: [{ lineId: line.id, unit: 5, serial: 'SN-NEW' }] });
    expect(elsewhere.body).toMatchObject({ code: 'serial-not-in-parcel', errors: [{ path: 'body.serials.0.serial' }] });

    const after = (await ada.call<DeviceHubOrder>('GET', `/manage-orders/orders/${order.id}`)).body;
    expect(after).toMatchObject({ status: 'ordered', version: order.version, assets: [], lines: [{ shippedQuantity: 0 }] });
    expect(await fleetOf(ada, 'SN-NEW')).toEqual([]);
  });

  it('makes one asset of each device in a kit, none of its accessories, and costs them with the kit', async () => {
    const { organisationId } = await demoOrganisation(server);
    const laptop = await deviceHubProduct(server, 'TEST laptop');
    const phone = await deviceHubProduct(server, 'TEST phone');
    const dock = await deviceHubProduct(server, 'TEST dock');
    const kit = await deviceHubProduct(server, 'TEST starter kit', 200_000, 'kit');
    await server.storeOf(commerceServer).transaction((repos) =>
      repos.own.catalogue.replaceComponents(organisationId, kit, [
        { productId: laptop, quantity: 1 },
        { productId: dock, quantity: 1 },
        { productId: phone, quantity: 2 },
      ]),
    );
    const { ada, order } = await eveBuys(server, [{ productId: kit, quantity: 2 }]);
    const line = order.lines[0]!;
    expect(line.devices.map((device) => device.productType)).toEqual(['laptop', 'phone', 'phone']);

    const first = await shipOrder(ada, order, { lines: [{ lineId: line.id, quantity: 1 }], serials: [{ lineId: line.id, unit: 2, serial: 'SN-PHONE-B' }] });
    expect(first.status, first.text).toBe(201);
    const rest = await shipOrder(ada, first.body, { serials: [{ lineId: line.id, unit: 3, serial: 'SN-LAPTOP-2' }] });
    expect(rest.status, rest.text).toBe(201);
    expect(rest.body.assets.map((asset) => [asset.unit, asset.serial])).toEqual([
      [0, null],
      [1, null],
      [2, 'SN-PHONE-B'],
      [3, 'SN-LAPTOP-2'],
      [4, null],
      [5, null],
    ]);
    const assets = await fleetOf(ada, `DH${order.number}`);
    expect(assets.map((asset) => [asset.model, asset.productType, asset.costCents]).sort()).toEqual([
      ['TEST laptop', 'laptop', null],
      ['TEST laptop', 'laptop', null],
      ['TEST phone', 'phone', null],
      ['TEST phone', 'phone', null],
      ['TEST phone', 'phone', null],
      ['TEST phone', 'phone', null],
    ]);
  });
});
