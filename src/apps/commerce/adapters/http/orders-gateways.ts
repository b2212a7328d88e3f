import { manageOrderRoutes as manage, storeOrderRoutesBySlug } from '../../../../../contract/apps/commerce/orders-routes';
import type { ContractClient } from '../../../../adapters/http/contract-client';
import { call, gatewayOf } from '../../../../adapters/http/gateway-of';
import { queryOf } from '../../../../adapters/http/query-of';
import type { CheckoutGateway } from '../../application/ports/checkout-gateway';
import type { ManagedOrdersGateway, MyOrdersGateway } from '../../application/ports/orders-gateway';

const createCheckoutGateway = gatewayOf<CheckoutGateway>({
  summary: (client) => (store) => client.call(storeOrderRoutesBySlug[store].getCheckout),
  pay: (client) => (store, payment) => client.call(storeOrderRoutesBySlug[store].pay, { body: payment }),
});

const createMyOrdersGateway = gatewayOf<MyOrdersGateway>({
  list: (client) => (store, query) => client.call(storeOrderRoutesBySlug[store].listOrders, { query: queryOf(query) }),
  get: (client) => (store, id) => client.call(storeOrderRoutesBySlug[store].getOrder, { params: { id } }),
  cancel: (client) => (store, id, version, reason) => client.call(storeOrderRoutesBySlug[store].cancelOrder, { params: { id }, body: { version, reason } }),
});

const createManagedOrdersGateway = gatewayOf<ManagedOrdersGateway>({
  list: (client) => (kind, query) => client.call(manage.list, { query: queryOf({ ...query, kind }) }),
  counts: (client) => () => client.call(manage.counts).then((answer) => answer.counts),
  exportCsv: (client) => (kind, query) => client.call(manage.exportCsv, { query: queryOf({ ...query, kind }) }),
  get: call(manage.get),
  addNote: call(manage.addNote, (id: string, body: string) => ({ params: { id }, body: { body } })),
  ship: call(manage.ship, (id: string, shipment) => ({ params: { id }, body: shipment })),
  process: call(manage.process, (id: string, version: number) => ({ params: { id }, body: { version } })),
  complete: call(manage.complete, (id: string, version: number) => ({ params: { id }, body: { version } })),
  cancel: call(manage.cancel, (id: string, version: number, reason: string) => ({ params: { id }, body: { version, reason } })),
  decide: call(manage.decide, (id: string, decision: 'accepted' | 'refused', reason?: string) => ({ params: { id }, body: { decision, ...(reason && { reason }) } })),
});

/** Paying, the request history and Manage Orders, loaded with the contract schemas on the first call of any. */
export function createOrdersGateways(client: ContractClient) {
  return { checkout: createCheckoutGateway(client), myOrders: createMyOrdersGateway(client), managedOrders: createManagedOrdersGateway(client) };
}
