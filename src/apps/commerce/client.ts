import { defineAppClient } from '../../app-client';
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
import {
  CART_SLUG,
  CARTPAGE_SLUG,
  CONFIGURE_DEVICEHUB_SLUG,
  CONFIGURE_SHOP_SLUG,
  DEVICEHUB_SLUG,
  INVOICES_SLUG,
  LOCATIONS_SLUG,
  MANAGE_ORDERS_SLUG,
  SHOP_SLUG,
  WALLET_SLUG,
} from './domain/slug';

/** Commerce's apps share this folder: its id names the stylesheet, `commerce` is the namespace every screen shares. */
const APP_ID = 'commerce';
const NAMESPACE = 'commerce';

/** A catalogue file of adapters/locales, in both languages. */
const catalogue = (file: string) => ({
  en: () => import(`./adapters/locales/en/${file}.json`),
  de: () => import(`./adapters/locales/de/${file}.json`),
});

const shared = { [NAMESPACE]: catalogue('commerce') };

/** Shop Configure: the Shop's products, categories and stock per location. */
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

const catalogueCatalogues = { ...shared, 'commerce-catalogue': catalogue('catalogue') };

export const configureShopClient = defineAppClient({
  id: APP_ID,
  slug: CONFIGURE_SHOP_SLUG,
  namespace: NAMESPACE,
  screens: catalogueScreens(CONFIGURE_SHOP_SLUG, false),
  catalogues: catalogueCatalogues,
  // Binds both of the catalogue module's ports: Device Hub Configure and Locations use them from the same container.
  gateways: {
    load: () => import('./adapters/http/catalogue-gateways').then(({ createCatalogueGateways }) => createCatalogueGateways),
    bind: [
      [CATALOGUE_GATEWAY, (gateways) => gateways.catalogue],
      [LOCATIONS_GATEWAY, (gateways) => gateways.locations],
    ],
  },
});

/** Device Hub Configure: the Device Hub's devices, kits and stock per location. */
export const configureDeviceHubClient = defineAppClient({
  id: APP_ID,
  slug: CONFIGURE_DEVICEHUB_SLUG,
  namespace: NAMESPACE,
  screens: catalogueScreens(CONFIGURE_DEVICEHUB_SLUG, true),
  catalogues: catalogueCatalogues,
});

const cartScreen = () => import('./ui/cart/cart-screen');

/** Paying the cart and the request history, the same screens under each store's route names. */
const orderScreens = (store: Store) => ({
  [`${store}-cart-pay`]: () => import('./ui/orders/pay-screen'),
  [`${store}-request-history`]: () => import('./ui/orders/request-history-screen'),
});

/** Shop and Device Hub are one implementation: the same screens under each store's route names. */
function storefrontScreens(store: Store) {
  return {
    [`${store}-home`]: () => import('./ui/storefront/home-screen'),
    [`${store}-categories`]: () => import('./ui/storefront/categories-screen'),
    [`${store}-category`]: () => import('./ui/storefront/category-screen'),
    [`${store}-search`]: () => import('./ui/storefront/search-screen'),
    [`${store}-product`]: () => import('./ui/storefront/product-screen'),
    [`${store}-cart`]: cartScreen,
  };
}

const storefrontCatalogues = { ...shared, 'commerce-storefront': catalogue('storefront'), 'commerce-cart': catalogue('cart') };
const cartCatalogues = { ...shared, 'commerce-cart': catalogue('cart') };

/** Shop: peripherals and supplies. */
export const shopClient = defineAppClient({
  id: APP_ID,
  slug: SHOP_SLUG,
  namespace: NAMESPACE,
  screens: {
    ...storefrontScreens(SHOP_SLUG),
    ...orderScreens(SHOP_SLUG),
  },
  catalogues: storefrontCatalogues,
  // Device Hub browses through the same gateway, bound once here.
  gateways: {
    load: () => import('./adapters/http/storefront-gateways').then(({ createStorefrontGateways }) => createStorefrontGateways),
    bind: [[STOREFRONT_GATEWAY, (gateways) => gateways.storefront]],
  },
});

/** Device Hub: new and refurbished devices and kits. */
export const deviceHubClient = defineAppClient({
  id: APP_ID,
  slug: DEVICEHUB_SLUG,
  namespace: NAMESPACE,
  screens: {
    ...storefrontScreens(DEVICEHUB_SLUG),
    ...orderScreens(DEVICEHUB_SLUG),
    'devicehub-kits': () => import('./ui/storefront/kits-screen'),
  },
  catalogues: storefrontCatalogues,
});

/** The one cart across Shop and Device Hub, at /cart. */
export const cartClient = defineAppClient({
  id: APP_ID,
  slug: CART_SLUG,
  namespace: NAMESPACE,
  screens: { cart: cartScreen },
  catalogues: cartCatalogues,
  // Every mount of the cart (the storefronts' too) calls the same gateway, bound once here.
  gateways: {
    load: () => import('./adapters/http/cart-gateways').then(({ createCartGateways }) => createCartGateways),
    bind: [[CART_GATEWAY, (gateways) => gateways.cart]],
  },
  // The sidebar's Cart entry shows the units in the cart, from the same cache as the cart screen.
  navBadge: {
    event: CART_CHANGED_EVENT,
    queryKey: [CART_KEY, CART_SLUG],
    fetch: (services) => services.get<CartGateway>(CART_GATEWAY).get(CART_SLUG),
    countOf: (cart) => (cart as Cart).count,
  },
});

/** The cart on its own page, outside the dashboard shell. */
export const cartPageClient = defineAppClient({
  id: APP_ID,
  slug: CARTPAGE_SLUG,
  namespace: NAMESPACE,
  screens: { cartpage: cartScreen },
  catalogues: cartCatalogues,
});

const manageOrdersScreen = () => import('./ui/orders/manage-orders-screen');

/** Manage Orders: every order by kind, with its order, payment and fulfilment statuses. */
export const manageOrdersClient = defineAppClient({
  id: APP_ID,
  slug: MANAGE_ORDERS_SLUG,
  namespace: NAMESPACE,
  screens: Object.fromEntries(ORDER_KINDS.map((kind) => [`manage-orders-${kind}`, manageOrdersScreen])),
  catalogues: { ...shared, 'commerce-orders': catalogue('orders') },
  // Paying and the request history (Shop, Device Hub) call these gateways too: they are bound once, here.
  gateways: {
    load: () => import('./adapters/http/orders-gateways').then(({ createOrdersGateways }) => createOrdersGateways),
    bind: [
      [MANAGED_ORDERS_GATEWAY, (gateways) => gateways.managedOrders],
      [MY_ORDERS_GATEWAY, (gateways) => gateways.myOrders],
      [CHECKOUT_GATEWAY, (gateways) => gateways.checkout],
    ],
  },
});

/** Wallet: balance, the append-only ledger and withdrawals. */
export const walletClient = defineAppClient({
  id: APP_ID,
  slug: WALLET_SLUG,
  namespace: NAMESPACE,
  screens: {
    wallet: () => import('./ui/wallet/wallet-screen'),
    'wallet-withdraw-funds': () => import('./ui/wallet/withdraw-funds-screen'),
  },
  catalogues: { ...shared, 'commerce-wallet': catalogue('wallet'), 'commerce-invoices': catalogue('invoices') },
  gateways: {
    load: () => import('./adapters/http/wallet-gateways').then(({ createWalletGateways }) => createWalletGateways),
    bind: [[WALLET_GATEWAY, (gateways) => gateways.wallet]],
  },
});

/** Locations: offices, warehouses and homes. */
export const locationsClient = defineAppClient({
  id: APP_ID,
  slug: LOCATIONS_SLUG,
  namespace: NAMESPACE,
  screens: {
    [LOCATIONS_SLUG]: () => import('./ui/locations/locations-screen'),
    [`${LOCATIONS_SLUG}-add-address`]: () => import('./ui/locations/add-address-screen'),
    [`${LOCATIONS_SLUG}-update-address`]: () => import('./ui/locations/update-address-screen'),
  },
  catalogues: { ...shared, 'commerce-locations': catalogue('locations') },
});

/** Invoices: one for every paid order and settlement, as a PDF. */
export const invoicesClient = defineAppClient({
  id: APP_ID,
  slug: INVOICES_SLUG,
  namespace: NAMESPACE,
  screens: { invoices: () => import('./ui/invoices/invoices-screen') },
  catalogues: { ...shared, 'commerce-invoices': catalogue('invoices') },
  gateways: {
    load: () => import('./adapters/http/invoices-gateways').then(({ createInvoicesGateways }) => createInvoicesGateways),
    bind: [[INVOICES_GATEWAY, (gateways) => gateways.invoices]],
  },
});

/** Every manifest of the folder, for the list of apps. */
export const commerceClients = [
  configureShopClient,
  configureDeviceHubClient,
  shopClient,
  deviceHubClient,
  cartClient,
  cartPageClient,
  manageOrdersClient,
  walletClient,
  locationsClient,
  invoicesClient,
];
