import type { FastifyInstance } from 'fastify';
import { cartRoutesByMount } from '../../../../contract/apps/commerce/cart-routes';
import { CART_MOUNTS } from '../../../../src/apps/commerce/domain/cart-rules';
import { mountRoute, type Guards } from '../../../kernel';
import type { CartService } from '../services/cart-service';

/** The one cart under each app it is reached through: the same handlers, each mount guarded by its own slug. */
export function mountCartRoutes(app: FastifyInstance, guards: Guards, cart: CartService): void {
  for (const mount of CART_MOUNTS) {
    const r = cartRoutesByMount[mount];
    mountRoute(app, r.getCart, guards, ({ principal }) => cart.view(principal));
    mountRoute(app, r.addToCart, guards, ({ principal, body }) => cart.add(principal, body));
    mountRoute(app, r.setCartQuantity, guards, ({ principal, params, body }) => cart.setQuantity(principal, params.productId, body.quantity));
    mountRoute(app, r.removeFromCart, guards, ({ principal, params }) => cart.remove(principal, params.productId));
  }
}
