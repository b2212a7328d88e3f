/** The app catalogue of spec 1: what the sidebar, the app store and the server's seed all list. */

export interface CatalogueApp {
  readonly slug: string;
  readonly category: AppCategory;
  /** Where opening the app goes. */
  readonly home: string;
  /** Embedded apps show an external app in a sandboxed frame. */
  readonly embedded?: boolean;
}

const app = (slug: string, category: AppCategory, home = `/apps/${slug}`): CatalogueApp => ({ slug, category, home });
const embedded = (slug: string): CatalogueApp => ({ ...app(slug, 'embedded'), embedded: true });

export const appCatalogue: readonly CatalogueApp[] = [
  app('manage-beta', 'assets'),
  app('all-assets', 'assets'),
  app('assets-detail', 'assets'),
  app('manage-configure', 'assets'),
  app('configure', 'assets'),
  app('bulk-orders', 'assets'),
  app('refresh-buy', 'lifecycle'),
  app('refresh-go', 'lifecycle'),
  app('recover', 'lifecycle'),
  app('loop', 'lifecycle'),
  app('shop', 'commerce'),
  app('devicehub', 'commerce'),
  app('configure-shop', 'commerce'),
  app('configure-devicehub', 'commerce'),
  app('manage-orders', 'commerce'),
  app('buyback-devices', 'commerce'),
  app('apple-trade-in', 'commerce'),
  app('repair-devices', 'commerce'),
  app('wallet', 'commerce'),
  app('invoices', 'commerce'),
  app('shipmaster', 'commerce'),
  app('shipping-label', 'commerce'),
  app('team-suite', 'people'),
  app('onboard', 'people'),
  app('users', 'people'),
  app('resolve-now', 'service-desk'),
  app('support', 'service-desk'),
  app('resolve-it', 'service-desk'),
  app('environmental_reporting', 'insight'),
  app('audit-trail', 'insight'),
  app('insights-center', 'insight'),
  app('integrations', 'shell', '/integrations'),
  app('cart', 'shell', '/cart'),
  app('cartpage', 'shell'),
  embedded('pos'),
  embedded('shipment-tracking'),
  embedded('manage'),
  embedded('iframe'),
];

export const appCategories = [
  'shell',
  'assets',
  'lifecycle',
  'commerce',
  'people',
  'service-desk',
  'insight',
  'embedded',
] as const;

export type AppCategory = (typeof appCategories)[number];

export function catalogueApp(slug: string): CatalogueApp | undefined {
  return appCatalogue.find((a) => a.slug === slug);
}

/** The allowed apps, in catalogue order, grouped by category; empty categories are left out. */
export function groupByCategory(slugs: readonly string[]): { category: AppCategory; apps: CatalogueApp[] }[] {
  const allowed = appCatalogue.filter((a) => slugs.includes(a.slug));
  return appCategories
    .map((category) => ({ category, apps: allowed.filter((a) => a.category === category) }))
    .filter((group) => group.apps.length > 0);
}
