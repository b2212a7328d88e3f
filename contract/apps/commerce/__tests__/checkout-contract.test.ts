import { describe, expect, it } from 'vitest';
import { ProblemTypes, type Problem } from '../../../problem';
import { cartRoutesByMount } from '../cart-routes';
import { catalogueRoutesOf } from '../catalogue-routes';
import { manageOrderRoutes, ORDER_STORES, storeOrderRoutesBySlug, type OrderStore } from '../orders-routes';
import { createManageAccessory, getManageAccessory } from '../../manage/inventory-routes';
import { addManagePlace } from '../../manage/place-routes';
import { MOCK_DEMO } from '../../../../tests/mocks/handlers';
import { mockServer, realServer, type Backend } from '../../../../tests/contract/backends';
import { contractSuite } from '../../../../tests/contract/contract-suite';
import { commerceArrange, EVE_CREDITS_MINOR, EVE_WALLET_MINOR, invoiceNumber, UNKNOWN_ID } from './commerce-arrange';

const otherStore = (store: OrderStore): OrderStore => (store === 'shop' ? 'devicehub' : 'shop');
const ruleOf = ({ code, params }: Problem) => ({ code, params });

/**
 * Paying the cart through either storefront, and the person's own orders there, on the server and the mocks alike:
 * one order per store, its stock reserved, its money taken and invoiced, a retry answered with the first orders, and
 * each refusal the pay page words, after which nothing is charged and the cart is kept.
 */
describe.each([realServer(), mockServer()])('paying and one’s own orders on $name', (backend: Backend) => {
  const calls = contractSuite(backend, MOCK_DEMO.employee.email);
  const { ok, problem, tokenOf } = calls;
  const arrange = commerceArrange(calls);

  /** The admin stocks a product in each store; Eve puts two of the Shop's and one of Device Hub's in her cart. */
  async function cartOfBothStores(via: OrderStore) {
    const admin = await tokenOf(MOCK_DEMO.admin.email);
    const asAdmin = commerceArrange({ ok: (route, request = {}) => ok(route, { token: admin, ...request }) });
    const cable = await asAdmin.stocked('shop', 'Contract cable', 1_250, 5);
    const phone = await asAdmin.stocked('devicehub', 'Contract phone', 30_000, 3);
    const eve = await tokenOf(MOCK_DEMO.employee.email);
    await arrange.fill(via, eve, [
      { productId: phone.id, quantity: 1 },
      { productId: cable.id, quantity: 2 },
    ]);
    return { admin, cable, phone };
  }

  it.each(ORDER_STORES)('through %s: pays the whole cart once per key, one order per store, invoiced and cancellable by its owner', async (store) => {
    const api = storeOrderRoutesBySlug[store];
    const { admin, cable, phone } = await cartOfBothStores(store);
    const summary = await ok(api.getCheckout);
    expect(summary).toMatchObject({
      currency: 'EUR',
      approvalThresholdMinor: 50_000,
      groups: [
        { store: 'shop', lines: [{ productId: cable.id, kind: 'product', name: 'Contract cable', quantity: 2, unitPriceMinor: 1_250, lineTotalMinor: 2_500 }], totalMinor: 2_500, needsApproval: false },
        { store: 'devicehub', lines: [{ productId: phone.id, kind: 'product', name: 'Contract phone', quantity: 1, unitPriceMinor: 30_000, lineTotalMinor: 30_000 }], totalMinor: 30_000, needsApproval: false },
      ],
      totalMinor: 32_500,
      walletBalanceMinor: EVE_WALLET_MINOR,
      creditsBalanceMinor: EVE_CREDITS_MINOR,
    });
    expect(summary.addresses.map(({ id: _id, ...address }) => address)).toEqual([
      { kind: 'office', name: 'Berlin office', line1: 'Friedrichstraße 68', line2: null, postcode: '10117', city: 'Berlin', country: 'DE', isDefault: true },
      { kind: 'warehouse', name: 'Hamburg warehouse', line1: 'Am Sandtorkai 50', line2: null, postcode: '20457', city: 'Hamburg', country: 'DE', isDefault: false },
      { kind: 'office', name: 'London office', line1: '1 Finsbury Avenue', line2: null, postcode: 'EC2M 2PF', city: 'London', country: 'GB', isDefault: false },
      { kind: 'office', name: 'Paris office', line1: '12 Rue de la Paix', line2: null, postcode: '75002', city: 'Paris', country: 'FR', isDefault: false },
    ]);

    const office = summary.addresses[0]!;
    const request = { idempotencyKey: `contract-${store}-1`, paymentMethod: 'wallet' as const, locationId: office.id };
    const paid = await ok(api.pay, { body: request });
    expect(paid.orders).toMatchObject([
      // Placed, then invoiced: its second version.
      { number: 1, kind: 'shop', status: 'ordered', paymentStatus: 'paid', fulfilmentStatus: 'unfulfilled', paymentMethod: 'wallet', approvalState: 'none', currency: 'EUR', totalMinor: 2_500, itemCount: 2, personName: MOCK_DEMO.employee.name, personEmail: MOCK_DEMO.employee.email, version: 2 },
      { number: 2, kind: 'devicehub', status: 'ordered', paymentStatus: 'paid', totalMinor: 30_000, itemCount: 1, version: 2 },
    ]);
    // A retry with the key answers the first orders and charges nothing more.
    expect(await ok(api.pay, { body: request })).toEqual(paid);
    const after = await ok(api.getCheckout);
    expect(after).toMatchObject({ groups: [], totalMinor: 0, walletBalanceMinor: EVE_WALLET_MINOR - 32_500 });
    expect(await ok(cartRoutesByMount.cart.getCart)).toEqual({ groups: [], count: 0 });
    expect(ruleOf(await problem(api.pay, { body: { ...request, idempotencyKey: `contract-${store}-2` } }, 409, ProblemTypes.conflict))).toEqual({ code: 'cart-empty', params: {} });

    const mine = paid.orders.find((order) => order.kind === store)!;
    const theirs = paid.orders.find((order) => order.kind !== store)!;
    const history = await ok(api.listOrders);
    expect(history).toMatchObject({ total: 1, items: [{ id: mine.id, kind: store }] });
    const params = { id: mine.id };
    const detail = await ok(api.getOrder, { params });
    expect(detail).toMatchObject({
      ...mine,
      deliveryAddress: { source: 'location', locationId: office.id, name: 'Berlin office', line1: 'Friedrichstraße 68', line2: null, postcode: '10117', city: 'Berlin', country: 'DE' },
      shipments: [],
      notes: [],
      decisionReason: null,
      invoice: { number: invoiceNumber(store === 'shop' ? 2 : 3) },
      creditNote: null,
      actions: ['cancel'],
    });
    expect(detail.lines).toEqual([expect.objectContaining({ productId: store === 'shop' ? cable.id : phone.id, shippedQuantity: 0 })]);
    await problem(api.getOrder, { params: { id: theirs.id } }, 404, ProblemTypes.notFound);
    await problem(storeOrderRoutesBySlug[otherStore(store)].cancelOrder, { params, body: { version: mine.version, reason: 'Wrong store' } }, 404, ProblemTypes.notFound);
    // Another person's order is not one's own.
    await problem(api.getOrder, { token: admin, params }, 404, ProblemTypes.notFound);

    await problem(api.cancelOrder, { params, body: { version: mine.version - 1, reason: 'Stale' } }, 412, ProblemTypes.staleVersion);
    await problem(api.cancelOrder, { params, body: { version: mine.version, reason: '' } }, 400, ProblemTypes.validation);
    const cancelled = await ok(api.cancelOrder, { params, body: { version: mine.version, reason: 'Ordered by mistake' } });
    expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', approvalState: 'none', decisionReason: 'Ordered by mistake', creditNote: { number: invoiceNumber(4) }, actions: [], version: mine.version + 1 });
    const again = await problem(api.cancelOrder, { params, body: { version: cancelled.version, reason: 'Twice' } }, 409, ProblemTypes.conflict);
    expect(ruleOf(again)).toEqual({ code: 'not-allowed-now', params: { status: 'cancelled' } });
    expect((await ok(api.getCheckout)).walletBalanceMinor).toBe(EVE_WALLET_MINOR - 32_500 + mine.totalMinor);
    // The units it reserved are free again.
    const product = store === 'shop' ? cable : phone;
    const stock = await ok(catalogueRoutesOf(store).getStockHistory, { token: admin, params: { id: product.id } });
    expect(stock.movements.map(({ kind, quantity, orderId }) => ({ kind, quantity, orderId }))).toEqual([
      { kind: 'released', quantity: mine.itemCount, orderId: mine.id },
      { kind: 'reserved', quantity: mine.itemCount, orderId: mine.id },
      { kind: 'received', quantity: store === 'shop' ? 5 : 3, orderId: null },
    ]);
  });

  it.each(ORDER_STORES)('through %s: refuses each way a payment cannot go through, charging nothing and keeping the cart', async (store) => {
    const api = storeOrderRoutesBySlug[store];
    const { admin, cable, phone } = await cartOfBothStores(store);
    const office = await arrange.office(store, await tokenOf(MOCK_DEMO.employee.email));
    const pay = (paymentMethod: 'wallet' | 'credits' | 'company', locationId = office.id) => ({ body: { idempotencyKey: `contract-${store}-${paymentMethod}`, paymentMethod, locationId } });
    const refusal = async (request: ReturnType<typeof pay>) => ruleOf(await problem(api.pay, request, 409, ProblemTypes.conflict));

    expect(await refusal(pay('wallet', UNKNOWN_ID))).toEqual({ code: 'unknown-address', params: {} });
    // A site Manage named without an address is no destination until completed in Locations: not offered, and refused.
    const depot = await ok(addManagePlace, { token: admin, body: { name: 'QA depot' } });
    expect((await ok(api.getCheckout)).addresses.map((address) => address.id)).not.toContain(depot.id);
    expect(await refusal(pay('wallet', depot.id))).toEqual({ code: 'address-missing', params: {} });
    const cash = await problem(api.pay, { body: { ...pay('wallet').body, paymentMethod: 'cash' } }, 400, ProblemTypes.validation);
    expect(cash.errors?.map((error) => error.path)).toEqual(['body.paymentMethod']);
    // The Shop's order is charged first; what is left of Eve's credits falls short of Device Hub's.
    expect(await refusal(pay('credits'))).toEqual({ code: 'insufficient-funds', params: { method: 'credits', balanceMinor: EVE_CREDITS_MINOR - 2_500, totalMinor: 30_000 } });

    await arrange.fill(store, await tokenOf(MOCK_DEMO.employee.email), [{ productId: phone.id, quantity: 2 }]);
    // Above the approval threshold the money is held all the same, so the wallet must cover it.
    expect(await refusal(pay('wallet'))).toEqual({ code: 'insufficient-funds', params: { method: 'wallet', balanceMinor: EVE_WALLET_MINOR - 2_500, totalMinor: 90_000 } });
    await arrange.fill(store, await tokenOf(MOCK_DEMO.employee.email), [{ productId: cable.id, quantity: 4 }]);
    expect(await refusal(pay('company'))).toEqual({ code: 'out-of-stock', params: { products: 'Contract cable' } });
    await ok(cartRoutesByMount[store].setCartQuantity, { params: { productId: cable.id }, body: { quantity: 5 } });

    await ok(catalogueRoutesOf('devicehub').updateProduct, { token: admin, params: { id: phone.id }, body: { version: phone.version, active: false } });
    expect(await refusal(pay('company'))).toEqual({ code: 'unavailable-product', params: { name: 'Contract phone' } });
    await problem(api.getCheckout, {}, 409, ProblemTypes.conflict);

    // Nothing was taken: the wallet, the credits, the stock and the orders are as they were, and so is the cart.
    await ok(cartRoutesByMount[store].removeFromCart, { params: { productId: phone.id } });
    expect(await ok(api.getCheckout)).toMatchObject({ totalMinor: 6_250, walletBalanceMinor: EVE_WALLET_MINOR, creditsBalanceMinor: EVE_CREDITS_MINOR });
    expect((await ok(api.listOrders)).total).toBe(0);
    expect((await ok(catalogueRoutesOf('shop').getProduct, { token: admin, params: { id: cable.id } })).available).toBe(5);

    // The cart holds products, not prices: paying charges what they cost now. The company account pays without a balance.
    await ok(catalogueRoutesOf('shop').updateProduct, { token: admin, params: { id: cable.id }, body: { version: cable.version, priceMinor: 1_500 } });
    const byCompany = await ok(api.pay, pay('company'));
    expect(byCompany.orders).toMatchObject([{ kind: 'shop', paymentMethod: 'company', totalMinor: 7_500, status: 'ordered', paymentStatus: 'paid' }]);
    expect(await ok(api.getCheckout)).toMatchObject({ groups: [], walletBalanceMinor: EVE_WALLET_MINOR, creditsBalanceMinor: EVE_CREDITS_MINOR });
  });

  it('sells a product linked to a Manage accessory from its count: reserved on paying, back when cancelled, the buyer’s when shipped', async () => {
    const admin = await tokenOf(MOCK_DEMO.admin.email);
    const asAdmin = { token: admin };
    const accessory = await ok(createManageAccessory, { ...asAdmin, body: { name: 'Contract adapter', category: 'Adapters', total: 3 } });
    const options = await ok(catalogueRoutesOf('shop').getOptions, asAdmin);
    expect(options.accessories.find((each) => each.id === accessory.id)).toEqual({ id: accessory.id, name: 'Contract adapter', category: 'Adapters', total: 3, available: 3 });
    const adapter = await ok(catalogueRoutesOf('shop').createProduct, { ...asAdmin, body: { name: 'Contract adapter', priceMinor: 1_000, currency: 'EUR', accessoryId: accessory.id } });
    expect(adapter).toMatchObject({ stock: [], available: 3, accessory: { id: accessory.id, name: 'Contract adapter', total: 3, available: 3 } });
    const warehouse = options.locations.find((location) => location.isDefaultStock)!;
    const receive = await problem(catalogueRoutesOf('shop').receiveStock, { ...asAdmin, params: { id: adapter.id }, body: { locationId: warehouse.id, quantity: 1 } }, 409, ProblemTypes.conflict);
    expect(receive.code).toBe('stock-kept-in-manage');
    const left = async () => (await ok(getManageAccessory, { ...asAdmin, params: { id: accessory.id } })).available;

    const api = storeOrderRoutesBySlug.shop;
    const payFor = async (quantity: number, key: string) => {
      await arrange.fill('shop', await tokenOf(MOCK_DEMO.employee.email), [{ productId: adapter.id, quantity }]);
      return { body: { idempotencyKey: key, paymentMethod: 'wallet' as const, locationId: (await arrange.office('shop', await tokenOf(MOCK_DEMO.employee.email))).id } };
    };
    const [first] = (await ok(api.pay, await payFor(1, 'contract-linked-1'))).orders;
    expect(await left()).toBe(2);
    await ok(api.cancelOrder, { params: { id: first!.id }, body: { version: first!.version, reason: 'Ordered by mistake' } });
    expect(await left()).toBe(3);

    const [second] = (await ok(api.pay, await payFor(3, 'contract-linked-2'))).orders;
    expect(await ok(getManageAccessory, { ...asAdmin, params: { id: accessory.id } })).toMatchObject({ available: 0, reserved: 3, checkouts: [] });
    expect((await ok(catalogueRoutesOf('shop').getProduct, { ...asAdmin, params: { id: adapter.id } })).available).toBe(0);
    expect(ruleOf(await problem(api.pay, await payFor(1, 'contract-linked-3'), 409, ProblemTypes.conflict))).toEqual({ code: 'out-of-stock', params: { products: 'Contract adapter' } });
    await ok(manageOrderRoutes.ship, { ...asAdmin, params: { id: second!.id }, body: { version: second!.version, trackingNumber: 'TRK-1', lines: null } });
    const shipped = await ok(getManageAccessory, { ...asAdmin, params: { id: accessory.id } });
    expect(shipped).toMatchObject({ total: 3, available: 0, reserved: 0 });
    expect(shipped.checkouts.map((checkout) => [checkout.person.email, checkout.quantity])).toEqual([[MOCK_DEMO.employee.email, 3]]);

    const unlinked = await ok(catalogueRoutesOf('shop').updateProduct, { ...asAdmin, params: { id: adapter.id }, body: { version: adapter.version, accessoryId: null } });
    expect(unlinked).toMatchObject({ accessory: null, available: 0 });
    const unknown = await problem(catalogueRoutesOf('shop').updateProduct, { ...asAdmin, params: { id: adapter.id }, body: { version: unlinked.version, accessoryId: UNKNOWN_ID } }, 409, ProblemTypes.conflict);
    expect(unknown.errors?.map(({ path, code }) => ({ path, code }))).toEqual([{ path: 'body.accessoryId', code: 'unknown-accessory' }]);
  });
});
