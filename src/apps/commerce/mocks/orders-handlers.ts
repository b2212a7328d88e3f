import type { HttpHandler } from 'msw';
import { pageOfItems } from '../../../../contract/app-listing';
import { manageOrderRoutes as manage, ORDER_STORES, storeOrderRoutesBySlug, type OrderStore } from '../../../../contract/apps/commerce/orders-routes';
import { ORDER_EXPORT_CAP } from '../../../../contract/apps/commerce/orders-schemas';
import { ordersCsv } from '../domain/orders-csv';
import { orderCounts } from '../domain/order-tabs';
import { cancelRefusal, fulfilmentOf, linesAfterShipment, nextStatus, type OrderEvent } from '../domain/order-status';
import { mockNotFound, mockRouter, type StaffCaller } from '../../../../tests/mocks/mock-route';
import { newId, type MockState } from '../../../../tests/mocks/mock-state';
import { refused, stale } from './mock-refusals';
import { fulfilForOrder } from './order-stock-mock';
import { ordersDataOf, type MockOrder } from './orders-mock-state';
import { CANCEL_REFUSALS, SERIAL_REFUSALS, SHIPMENT_REFUSALS } from '../domain/order-refusals';
import { deviceHubSupplier, parcelDevices, serialProblem } from '../domain/purchased-devices';
import { manageDataOf } from '../../manage/mocks/mock-state';
import { MANAGE_ORDERS_SLUG } from '../domain/slug';


interface Query {
  page: number;
  pageSize: number;
  q?: string | undefined;
  sort?: string | undefined;
  status?: string | undefined;
}

/** The server's search (a number as typed, or part of the name or address), status filter and sort: newest first unless told. */
function found(orders: readonly MockOrder[], query: Omit<Query, 'page' | 'pageSize'>) {
  const q = query.q?.trim().toLowerCase() ?? '';
  const number = /^#?\d{1,9}$/.test(q) ? Number(q.replace('#', '')) : null;
  const matching = orders.filter(
    (order) => (!query.status || order.status === query.status) && (!q || order.number === number || order.personName.toLowerCase().includes(q) || order.personEmail.toLowerCase().includes(q)),
  );
  const descending = !query.sort || query.sort.startsWith('-');
  const field = (query.sort ?? '-placedAt').replace('-', '');
  const value = (order: MockOrder) => (field === 'total' ? order.totalMinor : field === 'number' ? order.number : Date.parse(order.placedAt));
  return [...matching].sort((a, b) => (descending ? -1 : 1) * (value(a) - value(b)) || b.number - a.number);
}

/** The employee's request history under each storefront, and Manage Orders over the same orders, with their effects on stock and money. */
export function ordersHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  const route = mockRouter(state, baseUrl);
  const data = ordersDataOf(state);
  const inOrganisation = ({ user }: StaffCaller) => data.orders.filter((order) => order.organisationId === user.organisationId);
  const managed = (caller: StaffCaller, id: string) => {
    const order = inOrganisation(caller).find((each) => each.id === id);
    if (!order) throw mockNotFound('order');
    return order;
  };
  /** An order the person placed, through the store they placed it in. */
  const own = (caller: StaffCaller, store: OrderStore, id: string) => {
    const order = managed(caller, id);
    if (order.personId !== caller.user.id || order.kind !== store) throw mockNotFound('order');
    return order;
  };
  const versioned = (order: MockOrder, version: number) => {
    if (order.version !== version) throw stale();
    return order;
  };
  const moved = (order: MockOrder, event: OrderEvent) => {
    const status = nextStatus(order.status, event);
    if (!status) throw refused('not-allowed-now', `An order that is ${order.status} cannot be changed that way.`, { status: order.status, action: event.type });
    return status;
  };
  /** The one cancellation, whoever asks: refused once anything shipped, else stock released, money refunded and the invoice taken back. */
  const cancelled = (caller: StaffCaller, order: MockOrder, reason: string) => {
    const refusal = cancelRefusal(order.status);
    if (refusal) throw refused(refusal, CANCEL_REFUSALS[refusal], { status: order.status });
    const status = moved(order, { type: 'cancel' });
    const given = data.giveBack(order, caller.user);
    const approvalState = order.approvalState === 'pending' ? 'refused' : order.approvalState;
    return data.touch(order, { ...given, status, paymentStatus: 'refunded', approvalState, decisionReason: reason });
  };
  const asAdmin = (caller: StaffCaller, order: MockOrder) => data.view(order, caller.user, 'admin');
  /** The parcel's devices join the fleet, as on the server: a serial refused (or taken in the fleet) refuses the shipment at its field. */
  const receiveDevices = (caller: StaffCaller, order: MockOrder, parcel: readonly { lineId: string; quantity: number }[], serials: readonly { lineId: string; unit: number; serial: string }[]) => {
    const shipped = parcelDevices(order.lines.map((line) => ({ ...line, devices: data.devicesOf(order, line.productId) })), parcel);
    const problem = serialProblem(shipped, serials);
    if (problem) throw refused(problem.problem, SERIAL_REFUSALS[problem.problem], {}, `serials.${problem.index}.serial`);
    if (shipped.length === 0) return;
    const { takenSerials } = manageDataOf(state).receivePurchased(caller, {
      orderId: order.id,
      orderNumber: order.number,
      purchaseDate: order.placedAt.slice(0, 10),
      supplier: deviceHubSupplier(order.number),
      invoiceNumber: order.invoice?.number ?? null,
      devices: shipped.map(({ lineId, unit, device }) => {
        const line = order.lines.find((each) => each.id === lineId)!;
        const serial = serials.find((entry) => entry.lineId === lineId && entry.unit === unit)?.serial ?? null;
        return { lineId, unit, model: device.name, productType: device.productType, serial, costCents: line.productKind === 'product' ? line.unitPriceMinor : null };
      }),
      appSlug: MANAGE_ORDERS_SLUG,
    });
    const taken = serials.findIndex((entry) => takenSerials.includes(entry.serial));
    if (taken >= 0) throw refused('serial-taken', SERIAL_REFUSALS['serial-taken'], { serial: serials[taken]!.serial }, `serials.${taken}.serial`);
  };
  const history = ORDER_STORES.flatMap((store) => {
    const routes = storeOrderRoutesBySlug[store];
    const mine = (caller: StaffCaller) => inOrganisation(caller).filter((order) => order.personId === caller.user.id && order.kind === store);
    return [
      route(routes.listOrders, ({ caller, query }) => {
        const page = pageOfItems(found(mine(caller), query), query);
        return { ...page, items: page.items.map((order) => data.view(order, caller.user, 'owner')) };
      }),
      route(routes.getOrder, ({ caller, params }) => data.view(own(caller, store, params.id), caller.user, 'owner')),
      route(routes.cancelOrder, ({ caller, params, body }) =>
        data.view(cancelled(caller, versioned(own(caller, store, params.id), body.version), body.reason), caller.user, 'owner'),
      ),
    ];
  });
  return [
    ...history,
    route(manage.counts, ({ caller }) => {
      const orders = inOrganisation(caller);
      return { counts: orderCounts((kind) => orders.filter((order) => order.kind === kind).length) };
    }),
    route(manage.exportCsv, ({ caller, query }) => {
      const rows = found(inOrganisation(caller).filter((order) => order.kind === query.kind), query).slice(0, ORDER_EXPORT_CAP);
      return { filename: `orders-${query.kind}-${new Date().toISOString().slice(0, 10)}.csv`, contentType: 'text/csv; charset=utf-8', content: ordersCsv(rows) };
    }),
    route(manage.list, ({ caller, query }) => {
      const page = pageOfItems(found(inOrganisation(caller).filter((order) => order.kind === query.kind), query), query);
      return { ...page, items: page.items.map((order) => asAdmin(caller, order)) };
    }),
    route(manage.get, ({ caller, params }) => asAdmin(caller, managed(caller, params.id))),
    route(manage.addNote, ({ caller, params, body }) => {
      const order = managed(caller, params.id);
      const note = { id: newId(), authorName: caller.user.name, body: body.body, createdAt: new Date().toISOString() };
      return asAdmin(caller, data.touch(order, { notes: [...order.notes, note] }));
    }),
    route(manage.process, ({ caller, params, body }) => {
      const order = versioned(managed(caller, params.id), body.version);
      return asAdmin(caller, data.touch(order, { status: moved(order, { type: 'process' }) }));
    }),
    route(manage.complete, ({ caller, params, body }) => {
      const order = versioned(managed(caller, params.id), body.version);
      const status = moved(order, { type: 'complete' });
      if (order.kind === 'devicehub') manageDataOf(state).handOverPurchased(caller, order.id, order.personId, MANAGE_ORDERS_SLUG);
      return asAdmin(caller, data.touch(order, { status }));
    }),
    route(manage.cancel, ({ caller, params, body }) => asAdmin(caller, cancelled(caller, versioned(managed(caller, params.id), body.version), body.reason))),
    route(manage.decide, ({ caller, params, body }) => {
      const order = managed(caller, params.id);
      if (order.status !== 'awaiting-approval') throw refused('not-pending', 'This order is not awaiting approval.');
      if (!order.approverIds.includes(caller.user.id)) throw refused('not-an-approver', 'You are not an approver of this order.');
      // The first decision decides.
      if (body.decision === 'accepted') {
        const invoice = data.invoice(order);
        const status = moved(order, { type: 'approve' });
        return asAdmin(caller, data.touch(order, { status, approvalState: 'accepted', paymentStatus: 'paid', invoice: { id: invoice.id, number: invoice.number } }));
      }
      const status = moved(order, { type: 'decline' });
      data.giveBack(order, caller.user);
      return asAdmin(caller, data.touch(order, { status, approvalState: 'refused', paymentStatus: 'refunded', decisionReason: body.reason?.trim() || null }));
    }),
    route(manage.ship, ({ caller, params, body }) => {
      const order = versioned(managed(caller, params.id), body.version);
      const after = linesAfterShipment(order.lines, body.lines);
      if ('problem' in after) throw refused(after.problem, SHIPMENT_REFUSALS[after.problem]);
      const fulfilment = fulfilmentOf(after.lines);
      const status = moved(order, { type: 'ship', fulfilment });
      const parcel = after.lines
        .map((line, index) => ({ lineId: line.id, quantity: line.shippedQuantity - order.lines[index]!.shippedQuantity }))
        .filter((line) => line.quantity > 0);
      receiveDevices(caller, order, parcel, body.serials ?? []);
      const shipment = { id: newId(), carrier: body.carrier ?? null, trackingNumber: body.trackingNumber, lines: parcel, shippedAt: new Date().toISOString() };
      if (fulfilment === 'shipped') fulfilForOrder(state, order.id, caller.user, order.personId);
      return asAdmin(caller, data.touch(order, { status, fulfilmentStatus: fulfilment, lines: after.lines, shipments: [...order.shipments, shipment] }));
    }),
  ];
}
