import type { HttpHandler } from 'msw';
import { ORDER_STORES, storeOrderRoutesBySlug } from '../../../../contract/apps/commerce/orders-routes';
import { mockRouter } from '../../../../tests/mocks/mock-route';
import type { MockState } from '../../../../tests/mocks/mock-state';
import { checkoutOf } from './checkout-mock';
import { ordersDataOf } from './orders-mock-state';

/** The pay page under each storefront: the summary, and paying, which places one order per store once per key. */
export function checkoutHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  const route = mockRouter(state, baseUrl);
  const checkout = checkoutOf(state);
  const orders = ordersDataOf(state);
  return ORDER_STORES.flatMap((store) => {
    const routes = storeOrderRoutesBySlug[store];
    return [
      route(routes.getCheckout, ({ caller }) => checkout.summary(caller.user)),
      route(routes.pay, ({ caller, body }) => ({ orders: checkout.pay(caller.user, body).map((order) => orders.view(order, caller.user, 'owner')) })),
    ];
  });
}
