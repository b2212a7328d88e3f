import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OutOfStockError } from '../repositories/stock-repository';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import { otherOrganisation } from '../../../../tests/server/callers';
import { addProduct, addWarehouse, demoOrganisation } from './catalogue-helpers';
import { commerceServer } from '../index';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const commerceStore = () => server.storeOf(commerceServer);
const commerce = () => commerceStore().repos.own;

async function levelsOf(organisationId: string, productId: string) {
  return (await commerce().stock.levels(organisationId, [productId])).map(({ locationName, onHand, reserved }) => ({ locationName, onHand, reserved }));
}

describe('stock of orders', () => {
  it('lets exactly one of two simultaneous orders reserve the last unit', async () => {
    const { organisationId, adminId } = await demoOrganisation(server);
    const warehouse = await addWarehouse(commerce(), organisationId, 'TEST warehouse');
    const laptop = await addProduct(commerce(), organisationId, 'TEST laptop');
    await commerce().stock.receive(organisationId, laptop, warehouse, 1, null, adminId);

    const orders = [randomUUID(), randomUUID()];
    const outcomes = await Promise.allSettled(
      orders.map((orderId) =>
        commerceStore().transaction((repos) => repos.own.stock.reserveForOrder(organisationId, orderId, [{ productId: laptop, quantity: 1 }], adminId)),
      ),
    );
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected')!;
    expect(refused.reason).toBeInstanceOf(OutOfStockError);
    expect((refused.reason as OutOfStockError).productIds).toEqual([laptop]);
    expect(await levelsOf(organisationId, laptop)).toEqual([{ locationName: 'TEST warehouse', onHand: 1, reserved: 1 }]);
  });

  it('reserves each component of a kit times its quantity, and nothing when one is short', async () => {
    const { organisationId, adminId } = await demoOrganisation(server);
    const warehouse = await addWarehouse(commerce(), organisationId, 'TEST warehouse');
    const laptop = await addProduct(commerce(), organisationId, 'TEST laptop');
    const dock = await addProduct(commerce(), organisationId, 'TEST dock');
    const kit = await addProduct(commerce(), organisationId, 'TEST starter kit', 'kit');
    await commerce().catalogue.replaceComponents(organisationId, kit, [
      { productId: laptop, quantity: 1 },
      { productId: dock, quantity: 2 },
    ]);
    await commerce().stock.receive(organisationId, laptop, warehouse, 4, null, adminId);
    await commerce().stock.receive(organisationId, dock, warehouse, 5, null, adminId);
    expect((await commerce().stock.availableByProduct(organisationId, [kit], new Map())).get(kit)).toBe(2);

    const first = randomUUID();
    await commerceStore().transaction((repos) => repos.own.stock.reserveForOrder(organisationId, first, [{ productId: kit, quantity: 2 }], adminId));
    expect(await levelsOf(organisationId, laptop)).toEqual([{ locationName: 'TEST warehouse', onHand: 4, reserved: 2 }]);
    expect(await levelsOf(organisationId, dock)).toEqual([{ locationName: 'TEST warehouse', onHand: 5, reserved: 4 }]);
    // Available is on hand less reserved, a kit's as many whole kits as its scarcest component allows, one without
    // components none: the one query the storefronts show and the catalogue administration reads.
    const empty = await addProduct(commerce(), organisationId, 'TEST empty kit', 'kit');
    const available = await commerce().stock.availableByProduct(organisationId, [laptop, dock, kit, empty], new Map());
    expect(Object.fromEntries(available)).toEqual({ [laptop]: 2, [dock]: 1, [kit]: 0, [empty]: 0 });

    // One more kit needs two docks; one is left, so neither the laptop nor the dock is touched.
    const second = commerceStore().transaction((repos) =>
      repos.own.stock.reserveForOrder(organisationId, randomUUID(), [{ productId: laptop, quantity: 1 }, { productId: kit, quantity: 1 }], adminId),
    );
    await expect(second).rejects.toEqual(new OutOfStockError([dock]));
    expect(await levelsOf(organisationId, laptop)).toEqual([{ locationName: 'TEST warehouse', onHand: 4, reserved: 2 }]);
    const history = await commerce().stock.history(organisationId, kit, 50);
    expect(history.map((movement) => [movement.kind, movement.productName, movement.quantity, movement.orderId, movement.kitName])).toEqual(
      expect.arrayContaining([
        ['reserved', 'TEST laptop', 2, first, 'TEST starter kit'],
        ['reserved', 'TEST dock', 4, first, 'TEST starter kit'],
      ]),
    );
  });

  it('takes from the default stock location first, then from the others', async () => {
    const { organisationId, adminId } = await demoOrganisation(server);
    const office = await addWarehouse(commerce(), organisationId, 'TEST a office');
    const central = await addWarehouse(commerce(), organisationId, 'TEST b central', true);
    const mouse = await addProduct(commerce(), organisationId, 'TEST mouse');
    await commerce().stock.receive(organisationId, mouse, office, 5, null, adminId);
    await commerce().stock.receive(organisationId, mouse, central, 2, null, adminId);
    await commerceStore().transaction((repos) => repos.own.stock.reserveForOrder(organisationId, randomUUID(), [{ productId: mouse, quantity: 3 }], adminId));
    expect(await levelsOf(organisationId, mouse)).toEqual([
      { locationName: 'TEST a office', onHand: 5, reserved: 1 },
      { locationName: 'TEST b central', onHand: 2, reserved: 2 },
    ]);
  });

  it('puts stock back on release, takes it off the shelf on fulfilment, and returns shipped units', async () => {
    const { organisationId, adminId } = await demoOrganisation(server);
    const warehouse = await addWarehouse(commerce(), organisationId, 'TEST warehouse');
    const headset = await addProduct(commerce(), organisationId, 'TEST headset');
    await commerce().stock.receive(organisationId, headset, warehouse, 4, null, adminId);
    const cancelled = randomUUID();
    const shipped = randomUUID();
    await commerceStore().transaction(async (repos) => {
      await repos.own.stock.reserveForOrder(organisationId, cancelled, [{ productId: headset, quantity: 2 }], adminId);
      await repos.own.stock.reserveForOrder(organisationId, shipped, [{ productId: headset, quantity: 1 }], adminId);
    });
    expect(await levelsOf(organisationId, headset)).toEqual([{ locationName: 'TEST warehouse', onHand: 4, reserved: 3 }]);

    await commerceStore().transaction((repos) => repos.own.stock.releaseForOrder(organisationId, cancelled, adminId));
    // A second release finds nothing left to give back.
    await commerceStore().transaction((repos) => repos.own.stock.releaseForOrder(organisationId, cancelled, adminId));
    expect(await levelsOf(organisationId, headset)).toEqual([{ locationName: 'TEST warehouse', onHand: 4, reserved: 1 }]);

    await commerceStore().transaction((repos) => repos.own.stock.fulfilForOrder(organisationId, shipped, adminId));
    expect(await levelsOf(organisationId, headset)).toEqual([{ locationName: 'TEST warehouse', onHand: 3, reserved: 0 }]);
    await commerceStore().transaction((repos) => repos.own.stock.releaseForOrder(organisationId, shipped, adminId));
    expect(await levelsOf(organisationId, headset)).toEqual([{ locationName: 'TEST warehouse', onHand: 4, reserved: 0 }]);

    const kinds = (await commerce().stock.history(organisationId, headset, 50)).map((movement) => [movement.kind, movement.onHandAfter, movement.reservedAfter]);
    expect(kinds).toEqual([
      ['returned', 4, 0],
      ['fulfilled', 3, 0],
      ['released', 4, 1],
      ['reserved', 4, 3],
      ['reserved', 4, 2],
      ['received', 4, 0],
    ]);
  });

  it("never reads nor reserves another organisation's products", async () => {
    const { organisationId, adminId } = await demoOrganisation(server);
    const warehouse = await addWarehouse(commerce(), organisationId, 'TEST warehouse');
    const dock = await addProduct(commerce(), organisationId, 'TEST dock');
    await commerce().stock.receive(organisationId, dock, warehouse, 3, null, adminId);
    const other = await otherOrganisation(server);

    expect(await commerce().catalogue.productsByIds(other.organisationId, [dock])).toEqual([]);
    expect(await commerce().locations.byId(other.organisationId, warehouse)).toBeUndefined();
    expect(await commerce().stock.levels(other.organisationId, [dock])).toEqual([]);
    const stranger = commerceStore().transaction((repos) =>
      repos.own.stock.reserveForOrder(other.organisationId, randomUUID(), [{ productId: dock, quantity: 1 }], null),
    );
    await expect(stranger).rejects.toBeInstanceOf(OutOfStockError);
    expect(await levelsOf(organisationId, dock)).toEqual([{ locationName: 'TEST warehouse', onHand: 3, reserved: 0 }]);
  });

  it('answers the products an order names, and the settings with their defaults', async () => {
    const { organisationId } = await demoOrganisation(server);
    const dock = await addProduct(commerce(), organisationId, 'TEST dock');
    expect(await commerce().catalogue.productsByIds(organisationId, [dock, dock])).toEqual([
      { id: dock, store: 'devicehub', kind: 'product', name: 'TEST dock', priceMinor: 10_000, currency: 'EUR', imageKeys: [], visibleToRoles: [], active: true },
    ]);
    const other = await otherOrganisation(server);
    expect(await commerce().settings.of(other.organisationId)).toEqual({ currency: 'EUR', approvalThresholdMinor: 50_000, version: 0 });
    expect(await commerce().settings.save(other.organisationId, 0, { currency: 'GBP', approvalThresholdMinor: 20_000 }, new Date())).toBe(true);
    expect(await commerce().settings.save(other.organisationId, 0, { currency: 'USD', approvalThresholdMinor: 1 }, new Date())).toBe(false);
    expect(await commerce().settings.of(other.organisationId)).toEqual({ currency: 'GBP', approvalThresholdMinor: 20_000, version: 1 });
  });
});
