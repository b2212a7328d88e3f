import { defineApp, type DeclaredApp } from '../../domain/apps/app-declaration';
import { route } from '../../domain/routing/route-builders';
import { IFRAME_URL_ROUTE } from '../../domain/routing/shell-routes';
import en from './adapters/locales/en/app.json' with { type: 'json' };

/** A partner's app in a sandboxed frame; an organisation installs it once it has the partner's address. */
const framed = (slug: string, icon: DeclaredApp['icon'], more: Partial<DeclaredApp> = {}): DeclaredApp => ({
  slug,
  category: 'embedded',
  icon,
  grants: [],
  routes: [{ path: '' }],
  embedded: true,
  ...more,
});

/** The embedded apps: a point of sale, shipment tracking and the classic asset manager, each in a frame. */
export const embeddedApp = defineApp({
  id: 'embedded',
  // German arrives with the rest of German (the shell's catalogues), not in the first bundle.
  words: { en, de: () => import('./adapters/locales/de/app.json') },
  apps: [
    framed('pos', 'CreditCard'),
    framed('shipment-tracking', 'Truck'),
    framed('manage', 'AppWindow'),
    // The page that tests embedding itself: no one's sidebar lists it.
    framed('iframe', 'Frame', { hiddenFromSidebar: true }),
  ],
  pages: [
    // Spec 2.3: /apps/{product}-manage frames the product's own manager; the visited segment is the route's slug.
    route('product-manage', '/apps/:product-manage', 'main', { slugFromPath: true }),
    // Spec 2.3: the guard stores the slug of the app an iframe-url page frames.
    route(IFRAME_URL_ROUTE, '/iframe-url/:slug', 'main'),
  ],
});
