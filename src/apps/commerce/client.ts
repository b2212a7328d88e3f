import { defineAppClient, gatewayModule } from '../../app-client';
import { CART_GATEWAY, CART_KEY, type Cart, type CartGateway } from './application/ports/cart-gateway';
import { CATALOGUE_GATEWAY } from './application/ports/catalogue-gateway';
import { CHECKOUT_GATEWAY } from './application/ports/checkout-gateway';
import { LOCATIONS_GATEWAY } from './application/ports/locations-gateway';
import { INVOICES_GATEWAY } from './application/ports/invoices-gateway';
import { MANAGED_ORDERS_GATEWAY, MY_ORDERS_GATEWAY } from './application/ports/orders-gateway';
import { STOREFRONT_GATEWAY } from './application/ports/storefront-gateway';
import { WALLET_GATEWAY } from './application/ports/wallet-gateway';
import { CART_CHANGED_EVENT } from './domain/cart-rules';
import type { Store } from './domain/catalogue-terms';
import { ORDER_KINDS } from './domain/order-status';
import { commerceApp } from './app';
import {
  CART_SLUG,
  CONFIGURE_DEVICEHUB_SLUG,
  CONFIGURE_SHOP_SLUG,
  DEVICEHUB_SLUG,
  INVOICES_SLUG,
  LOCATIONS_SLUG,
  MANAGE_ORDERS_SLUG,
  SHOP_SLUG,
  WALLET_SLUG,
} from './domain/slug';

/** A catalogue file of adapters/locales, in both languages. */
const catalogue = (file: string) => ({
  en: () => import(`./adapters/locales/en/${file}.json`),
  de: () => import(`./adapters/locales/de/${file}.json`),
});

/** Shop Configure and Device Hub Configure are one implementation: the same screens under each app's route names. */
function catalogueScreens(slug: string, withKits: boolean) {
  const productForm = () => import('./ui/catalogue/add-product-screen');
  return {
    [slug]: () => import('./ui/catalogue/catalogue-home-screen'),
    [`${slug}-add-product`]: productForm,
    ...(withKits && { [`${slug}-add-kit`]: productForm }),
    [`${slug}-edit-product`]: () => import('./ui/catalogue/edit-product-screen'),
    [`${slug}-stock-history`]: () => import('./ui/catalogue/stock-history-screen'),
  };
}

const cartScreen = () => import('./ui/cart/cart-screen');

/** Shop and Device Hub are one implementation: the same screens under each store's route names. */
function storefrontScreens(store: Store) {
  return {
    [`${store}-home`]: () => import('./ui/storefront/home-screen'),
    [`${store}-categories`]: () => import('./ui/storefront/categories-screen'),
    [`${store}-category`]: () => import('./ui/storefront/category-screen'),
    [`${store}-search`]: () => import('./ui/storefront/search-screen'),
    [`${store}-product`]: () => import('./ui/storefront/product-screen'),
    [`${store}-cart`]: cartScreen,
    [`${store}-cart-pay`]: () => import('./ui/orders/pay-screen'),
    [`${store}-request-history`]: () => import('./ui/orders/request-history-screen'),
  };
}

const manageOrdersScreen = () => import('./ui/orders/manage-orders-screen');

/**
 * Commerce: Shop and Device Hub Configure, the two storefronts, the one cart (at /cart, in each storefront and on a
 * page of its own), Manage Orders, the wallet, Locations and Invoices. `commerce` is the namespace every screen shares.
 */
export const commerceClient = defineAppClient(commerceApp, {
  namespace: 'commerce',
  screens: {
    ...catalogueScreens(CONFIGURE_SHOP_SLUG, false),
    ...catalogueScreens(CONFIGURE_DEVICEHUB_SLUG, true),
    ...storefrontScreens(SHOP_SLUG),
    ...storefrontScreens(DEVICEHUB_SLUG),
    'devicehub-kits': () => import('./ui/storefront/kits-screen'),
    cart: cartScreen,
    cartpage: cartScreen,
    [MANAGE_ORDERS_SLUG]: manageOrdersScreen,
    ...Object.fromEntries(ORDER_KINDS.map((kind) => [`${MANAGE_ORDERS_SLUG}-${kind}`, manageOrdersScreen])),
    [WALLET_SLUG]: () => import('./ui/wallet/wallet-screen'),
    [`${WALLET_SLUG}-withdraw-funds`]: () => import('./ui/wallet/withdraw-funds-screen'),
    [LOCATIONS_SLUG]: () => import('./ui/locations/locations-screen'),
    [`${LOCATIONS_SLUG}-add-address`]: () => import('./ui/locations/add-address-screen'),
    [`${LOCATIONS_SLUG}-update-address`]: () => import('./ui/locations/update-address-screen'),
    [INVOICES_SLUG]: () => import('./ui/invoices/invoices-screen'),
  },
  catalogues: {
    commerce: catalogue('commerce'),
    'commerce-catalogue': catalogue('catalogue'),
    'commerce-storefront': catalogue('storefront'),
    'commerce-cart': catalogue('cart'),
    'commerce-orders': catalogue('orders'),
    'commerce-wallet': catalogue('wallet'),
    'commerce-invoices': catalogue('invoices'),
    'commerce-locations': catalogue('locations'),
  },
  // Each module loads on the first call of any of its gateways; every mount (both storefronts, both configure apps,
  // every cart) calls the same ones.
  gateways: [
    gatewayModule({
      load: () => import('./adapters/http/catalogue-gateways').then(({ createCatalogueGateways }) => createCatalogueGateways),
      bind: [
        [CATALOGUE_GATEWAY, (gateways) => gateways.catalogue],
        [LOCATIONS_GATEWAY, (gateways) => gateways.locations],
      ],
    }),
    gatewayModule({
      load: () => import('./adapters/http/storefront-gateways').then(({ createStorefrontGateways }) => createStorefrontGateways),
      bind: [[STOREFRONT_GATEWAY, (gateways) => gateways.storefront]],
    }),
    gatewayModule({
      load: () => import('./adapters/http/cart-gateways').then(({ createCartGateways }) => createCartGateways),
      bind: [[CART_GATEWAY, (gateways) => gateways.cart]],
    }),
    gatewayModule({
      load: () => import('./adapters/http/orders-gateways').then(({ createOrdersGateways }) => createOrdersGateways),
      bind: [
        [MANAGED_ORDERS_GATEWAY, (gateways) => gateways.managedOrders],
        [MY_ORDERS_GATEWAY, (gateways) => gateways.myOrders],
        [CHECKOUT_GATEWAY, (gateways) => gateways.checkout],
      ],
    }),
    gatewayModule({
      load: () => import('./adapters/http/wallet-gateways').then(({ createWalletGateways }) => createWalletGateways),
      bind: [[WALLET_GATEWAY, (gateways) => gateways.wallet]],
    }),
    gatewayModule({
      load: () => import('./adapters/http/invoices-gateways').then(({ createInvoicesGateways }) => createInvoicesGateways),
      bind: [[INVOICES_GATEWAY, (gateways) => gateways.invoices]],
    }),
  ],
  // The sidebar's Cart entry shows the units in the cart, from the same cache as the cart screen.
  navBadges: {
    [CART_SLUG]: {
      event: CART_CHANGED_EVENT,
      queryKey: [CART_KEY, CART_SLUG],
      fetch: (services) => services.get<CartGateway>(CART_GATEWAY).get(CART_SLUG),
      countOf: (cart) => (cart as Cart).count,
    },
  },
});
