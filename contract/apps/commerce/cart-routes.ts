import { appRoute, json } from '../../descriptor';
import { CART_MOUNTS, type CartMount } from '../../../src/apps/commerce/domain/cart-rules';
import { CART_SLUG } from '../../../src/apps/commerce/domain/slug';
import { AddToCartRequest, Cart, CartLineParams, CartQuantityRequest } from './cart-schemas';

const NAMES: Readonly<Record<CartMount, string>> = { shop: 'Shop', devicehub: 'DeviceHub', cart: '', cartpage: 'CartPage' };

/**
 * The person's one cart under each app it is reached through, guarded by that app's slug: the same cart and the same
 * implementation whichever way it is opened (`/shop/cart`, `/devicehub/cart`, `/cart`, `/cartpage/cart`).
 */
function cartRoutesOf(mount: CartMount) {
  const name = NAMES[mount];
  const base = mount === CART_SLUG ? '/cart' : `/${mount}/cart`;
  return {
    getCart: appRoute(mount, {
      id: `get${name}Cart`,
      method: 'GET',
      path: base,
      summary: 'My cart: lines grouped by store, with subtotals and the stock each line can have now',
      success: json(Cart),
    }),
    addToCart: appRoute(mount, {
      id: `add${name}CartLine`,
      method: 'POST',
      path: `${base}/lines`,
      summary: 'Put a product in my cart; a product already there gets the quantity added',
      request: { body: AddToCartRequest },
      success: json(Cart),
      problems: [404, 409],
    }),
    setCartQuantity: appRoute(mount, {
      id: `set${name}CartQuantity`,
      method: 'PATCH',
      path: `${base}/lines/:productId`,
      summary: 'Change how many of a product my cart holds',
      request: { params: CartLineParams, body: CartQuantityRequest },
      success: json(Cart),
      problems: [404],
    }),
    removeFromCart: appRoute(mount, {
      id: `remove${name}CartLine`,
      method: 'DELETE',
      path: `${base}/lines/:productId`,
      summary: 'Take a product out of my cart',
      request: { params: CartLineParams },
      success: json(Cart),
      problems: [404],
    }),
  } as const;
}

type CartRoutes = ReturnType<typeof cartRoutesOf>;

export const cartRoutesByMount = Object.fromEntries(CART_MOUNTS.map((mount) => [mount, cartRoutesOf(mount)])) as Readonly<
  Record<CartMount, CartRoutes>
>;

export const allCartRoutes = CART_MOUNTS.flatMap((mount) => Object.values(cartRoutesByMount[mount]));
