import type { HttpHandler } from 'msw';
import { pageOfItems } from '../../../../contract/app-listing';
import { manageOrderRoutes as manage, ORDER_STORES, storeOrderRoutesBySlug } from '../../../../contract/apps/commerce/orders-routes';
import { ProblemTypes } from '../../../../contract/problem';
import { cancelRefusal, fulfilmentOf, linesAfterShipment, nextStatus, type OrderEvent } from '../domain/order-status';
import { MockProblem, mockNotFound, mockRouter, type StaffCaller } from '../../../../tests/mocks/mock-route';
import { newId, type MockState } from '../../../../tests/mocks/mock-state';
import { ordersDataOf, type MockOrder } from './orders-mock-state';

const refused = (code: string, title: string) => new MockProblem(409, ProblemTypes.conflict, title, undefined, { code, params: {} });
const stale = () => new MockProblem(412, ProblemTypes.staleVersion, 'The record changed since you read it');

interface Query {
  page: number;
  pageSize: number;
  q?: string | undefined;
  sort?: string | undefined;
  status?: string | undefined;
}

/** Search by number, name or email, the status filter and the sort, like the server's lists. */
function listed(orders: readonly MockOrder[], query: Query) {
  const q = query.q?.toLowerCase().replace(/^#/, '') ?? '';
  const found = orders.filter(
    (order) => (!query.status || order.status === query.status) && (!q || `${order.number} ${order.personName} ${order.personEmail}`.toLowerCase().includes(q)),
  );
  const sort = query.sort ?? '-placedAt';
  const direction = sort.startsWith('-') ? -1 : 1;
  const field = sort.replace(/^-/, '');
  const value = (order: MockOrder) => (field === 'total' ? order.totalMinor : field === 'number' ? order.number : Date.parse(order.placedAt));
  return pageOfItems([...found].sort((a, b) => direction * (value(a) - value(b)) || b.number - a.number), query);
}

/** The employee's request history under each storefront, and Manage Orders over the same orders. */
export function ordersHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  const route = mockRouter(state, baseUrl);
  const data = ordersDataOf(state);
  const inOrganisation = ({ user }: StaffCaller) => data.orders.filter((order) => order.organisationId === user.organisationId);
  const managed = (caller: StaffCaller, id: string) => {
    const order = inOrganisation(caller).find((each) => each.id === id);
    if (!order) throw mockNotFound('order');
    return order;
  };
  const moved = (order: MockOrder, event: OrderEvent) => {
    const status = nextStatus(order.status, event);
    if (!status) throw refused('not-allowed-now', 'Not allowed now');
    return status;
  };
  const versioned = (order: MockOrder, version: number) => {
    if (order.version !== version) throw stale();
    return order;
  };
  /** Whoever cancels, as on the server: refused once something shipped, else refunded. */
  const cancelled = (order: MockOrder, reason: string) => {
    const refusal = cancelRefusal(order.status);
    if (refusal) throw refused(refusal, 'Cannot be cancelled now');
    // An invoiced order's invoice is taken back by a credit note, next in the invoices' series.
    const creditNote = order.invoice && { id: newId(), number: `${order.invoice.number}-C` };
    return data.touch(order, { status: 'cancelled', paymentStatus: 'refunded', decisionReason: reason, creditNote });
  };
  const history = ORDER_STORES.flatMap((store) => {
    const routes = storeOrderRoutesBySlug[store];
    const mine = (caller: StaffCaller) => inOrganisation(caller).filter((order) => order.personId === caller.user.id && order.kind === store);
    const own = (caller: StaffCaller, id: string) => {
      const order = mine(caller).find((each) => each.id === id);
      if (!order) throw mockNotFound('order');
      return order;
    };
    return [
      route(routes.listOrders, ({ caller, query }) => {
        const page = listed(mine(caller), query);
        return { ...page, items: page.items.map((order) => data.view(order, false)) };
      }),
      route(routes.getOrder, ({ caller, params }) => data.view(own(caller, params.id), false)),
      route(routes.cancelOrder, ({ caller, params, body }) => data.view(cancelled(versioned(own(caller, params.id), body.version), body.reason), false)),
    ];
  });
  return [
    ...history,
    route(manage.exportCsv, ({ caller, query }) => {
      const rows = listed(inOrganisation(caller).filter((order) => order.kind === query.kind), { ...query, page: 1, pageSize: 10_000 }).items;
      const content = ['number,person,status,total_minor', ...rows.map((order) => `${order.number},${order.personName},${order.status},${order.totalMinor}`)].join('\r\n');
      return { filename: `orders-${query.kind}.csv`, contentType: 'text/csv; charset=utf-8', content };
    }),
    route(manage.list, ({ caller, query }) => {
      const page = listed(inOrganisation(caller).filter((order) => order.kind === query.kind), query);
      return { ...page, items: page.items.map((order) => data.view(order, true)) };
    }),
    route(manage.get, ({ caller, params }) => data.view(managed(caller, params.id), true)),
    route(manage.addNote, ({ caller, params, body }) => {
      const order = managed(caller, params.id);
      const note = { id: newId(), authorName: caller.user.name, body: body.body, createdAt: new Date().toISOString() };
      return data.view(data.touch(order, { notes: [...order.notes, note] }), true);
    }),
    route(manage.process, ({ caller, params, body }) => {
      const order = versioned(managed(caller, params.id), body.version);
      return data.view(data.touch(order, { status: moved(order, { type: 'process' }) }), true);
    }),
    route(manage.complete, ({ caller, params, body }) => {
      const order = versioned(managed(caller, params.id), body.version);
      return data.view(data.touch(order, { status: moved(order, { type: 'complete' }) }), true);
    }),
    route(manage.cancel, ({ caller, params, body }) => {
      return data.view(cancelled(versioned(managed(caller, params.id), body.version), body.reason), true);
    }),
    route(manage.decide, ({ caller, params, body }) => {
      const order = managed(caller, params.id);
      if (order.status !== 'awaiting-approval') throw refused('not-pending', 'Not awaiting approval');
      const accepted = body.decision === 'accepted';
      return data.view(
        data.touch(order, {
          status: moved(order, { type: accepted ? 'approve' : 'decline' }),
          approvalState: accepted ? 'accepted' : 'refused',
          paymentStatus: accepted ? 'paid' : 'refunded',
          decisionReason: body.reason ?? null,
          invoice: accepted ? { id: newId(), number: `INV-2026-${order.number}` } : null,
        }),
        true,
      );
    }),
    route(manage.ship, ({ caller, params, body }) => {
      const order = versioned(managed(caller, params.id), body.version);
      const after = linesAfterShipment(order.lines, body.lines);
      if ('problem' in after) throw refused(after.problem, 'The parcel is not valid');
      const fulfilment = fulfilmentOf(after.lines);
      const parcel = after.lines
        .map((line, index) => ({ lineId: line.id, quantity: line.shippedQuantity - order.lines[index]!.shippedQuantity }))
        .filter((line) => line.quantity > 0);
      const shipment = { id: newId(), carrier: body.carrier ?? null, trackingNumber: body.trackingNumber, lines: parcel, shippedAt: new Date().toISOString() };
      return data.view(
        data.touch(order, { status: moved(order, { type: 'ship', fulfilment }), fulfilmentStatus: fulfilment, lines: after.lines, shipments: [...order.shipments, shipment] }),
        true,
      );
    }),
  ];
}
