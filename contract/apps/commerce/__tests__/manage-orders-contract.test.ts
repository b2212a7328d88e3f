import { describe, expect, it } from 'vitest';
import { ProblemTypes, type Problem } from '../../../problem';
import { catalogueRoutesOf, createDeviceHubKit } from '../catalogue-routes';
import { manageOrderRoutes as manage, storeOrderRoutesBySlug } from '../orders-routes';
import { walletRoutes } from '../wallet-routes';
import { createManageAsset, getManageAsset, listManageAssetActivity } from '../../manage/routes';
import { MOCK_DEMO } from '../../../../tests/mocks/handlers';
import { mockServer, realServer, type Backend } from '../../../../tests/contract/backends';
import { contractSuite } from '../../../../tests/contract/contract-suite';
import { commerceArrange, EVE_WALLET_MINOR, invoiceNumber, UNKNOWN_ID } from './commerce-arrange';

const ruleOf = ({ code, params }: Problem) => ({ code, params });

/**
 * Manage Orders on the server and the mocks alike: the tabs, the search and the export, an approver's decision
 * (made once), preparing, shipping in parcels, completing and cancelling, each at the version read, with every
 * refusal the order page words; and what each move does to the stock and the money.
 */
describe.each([realServer(), mockServer()])('Manage Orders on $name', (backend: Backend) => {
  const calls = contractSuite(backend);
  const { ok, problem, tokenOf } = calls;
  const arrange = commerceArrange(calls);

  /** Eve pays `quantity` desks at 300.00 (above the 500.00 threshold from two on), with her wallet unless told. */
  async function eveOrders(quantity: number, { desk, paymentMethod = 'wallet' }: { desk?: { id: string }; paymentMethod?: 'wallet' | 'company' } = {}) {
    const product = desk ?? (await arrange.stocked('shop', 'Contract desk', 30_000, 4));
    const eve = await tokenOf(MOCK_DEMO.employee.email);
    await arrange.fill('shop', eve, [{ productId: product.id, quantity }]);
    const office = await arrange.office('shop', eve);
    const { orders } = await ok(storeOrderRoutesBySlug.shop.pay, { token: eve, body: { idempotencyKey: `contract-${quantity}-${product.id}`, paymentMethod, locationId: office.id } });
    return { eve, desk: product, order: orders[0]! };
  }

  it('approves once, then prepares, ships in parcels and completes; nothing shipped is cancelled', async () => {
    const { eve, desk, order } = await eveOrders(2);
    expect(order).toMatchObject({ number: 1, status: 'awaiting-approval', paymentStatus: 'held', approvalState: 'pending', totalMinor: 60_000, version: 1 });
    const params = { id: order.id };
    const waiting = await ok(manage.get, { params });
    expect(waiting).toMatchObject({ invoice: null, actions: ['approve', 'decline', 'cancel'], version: order.version });
    // Held already: the wallet paid it when it was placed.
    expect((await ok(walletRoutes.summary, { token: eve })).balanceMinor).toBe(EVE_WALLET_MINOR - 60_000);

    const noReason = await problem(manage.decide, { params, body: { decision: 'refused' } }, 400, ProblemTypes.validation);
    expect(noReason.errors?.map((error) => error.path)).toEqual(['body.reason']);
    const approved = await ok(manage.decide, { params, body: { decision: 'accepted' } });
    expect(approved).toMatchObject({ status: 'ordered', approvalState: 'accepted', paymentStatus: 'paid', decisionReason: null, invoice: { number: invoiceNumber(2) }, actions: ['process', 'ship', 'cancel'] });
    expect(ruleOf(await problem(manage.decide, { params, body: { decision: 'refused', reason: 'Too late' } }, 409, ProblemTypes.conflict))).toEqual({ code: 'not-pending', params: {} });
    expect((await ok(storeOrderRoutesBySlug.shop.getOrder, { token: eve, params })).actions).toEqual(['cancel']);

    await problem(manage.process, { params, body: { version: order.version } }, 412, ProblemTypes.staleVersion);
    const processing = await ok(manage.process, { params, body: { version: approved.version } });
    expect(processing).toMatchObject({ status: 'processing', actions: ['ship', 'cancel'] });
    expect(ruleOf(await problem(manage.process, { params, body: { version: processing.version } }, 409, ProblemTypes.conflict))).toEqual({
      code: 'not-allowed-now',
      params: { status: 'processing', action: 'process' },
    });

    const line = processing.lines[0]!;
    const parcel = (lines: { lineId: string; quantity: number }[] | null, version = processing.version) => ({ params, body: { version, trackingNumber: 'TRK-1', carrier: 'DHL', lines } });
    expect(ruleOf(await problem(manage.ship, parcel([{ lineId: line.id, quantity: 3 }]), 409))).toEqual({ code: 'more-than-ordered', params: {} });
    expect(ruleOf(await problem(manage.ship, parcel([{ lineId: UNKNOWN_ID, quantity: 1 }]), 409))).toEqual({ code: 'unknown-line', params: {} });
    const partly = await ok(manage.ship, parcel([{ lineId: line.id, quantity: 1 }]));
    expect(partly).toMatchObject({ status: 'partially-shipped', fulfilmentStatus: 'partially-shipped', lines: [{ id: line.id, shippedQuantity: 1 }], shipments: [{ carrier: 'DHL', trackingNumber: 'TRK-1', lines: [{ lineId: line.id, quantity: 1 }] }] });

    const cancel = { params, body: { version: partly.version, reason: 'Changed my mind' } };
    expect(ruleOf(await problem(manage.cancel, cancel, 409, ProblemTypes.conflict))).toEqual({ code: 'already-shipped', params: { status: 'partially-shipped' } });
    expect(ruleOf(await problem(storeOrderRoutesBySlug.shop.cancelOrder, { ...cancel, token: eve }, 409, ProblemTypes.conflict)).code).toBe('already-shipped');
    expect(ruleOf(await problem(manage.complete, { params, body: { version: partly.version } }, 409)).code).toBe('not-allowed-now');

    const shipped = await ok(manage.ship, { params, body: { version: partly.version, trackingNumber: 'TRK-2', lines: null } });
    expect(shipped).toMatchObject({ status: 'shipped', fulfilmentStatus: 'shipped', lines: [{ shippedQuantity: 2 }], actions: ['complete'] });
    expect(shipped.shipments.map((each) => [each.trackingNumber, each.carrier, each.lines])).toEqual([
      ['TRK-1', 'DHL', [{ lineId: line.id, quantity: 1 }]],
      ['TRK-2', null, [{ lineId: line.id, quantity: 1 }]],
    ]);
    expect(ruleOf(await problem(manage.ship, { params, body: { version: shipped.version, trackingNumber: 'TRK-3', lines: null } }, 409)).code).toBe('nothing-to-ship');
    const completed = await ok(manage.complete, { params, body: { version: shipped.version } });
    expect(completed).toMatchObject({ status: 'completed', actions: [] });

    // Two desks left the warehouse: reserved when placed, fulfilled once everything shipped.
    const stock = await ok(catalogueRoutesOf('shop').getStockHistory, { params: { id: desk.id } });
    expect(stock).toMatchObject({ stock: [{ onHand: 2, reserved: 0, available: 2 }] });
    expect(stock.movements.map(({ kind, quantity }) => [kind, quantity])).toEqual([
      ['fulfilled', 2],
      ['reserved', 2],
      ['received', 4],
    ]);
  });

  it('declines with a reason, giving back the stock and the money; an admin cancels with a credit note', async () => {
    const { eve, desk, order } = await eveOrders(2);
    const params = { id: order.id };
    const declined = await ok(manage.decide, { params, body: { decision: 'refused', reason: 'Over budget' } });
    expect(declined).toMatchObject({ status: 'declined', approvalState: 'refused', paymentStatus: 'refunded', decisionReason: 'Over budget', invoice: null, creditNote: null, actions: [] });
    expect(ruleOf(await problem(manage.decide, { params, body: { decision: 'accepted' } }, 409)).code).toBe('not-pending');
    expect((await ok(walletRoutes.summary, { token: eve })).balanceMinor).toBe(EVE_WALLET_MINOR);
    expect((await ok(catalogueRoutesOf('shop').getProduct, { params: { id: desk.id } })).available).toBe(4);

    const small = (await eveOrders(1, { desk })).order;
    expect(small).toMatchObject({ number: 2, status: 'ordered', approvalState: 'none' });
    await problem(manage.cancel, { params: { id: small.id }, body: { version: small.version + 1, reason: 'Duplicate' } }, 412, ProblemTypes.staleVersion);
    const cancelled = await ok(manage.cancel, { params: { id: small.id }, body: { version: small.version, reason: 'Duplicate' } });
    // The invoice of order 2 was the year's second; its credit note is the third.
    expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', decisionReason: 'Duplicate', invoice: { number: invoiceNumber(2) }, creditNote: { number: invoiceNumber(3) }, actions: [] });
    expect((await ok(walletRoutes.summary, { token: eve })).balanceMinor).toBe(EVE_WALLET_MINOR);
    await problem(manage.get, { params: { id: UNKNOWN_ID } }, 404, ProblemTypes.notFound);
  });

  it('lists one kind per tab, searches by number or name, filters by status, exports the list and keeps notes', async () => {
    const { desk, order: first } = await eveOrders(1, { paymentMethod: 'company' });
    const second = (await eveOrders(2, { desk })).order;
    const list = (query: Record<string, string>) => ok(manage.list, { query: { kind: 'shop', ...query } }).then((page) => page.items.map((item) => item.number));
    expect(await list({})).toEqual([second.number, first.number]);
    expect(await list({ sort: 'total' })).toEqual([first.number, second.number]);
    expect(await list({ q: `#${first.number}` })).toEqual([first.number]);
    expect(await list({ q: 'EVE EMPLOYEE' })).toEqual([second.number, first.number]);
    expect(await list({ status: 'awaiting-approval' })).toEqual([second.number]);
    expect(await list({ kind: 'devicehub' })).toEqual([]);
    await problem(manage.list, { query: {} }, 400, ProblemTypes.validation);
    expect((await ok(manage.counts)).counts).toEqual({ shop: 2, devicehub: 0, buyback: 0, corporate: 0, campaign: 0 });

    const csv = await ok(manage.exportCsv, { query: { kind: 'shop', status: 'ordered' } });
    expect(csv.filename).toMatch(/^orders-shop-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.contentType).toMatch(/^text\/csv/);
    const [header, ...rows] = csv.content.trim().split(/\r?\n/);
    expect(header).toBe('number,kind,placed_at,person,email,status,payment_status,fulfilment_status,payment_method,total_minor,currency');
    expect(rows.map((row) => row.replace(/,\d{4}-[^,]+Z,/, ',<placed>,'))).toEqual([`${first.number},shop,<placed>,Eve Employee,${MOCK_DEMO.employee.email},ordered,paid,unfulfilled,company,30000,EUR`]);

    const noted = await ok(manage.addNote, { params: { id: first.id }, body: { body: 'Left at the front desk' } });
    expect(noted.notes).toEqual([expect.objectContaining({ authorName: MOCK_DEMO.admin.name, body: 'Left at the front desk' })]);
    expect(noted.version).toBe(first.version + 1);
    await problem(manage.addNote, { params: { id: UNKNOWN_ID }, body: { body: 'Lost' } }, 404, ProblemTypes.notFound);
    await problem(manage.list, { token: await tokenOf(MOCK_DEMO.employee.email), query: { kind: 'shop' } }, 403);
    await problem(manage.counts, { token: await tokenOf(MOCK_DEMO.employee.email) }, 403);
  });

  it('reserves a kit’s components for its order, which a count of the shelf cannot go below', async () => {
    const dock = await arrange.stocked('shop', 'Contract dock', 5_000, 3);
    const kit = await ok(createDeviceHubKit, { body: { name: 'Contract kit', priceMinor: 12_000, currency: 'EUR', components: [{ productId: dock.id, quantity: 2 }] } });
    const eve = await tokenOf(MOCK_DEMO.employee.email);
    await arrange.fill('devicehub', eve, [{ productId: kit.id, quantity: 1 }]);
    const office = await arrange.office('devicehub', eve);
    const { orders } = await ok(storeOrderRoutesBySlug.devicehub.pay, { token: eve, body: { idempotencyKey: 'contract-kit', paymentMethod: 'credits', locationId: office.id } });
    expect(orders).toMatchObject([{ kind: 'devicehub', paymentMethod: 'credits', status: 'ordered', totalMinor: 12_000 }]);

    const history = await ok(catalogueRoutesOf('devicehub').getStockHistory, { params: { id: kit.id } });
    expect(history).toMatchObject({ available: 0, movements: [{ kind: 'reserved', quantity: 2, product: { id: dock.id }, kit: { id: kit.id, name: 'Contract kit' }, orderId: orders[0]!.id }] });
    const warehouse = await arrange.defaultStockLocation('shop');
    const below = await problem(catalogueRoutesOf('shop').adjustStock, { params: { id: dock.id }, body: { locationId: warehouse.id, counted: 1 } }, 409, ProblemTypes.conflict);
    expect(below).toMatchObject({ code: 'count-below-reserved', params: { reserved: 2 }, errors: [{ path: 'body.counted', code: 'count-below-reserved' }] });
    expect((await ok(walletRoutes.summary, { token: eve })).credits).toMatchObject({ remainingMinor: 30_000 - 12_000 });
  });

  it('adds a Device Hub order’s shipped laptops to the fleet with their serials, refuses a taken serial, and hands them over on completion', async () => {
    const laptop = await arrange.stocked('devicehub', 'Contract laptop', 20_000, 3);
    const eve = await tokenOf(MOCK_DEMO.employee.email);
    await arrange.fill('devicehub', eve, [{ productId: laptop.id, quantity: 2 }]);
    const office = await arrange.office('devicehub', eve);
    const { orders } = await ok(storeOrderRoutesBySlug.devicehub.pay, { token: eve, body: { idempotencyKey: 'contract-fleet', paymentMethod: 'company', locationId: office.id } });
    const params = { id: orders[0]!.id };
    const order = await ok(manage.get, { params });
    const line = order.lines[0]!;
    expect(order).toMatchObject({ status: 'ordered', assets: [], lines: [{ devices: [{ name: 'Contract laptop', productType: 'laptop' }] }] });
    await ok(createManageAsset, { body: { assetTag: 'CONTRACT-OLD', serial: 'CT-TAKEN', productType: 'laptop', model: 'Old laptop' } });

    const parcel = (version: number, serials: { unit: number; serial: string }[], lines: { lineId: string; quantity: number }[] | null = null) => ({
      params,
      body: { version, trackingNumber: 'TRK-1', lines, serials: serials.map((entry) => ({ lineId: line.id, ...entry })) },
    });
    const taken = await problem(manage.ship, parcel(order.version, [{ unit: 0, serial: 'CT-1' }, { unit: 1, serial: 'CT-TAKEN' }]), 409, ProblemTypes.conflict);
    expect(ruleOf(taken)).toEqual({ code: 'serial-taken', params: { serial: 'CT-TAKEN' } });
    expect(taken.errors).toMatchObject([{ path: 'body.serials.1.serial', code: 'serial-taken' }]);
    expect(ruleOf(await problem(manage.ship, parcel(order.version, [{ unit: 0, serial: 'CT-1' }, { unit: 1, serial: 'CT-1' }]), 409))).toEqual({ code: 'serial-repeated', params: {} });
    expect(await ok(manage.get, { params })).toMatchObject({ version: order.version, assets: [], lines: [{ shippedQuantity: 0 }] });

    const partly = await ok(manage.ship, parcel(order.version, [{ unit: 0, serial: 'CT-1' }], [{ lineId: line.id, quantity: 1 }]));
    expect(partly.assets).toEqual([{ id: expect.any(String), assetTag: `DH${order.number}-1`, serial: 'CT-1', lineId: line.id, unit: 0 }]);
    const shipped = await ok(manage.ship, parcel(partly.version, []));
    expect(shipped.assets.map(({ assetTag, serial, unit }) => [assetTag, serial, unit])).toEqual([
      [`DH${order.number}-1`, 'CT-1', 0],
      [`DH${order.number}-2`, null, 1],
    ]);
    const asset = await ok(getManageAsset, { params: { id: shipped.assets[0]!.id } });
    expect(asset).toMatchObject({
      model: 'Contract laptop',
      productType: 'laptop',
      status: 'in-stock',
      assignee: null,
      costCents: 20_000,
      supplier: `Device Hub order #${order.number}`,
      purchaseDate: order.placedAt.slice(0, 10),
      invoiceNumber: order.invoice!.number,
    });

    await ok(manage.complete, { params, body: { version: shipped.version } });
    expect(await ok(getManageAsset, { params: { id: shipped.assets[1]!.id } })).toMatchObject({ status: 'deployed', assignee: { email: MOCK_DEMO.employee.email } });
    const history = await ok(listManageAssetActivity, { params: { id: asset.id }, query: { page: '1', pageSize: '10' } });
    expect(history.items.map(({ action, appSlug }) => [action, appSlug])).toEqual([
      ['asset.checked-out', 'manage-orders'],
      ['asset.bought', 'manage-orders'],
    ]);
    expect(history.items[1]!.after).toMatchObject({ orderNumber: order.number, serial: 'CT-1' });
  });
});
