import type { HttpHandler } from 'msw';
import { ORDER_STORES, storeOrderRoutesBySlug } from '../../../../contract/apps/commerce/orders-routes';
import { ProblemTypes } from '../../../../contract/problem';
import { MockProblem, mockRouter } from '../../../../tests/mocks/mock-route';
import type { MockState } from '../../../../tests/mocks/mock-state';
import { ordersDataOf } from './orders-mock-state';

const refused = (code: string, title: string, params: Record<string, string | number> = {}) =>
  new MockProblem(409, ProblemTypes.conflict, title, undefined, { code, params });

/** The pay page under each storefront: the summary, and paying, which places one order per store once per key. */
export function checkoutHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  const route = mockRouter(state, baseUrl);
  const orders = ordersDataOf(state);
  return ORDER_STORES.flatMap((store) => {
    const routes = storeOrderRoutesBySlug[store];
    return [
      route(routes.getCheckout, () => ({ ...orders.checkout, walletBalanceMinor: orders.walletBalanceMinor })),
      route(routes.pay, ({ caller, body }) => {
        const { user } = caller;
        orders.keysSeen.push(body.idempotencyKey);
        const again = orders.payments.get(`${user.id}:${body.idempotencyKey}`);
        if (again) return { orders: again.map((order) => orders.view(order, false)) };
        const summary = orders.checkout;
        if (summary.groups.length === 0) throw refused('cart-empty', 'The cart is empty.');
        if (!summary.addresses.some((address) => address.id === body.locationId)) throw refused('unknown-address', 'Choose one of the offered addresses.');
        const short = summary.groups.flatMap((group) => group.lines).filter((line) => orders.shortProducts.includes(line.productId));
        if (short.length > 0) throw refused('out-of-stock', 'Out of stock', { products: short.map((line) => line.name).join(', ') });
        if (body.paymentMethod === 'wallet' && orders.walletBalanceMinor < summary.totalMinor) throw refused('insufficient-funds', 'Insufficient funds');
        if (body.paymentMethod === 'wallet') orders.walletBalanceMinor -= summary.totalMinor;
        const placed = summary.groups.map((group) =>
          orders.add(
            user.organisationId,
            user.id,
            group.store,
            group.needsApproval
              ? { status: 'awaiting-approval', paymentStatus: 'held', approvalState: 'pending', paymentMethod: body.paymentMethod }
              : { paymentMethod: body.paymentMethod },
            group.lines.map((line) => ({ name: line.name, quantity: line.quantity, unitPriceMinor: line.unitPriceMinor, shippedQuantity: 0, kind: line.kind })),
          ),
        );
        orders.payments.set(`${user.id}:${body.idempotencyKey}`, placed);
        orders.checkout = { ...summary, groups: [], totalMinor: 0 };
        return { orders: placed.map((order) => orders.view(order, false)) };
      }),
    ];
  });
}
