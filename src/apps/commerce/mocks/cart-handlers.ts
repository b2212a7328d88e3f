import type { HttpHandler } from 'msw';
import { cartRoutesByMount } from '../../../../contract/apps/commerce/cart-routes';
import { ProblemTypes } from '../../../../contract/problem';
import { CART_MOUNTS, checkCartTotals, MAX_LINE_QUANTITY } from '../domain/cart-rules';
import { STORES } from '../domain/catalogue-terms';
import { MockProblem, mockNotFound, mockRouter, type StaffCaller } from '../../../../tests/mocks/mock-route';
import type { MockState } from '../../../../tests/mocks/mock-state';
import { decided } from './mock-refusals';
import { storefrontDataOf } from './storefront-mock-state';

/** The one cart under each of its mounts, like the server's: grouped by store, only what the person may see. */
export function cartHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  const route = mockRouter(state, baseUrl);
  const shop = storefrontDataOf(state);
  const cartOf = ({ user }: StaffCaller) => {
    const shown = shop.cartOf(user).flatMap((line) => {
      const product = shop.products.find((each) => each.id === line.productId);
      return product && shop.sees(user, product) ? [{ line, product }] : [];
    });
    const groups = STORES.flatMap((store) => {
      const lines = shown
        .filter(({ product }) => product.store === store)
        .map(({ line, product }) => ({
          productId: product.id,
          name: product.name,
          kind: product.kind,
          imageUrl: product.imageUrl,
          unitPrice: product.price,
          quantity: line.quantity,
          lineTotal: { amountMinor: product.price.amountMinor * line.quantity, currency: product.price.currency },
          available: product.available,
        }));
      if (lines.length === 0) return [];
      return [{ store, lines, subtotal: { amountMinor: lines.reduce((sum, line) => sum + line.lineTotal.amountMinor, 0), currency: lines[0]!.unitPrice.currency } }];
    });
    return { groups, count: shown.reduce((sum, { line }) => sum + line.quantity, 0) };
  };
  /** As the server's transaction: a change that outgrows one order is undone and refused. */
  const checkedCartOf = (caller: StaffCaller, undo: () => void) => {
    const cart = cartOf(caller);
    const totals = checkCartTotals(cart.groups);
    if (!totals.ok) undo();
    decided(totals, 'quantity');
    return cart;
  };
  return CART_MOUNTS.flatMap((mount) => {
    const routes = cartRoutesByMount[mount];
    return [
      route(routes.getCart, ({ caller }) => cartOf(caller)),
      route(routes.addToCart, ({ caller, body }) => {
        const product = shop.products.find((each) => each.id === body.productId);
        if (!product || !shop.sees(caller.user, product) || !state.access(caller.user).allowed.includes(product.store)) throw mockNotFound('product');
        const lines = shop.cartOf(caller.user);
        const line = lines.find((each) => each.productId === product.id);
        if ((line?.quantity ?? 0) + body.quantity > MAX_LINE_QUANTITY) {
          throw new MockProblem(409, ProblemTypes.conflict, `A cart line holds at most ${MAX_LINE_QUANTITY} units`, undefined, {
            code: 'cart-line-limit',
            params: { max: MAX_LINE_QUANTITY },
          });
        }
        const before = lines.map((each) => ({ ...each }));
        if (line) line.quantity += body.quantity;
        else lines.push({ productId: product.id, quantity: body.quantity });
        return checkedCartOf(caller, () => lines.splice(0, lines.length, ...before));
      }),
      route(routes.setCartQuantity, ({ caller, params, body }) => {
        const line = shop.cartOf(caller.user).find((each) => each.productId === params.productId);
        if (!line) throw mockNotFound('cart line');
        const was = line.quantity;
        line.quantity = body.quantity;
        return checkedCartOf(caller, () => (line.quantity = was));
      }),
      route(routes.removeFromCart, ({ caller, params }) => {
        const lines = shop.cartOf(caller.user);
        const index = lines.findIndex((each) => each.productId === params.productId);
        if (index < 0) throw mockNotFound('cart line');
        lines.splice(index, 1);
        return cartOf(caller);
      }),
    ];
  });
}
