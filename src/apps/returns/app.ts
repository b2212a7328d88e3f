import { defineApp, EVERYONE, type DeclaredApp } from '../../domain/apps/app-declaration';
import { appBase, route, type AppChild } from '../../domain/routing/route-builders';
import de from './adapters/locales/de/app.json' with { type: 'json' };
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

/** A way to send devices back: managers send their team's; a device sold back is sold by whoever holds it. */
const returnApp = (slug: string, icon: DeclaredApp['icon'], routes: AppChild[], grants: DeclaredApp['grants'] = ['manager']): DeclaredApp => ({
  slug,
  category: 'commerce',
  icon,
  grants,
  routes,
});

/** Returns and repair: Buyback, Apple Trade In, Repair and Shipping Label, shown as the shared app screen until built. */
export const returnsApp = defineApp({
  id: 'returns',
  words: { en, de },
  apps: [
    returnApp('buyback-devices', 'HandCoins', [
      ...tradeInChildren('buyback-devices'),
      { name: 'order-placed', path: 'order-placed', layout: 'own', returnPath: appBase('buyback-devices') },
    ], EVERYONE),
    // Spec 2.4: Apple Trade In opens on a splash screen and runs as a modal flow.
    returnApp('apple-trade-in', 'Apple', tradeInChildren('apple-trade-in', { base: { mod: true, splash: true }, edit: { mod: true } }), EVERYONE),
    returnApp('repair-devices', 'Wrench', [
      ...tradeInChildren('repair-devices'),
      { name: 'repair-cart', path: 'repair-cart', returnPath: appBase('repair-devices') },
    ]),
    {
      slug: 'shipping-label',
      category: 'commerce',
      icon: 'Tag',
      grants: [],
      routes: [{ path: '' }, { name: 'history', path: 'history', returnPath: appBase('shipping-label') }],
    },
  ],
  // The thank-you page of the buyback sample, reached without an account (spec 2.1).
  pages: [route('sample-thanks', '/thanks-sample', 'public')],
});
