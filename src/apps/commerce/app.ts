import { defineApp, EVERYONE } from '../../domain/apps/app-declaration';
import { appBase, route, type AppChild } from '../../domain/routing/route-builders';
import en from './adapters/locales/en/app.json' with { type: 'json' };
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

const manageOrders = appBase(MANAGE_ORDERS_SLUG);
const locations = appBase(LOCATIONS_SLUG);

/** Commerce: the catalogue administration, the two storefronts, the one cart, orders, the wallet, Locations and Invoices. */
export const commerceApp = defineApp({
  id: 'commerce',
  // German arrives with the rest of German (the shell's catalogues), not in the first bundle.
  words: { en, de: () => import('./adapters/locales/de/app.json') },
  apps: [
    { slug: SHOP_SLUG, category: 'commerce', icon: 'ShoppingBag', grants: EVERYONE, routes: storefrontChildren(SHOP_SLUG, false) },
    { slug: DEVICEHUB_SLUG, category: 'commerce', icon: 'Laptop', grants: EVERYONE, routes: storefrontChildren(DEVICEHUB_SLUG, true) },
    {
      slug: CONFIGURE_SHOP_SLUG,
      category: 'commerce',
      icon: 'Store',
      grants: [],
      routes: catalogueAdminChildren(CONFIGURE_SHOP_SLUG, false),
    },
    {
      slug: CONFIGURE_DEVICEHUB_SLUG,
      category: 'commerce',
      icon: 'Warehouse',
      grants: [],
      routes: catalogueAdminChildren(CONFIGURE_DEVICEHUB_SLUG, true),
    },
    {
      slug: MANAGE_ORDERS_SLUG,
      category: 'commerce',
      icon: 'ClipboardList',
      grants: ['manager'],
      routes: [
        { path: '', redirect: `${manageOrders}/buyback` },
        { name: 'buyback', path: 'buyback/:id?' },
        { name: 'corporate', path: 'corporate/:id?' },
        { name: 'devicehub', path: 'devicehub/:id?' },
        { name: 'shop', path: 'shop/:id?' },
        { name: 'campaign', path: 'campaign/:id?' },
      ],
    },
    {
      slug: WALLET_SLUG,
      category: 'commerce',
      icon: 'Wallet',
      grants: EVERYONE,
      routes: [{ path: ':id?' }, { name: 'withdraw-funds', path: 'withdraw-funds', returnPath: appBase(WALLET_SLUG) }],
    },
    { slug: INVOICES_SLUG, category: 'commerce', icon: 'Receipt', grants: EVERYONE, routes: [{ path: '' }] },
    {
      slug: LOCATIONS_SLUG,
      category: 'commerce',
      icon: 'MapPin',
      grants: [],
      routes: [
        { path: '' },
        { name: 'add-address', path: 'add-address', returnPath: locations },
        { name: 'update-address', path: 'update-address/:addressID', returnPath: locations },
      ],
    },
    // The one cart across both storefronts lives at the shell's top level (/cart), and on a page of its own.
    { slug: CART_SLUG, category: 'shell', icon: 'ShoppingCart', grants: EVERYONE, routes: [], home: '/cart' },
    {
      slug: CARTPAGE_SLUG,
      category: 'shell',
      icon: 'ShoppingCart',
      grants: ['manager'],
      routes: [{ path: '', layout: 'own' }],
      hiddenFromSidebar: true,
    },
  ],
  pages: [route('cart', '/cart', 'main', { meta: { slug: CART_SLUG } })],
});
