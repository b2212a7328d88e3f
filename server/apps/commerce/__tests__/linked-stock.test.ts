import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../../seed/demo-seed';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import { signedIn, type ApiClient } from '../../../../tests/server/callers';
import { demoOrganisation } from './catalogue-helpers';
import { commerceServer } from '../index';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const commerce = () => server.storeOf(commerceServer).repos.own;

interface Accessory {
  id: string;
  name: string;
  total: number;
  available: number;
  reserved: number;
  checkouts: { person: { id: string }; quantity: number }[];
}
interface AdminProduct {
  id: string;
  name: string;
  available: number;
  stock: unknown[];
  accessory: { id: string; name: string; available: number; total: number } | null;
  version: number;
}
interface Order {
  id: string;
  status: string;
  version: number;
}

/** The demo's Shop headset and Manage's headset accessory, as the admin sees them. */
async function headset() {
  const ada = await signedIn(server, DEMO.admin.email);
  const products = await ada.call<{ items: AdminProduct[] }>('GET', '/configure-shop/products?q=headset');
  const product = products.body.items.find((item) => item.name === 'Noise-cancelling headset')!;
  return { ada, product, accessoryId: product.accessory!.id };
}

const accessoryOf = async (ada: ApiClient, id: string) => (await ada.call<Accessory>('GET', `/manage/accessories/${id}`)).body;
const shopAvailable = async (caller: ApiClient, productId: string) => (await caller.call<{ available: number }>('GET', `/shop/products/${productId}`)).body.available;

/** The person's checkout of `quantity` of the product in the store (the Shop unless told), paid from their wallet. */
async function buy(caller: ApiClient, productId: string, quantity: number, store: 'shop' | 'devicehub' = 'shop') {
  const { organisationId } = await demoOrganisation(server);
  const [office] = await commerce().locations.list(organisationId, { kinds: ['office'] });
  await commerce().wallet.append(organisationId, { personId: caller.userId, amountMinor: 1_000_000, currency: 'EUR', reason: 'TEST top-up', idempotencyKey: randomUUID() });
  const added = await caller.call('POST', `/${store}/cart/lines`, { productId, quantity });
  expect(added.status, added.text).toBe(200);
  return () => caller.call<{ orders: { id: string }[]; code?: string }>('POST', `/${store}/checkout`, { idempotencyKey: randomUUID(), paymentMethod: 'wallet', locationId: office!.id });
}

/** The order as the admin has it, approved first when it waits for an approver. */
async function approved(ada: ApiClient, id: string) {
  const placed = (await ada.call<Order>('GET', `/manage-orders/orders/${id}`)).body;
  return placed.status === 'awaiting-approval' ? (await ada.call<Order>('POST', `/manage-orders/orders/${id}/approval`, { decision: 'accepted' })).body : placed;
}

describe('a Shop product linked to a Manage accessory', () => {
  it("shows the accessory's count in the Shop and the catalogue, with no stock of its own", async () => {
    const { ada, product, accessoryId } = await headset();
    const eve = await signedIn(server, DEMO.employee.email);
    const accessory = await accessoryOf(ada, accessoryId);
    expect(accessory).toMatchObject({ name: 'Noise-cancelling headset', total: 6, available: 6 });
    expect(product).toMatchObject({ available: 6, stock: [], accessory: { id: accessoryId, name: 'Noise-cancelling headset', total: 6, available: 6 } });
    expect(await shopAvailable(eve, product.id)).toBe(6);

    // A check-out in Manage is one fewer in the Shop at once.
    await ada.call('POST', `/manage/accessories/${accessoryId}/check-out`, { userId: ada.userId, quantity: 2 });
    expect(await shopAvailable(eve, product.id)).toBe(4);
    // In the cart, not yet paid for.
    await buy(eve, product.id, 1);
    const lines = (await eve.call<{ groups: { lines: { productId: string; available: number }[] }[] }>('GET', '/cart')).body.groups[0]!.lines;
    expect(lines.find((line) => line.productId === product.id)?.available).toBe(4);

    // Receiving or counting is done on the accessory.
    const { organisationId } = await demoOrganisation(server);
    const [warehouse] = await commerce().locations.list(organisationId, { kinds: ['warehouse'] });
    const received = await ada.call<{ code: string }>('POST', `/configure-shop/products/${product.id}/stock/receive`, { locationId: warehouse!.id, quantity: 5 });
    expect([received.status, received.body.code]).toEqual([409, 'stock-kept-in-manage']);
  });

  it('reserves the order on the accessory, gives it back when cancelled, and checks the units out to the buyer when shipped', async () => {
    const { ada, product, accessoryId } = await headset();
    const eve = await signedIn(server, DEMO.employee.email);
    const paid = await (await buy(eve, product.id, 2))();
    expect(paid.status, paid.text).toBe(201);
    expect(await accessoryOf(ada, accessoryId)).toMatchObject({ total: 6, available: 4, reserved: 2, checkouts: [] });
    expect(await shopAvailable(eve, product.id)).toBe(4);

    const order = await approved(ada, paid.body.orders[0]!.id);
    const cancelled = await ada.call<Order>('POST', `/manage-orders/orders/${order.id}/cancellation`, { version: order.version, reason: 'TEST changed mind' });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect((await accessoryOf(ada, accessoryId)).available).toBe(6);

    const again = await approved(ada, (await (await buy(eve, product.id, 2))()).body.orders[0]!.id);
    const shipped = await ada.call<Order>('POST', `/manage-orders/orders/${again.id}/shipments`, { version: again.version, trackingNumber: 'TRK-1', lines: null });
    expect(shipped.status, shipped.text).toBe(201);
    const after = await accessoryOf(ada, accessoryId);
    expect(after).toMatchObject({ total: 6, available: 4, reserved: 0 });
    expect(after.checkouts.map((checkout) => [checkout.person.id, checkout.quantity])).toEqual([[eve.userId, 2]]);
    expect(await shopAvailable(eve, product.id)).toBe(4);
  });

  it("reserves a Device Hub kit's linked components on their accessories", async () => {
    const { ada, accessoryId } = await headset();
    const eve = await signedIn(server, DEMO.employee.email);
    const kits = await ada.call<{ items: AdminProduct[] }>('GET', '/configure-devicehub/products?q=starter');
    const kit = kits.body.items.find((item) => item.name === 'New starter kit')!;
    const paid = await (await buy(eve, kit.id, 1, 'devicehub'))();
    expect(paid.status, paid.text).toBe(201);
    expect((await accessoryOf(ada, accessoryId)).available).toBe(5);
    // With no headset left, no whole kit can be had.
    await ada.call('POST', `/manage/accessories/${accessoryId}/check-out`, { userId: ada.userId, quantity: 5 });
    expect((await ada.call<AdminProduct>('GET', `/configure-devicehub/products/${kit.id}`)).body.available).toBe(0);
  });

  it('sells the last unit once when two people check out at the same moment', async () => {
    const { ada, product, accessoryId } = await headset();
    const eve = await signedIn(server, DEMO.employee.email);
    await ada.call('POST', `/manage/accessories/${accessoryId}/check-out`, { userId: ada.userId, quantity: 5 });
    const [evePays, adaPays] = [await buy(eve, product.id, 1), await buy(ada, product.id, 1)];
    const answers = await Promise.all([evePays(), adaPays()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.code).toBe('out-of-stock');
    expect((await accessoryOf(ada, accessoryId)).available).toBe(0);
    expect(await shopAvailable(eve, product.id)).toBe(0);
  });

  it('is linked and unlinked on its edit page: unlinked, it keeps its own stock again and Manage is untouched', async () => {
    const { ada, product, accessoryId } = await headset();
    const options = await ada.call<{ accessories: { id: string; name: string }[] }>('GET', '/configure-shop/options');
    expect(options.body.accessories.map((accessory) => accessory.name)).toEqual(['Noise-cancelling headset', 'USB-C dock', 'Wireless keyboard']);

    const unlinked = await ada.call<AdminProduct>('PATCH', `/configure-shop/products/${product.id}`, { version: product.version, accessoryId: null });
    expect(unlinked.status, unlinked.text).toBe(200);
    expect(unlinked.body).toMatchObject({ accessory: null, available: 0 });
    expect((await accessoryOf(ada, accessoryId)).available).toBe(6);

    // Back on its own shelves, it cannot be linked again until they are empty.
    const { organisationId } = await demoOrganisation(server);
    const [warehouse] = await commerce().locations.list(organisationId, { kinds: ['warehouse'] });
    expect((await ada.call('POST', `/configure-shop/products/${product.id}/stock/receive`, { locationId: warehouse!.id, quantity: 3 })).status).toBe(200);
    const refused = await ada.call<{ errors: { path: string; code: string }[] }>('PATCH', `/configure-shop/products/${product.id}`, { version: unlinked.body.version, accessoryId });
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toMatchObject([{ path: 'body.accessoryId', code: 'own-stock-held' }]);
    const unknown = await ada.call<{ errors: { path: string; code: string }[] }>('PATCH', `/configure-shop/products/${product.id}`, { version: unlinked.body.version, accessoryId: randomUUID() });
    expect(unknown.body.errors).toMatchObject([{ path: 'body.accessoryId', code: 'unknown-accessory' }]);
  });
});
