import { defineApp, EVERYONE, type DeclaredApp } from '../../domain/apps/app-declaration';
import { appBase, route, type AppChild } from '../../domain/routing/route-builders';
import en from './adapters/locales/en/app.json' with { type: 'json' };

/** Buyback, Apple Trade In and Repair: pick devices, edit one, end on a thank-you page. */
function tradeInChildren(slug: string, flags?: { base: AppChild['flags']; edit: AppChild['flags'] }): AppChild[] {
  const back = appBase(slug);
  return [
    { path: '', ...(flags && { flags: flags.base }) },
    { name: 'edit', path: 'edit/:itemID', returnPath: back, ...(flags && { flags: flags.edit }) },
    { name: 'thankyou', path: 'thankyou/:orderID', returnPath: back },
  ];
}

/** A way to send devices back, for everyone: whoever holds a device sells it back or sends it to repair. */
const returnApp = (slug: string, icon: DeclaredApp['icon'], routes: AppChild[]): DeclaredApp => ({
  slug,
  category: 'commerce',
  icon,
  grants: EVERYONE,
  routes,
});

/** Returns and repair: Buyback, Apple Trade In, Repair and Shipping Label. */
export const returnsApp = defineApp({
  id: 'returns',
  // German arrives with the rest of German (the shell's catalogues), not in the first bundle.
  words: { en, de: () => import('./adapters/locales/de/app.json') },
  apps: [
    {
      ...returnApp('buyback-devices', 'HandCoins', [
        ...tradeInChildren('buyback-devices'),
        { name: 'order-placed', path: 'order-placed', layout: 'own', returnPath: appBase('buyback-devices') },
      ]),
      // Manage Orders' buyback tab opens a buyback order at the desk: receipt, inspection, certificate, settlement.
      orderPage: { kind: 'buyback', path: `${appBase('buyback-devices')}?order=:id` },
    },
    // Spec 2.4: Apple Trade In opens on a splash screen and runs as a modal flow.
    returnApp('apple-trade-in', 'Apple', tradeInChildren('apple-trade-in', { base: { mod: true, splash: true }, edit: { mod: true } })),
    {
      ...returnApp('repair-devices', 'Wrench', [
        ...tradeInChildren('repair-devices'),
        { name: 'repair-cart', path: 'repair-cart', returnPath: appBase('repair-devices') },
      ]),
      // Manage Orders' corporate tab opens a repair order here, where an admin moves each device's repair.
      orderPage: { kind: 'corporate', path: `${appBase('repair-devices')}/thankyou/:id` },
    },
    {
      slug: 'shipping-label',
      category: 'commerce',
      icon: 'Tag',
      grants: [],
      routes: [{ path: '' }, { name: 'history', path: 'history', returnPath: appBase('shipping-label') }],
    },
  ],
  // The thank-you page of the buyback sample, reached without an account (spec 2.1).
  pages: [
    route('sample-thanks', '/thanks-sample', 'public'),
    // Spec 2.4 lists the repair cart beside the cart: /apps/repair-cart belongs to Repair, and opens for whoever may open it.
    route('repair-cart', '/apps/repair-cart', 'main', {
      redirect: '/apps/repair-devices/repair-cart',
      meta: { slug: 'repair-devices', appName: 'Repair' },
    }),
  ],
});
