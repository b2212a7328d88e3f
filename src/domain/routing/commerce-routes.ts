import { appBase, appRoutes, type AppChild } from './route-builders';
import type { RouteDef } from './route';

/** Shop Configure and Device Hub Configure: every sub-page returns to the configure page. */
function catalogueAdminChildren(slug: string, withKits: boolean): AppChild[] {
  const back = appBase(slug);
  return [
    { path: '' },
    { name: 'add-product', path: 'add-product', returnPath: back },
    ...(withKits ? [{ name: 'add-kit', path: 'add-kit', returnPath: back }] : []),
    { name: 'edit-product', path: 'edit-product/:id', returnPath: back },
    { name: 'stock-history', path: 'stock-history/:id', returnPath: back },
  ];
}

/** Shop and Device Hub: a storefront that opens on its home page. */
function storefrontChildren(slug: string, withKits: boolean): AppChild[] {
  const base = appBase(slug);
  const home = `${base}/home`;
  return [
    { path: '', redirect: home },
    { name: 'home', path: 'home' },
    { name: 'categories', path: 'categories' },
    ...(withKits ? [{ name: 'kits', path: 'kits', returnPath: home }] : []),
    { name: 'category', path: 'category/:slug', returnPath: `${base}/categories` },
    { name: 'search', path: 'search', returnPath: home },
    { name: 'product', path: 'product/:id', returnPath: home },
    { name: 'cart', path: 'cart', returnPath: home },
    { name: 'cart-pay', path: 'cart/pay', returnPath: `${base}/cart` },
    { name: 'request-history', path: 'request-history', returnPath: home },
  ];
}

/** Buyback, Apple Trade In and Repair: pick devices, edit one, end on a thank-you page. */
function tradeInChildren(slug: string, flags?: { base: AppChild['flags']; edit: AppChild['flags'] }): AppChild[] {
  const back = appBase(slug);
  return [
    { path: '', ...(flags && { flags: flags.base }) },
    { name: 'edit', path: 'edit/:itemID', returnPath: back, ...(flags && { flags: flags.edit }) },
    { name: 'thankyou', path: 'thankyou/:orderID', returnPath: back },
  ];
}

const manageOrders = appBase('manage-orders');

export const commerceRoutes: readonly RouteDef[] = [
  ...appRoutes('invoices', 'Invoices', [{ path: '' }]),
  ...appRoutes('shipping-label', 'Shipping Label', [
    { path: '' },
    { name: 'history', path: 'history', returnPath: appBase('shipping-label') },
  ]),
  ...appRoutes('cartpage', 'Cart', [{ path: '', layout: 'own' }]),
  ...appRoutes('configure-shop', 'Shop Configure', catalogueAdminChildren('configure-shop', false)),
  ...appRoutes('configure-devicehub', 'Device Hub Configure', catalogueAdminChildren('configure-devicehub', true)),
  ...appRoutes('shipmaster', 'Locations', [
    { path: '' },
    { name: 'add-address', path: 'add-address', returnPath: appBase('shipmaster') },
    { name: 'update-address', path: 'update-address/:addressID', returnPath: appBase('shipmaster') },
  ]),
  ...appRoutes('manage-orders', 'Manage Orders', [
    { path: '', redirect: `${manageOrders}/buyback` },
    { name: 'buyback', path: 'buyback/:id?' },
    { name: 'corporate', path: 'corporate/:id?' },
    { name: 'devicehub', path: 'devicehub/:id?' },
    { name: 'shop', path: 'shop/:id?' },
    { name: 'campaign', path: 'campaign/:id?' },
  ]),
  ...appRoutes('shop', 'Shop', storefrontChildren('shop', false)),
  ...appRoutes('devicehub', 'Device Hub', storefrontChildren('devicehub', true)),
  ...appRoutes('buyback-devices', 'Buyback', [
    ...tradeInChildren('buyback-devices'),
    { name: 'order-placed', path: 'order-placed', layout: 'own', returnPath: appBase('buyback-devices') },
  ]),
  ...appRoutes(
    'apple-trade-in',
    'Apple Trade In',
    tradeInChildren('apple-trade-in', { base: { mod: true, splash: true }, edit: { mod: true } }),
  ),
  ...appRoutes('repair-devices', 'Repair', [
    ...tradeInChildren('repair-devices'),
    { name: 'repair-cart', path: 'repair-cart', returnPath: appBase('repair-devices') },
  ]),
  ...appRoutes('wallet', 'Wallet', [
    { path: ':id?' },
    { name: 'withdraw-funds', path: 'withdraw-funds', returnPath: appBase('wallet') },
  ]),
];
