import { cartRoutesByMount } from '../../../../../contract/apps/commerce/cart-routes';
import type { ContractClient } from '../../../../adapters/http/contract-client';
import { gatewayOf } from '../../../../adapters/http/gateway-of';
import type { CartGateway } from '../../application/ports/cart-gateway';

/** One implementation for every mount of the cart: each call goes through the routes of the app it names. */
const createCartGateway = gatewayOf<CartGateway>({
  get: (client) => (mount) => client.call(cartRoutesByMount[mount].getCart),
  add: (client) => (mount, line) => client.call(cartRoutesByMount[mount].addToCart, { body: line }),
  setQuantity: (client) => (mount, productId, quantity) =>
    client.call(cartRoutesByMount[mount].setCartQuantity, { params: { productId }, body: { quantity } }),
  remove: (client) => (mount, productId) => client.call(cartRoutesByMount[mount].removeFromCart, { params: { productId } }),
});

/** The cart's gateway, loaded with the contract schemas on its first call. */
export function createCartGateways(client: ContractClient) {
  return { cart: createCartGateway(client) };
}
