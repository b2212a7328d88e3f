/** The app catalogue of spec 1: what the sidebar, the app store and the server's seed all list. */

export interface CatalogueApp {
  readonly slug: string;
  /** What the app is for, in English; the catalogues of the other languages translate it. */
  readonly description: string;
  readonly category: AppCategory;
  /** Where opening the app goes. */
  readonly home: string;
  /** Embedded apps show an external app in a sandboxed frame. */
  readonly embedded?: boolean;
}

const app = (slug: string, category: AppCategory, description: string, home = `/apps/${slug}`): CatalogueApp => ({
  slug,
  category,
  description,
  home,
});
const embedded = (slug: string, description: string): CatalogueApp => ({ ...app(slug, 'embedded', description), embedded: true });

export const appCatalogue: readonly CatalogueApp[] = [
  app('manage-beta', 'assets', 'Assets, accessories, software, licences, people, exceptions, imports and asset labels.'),
  app('all-assets', 'assets', 'Every asset of the organisation in one list.'),
  app('assets-detail', 'assets', 'The full record of one asset.'),
  app('manage-configure', 'assets', 'Product types, statuses and custom fields of Manage.'),
  app('configure', 'assets', 'Organisation-wide configuration of the asset apps.'),
  app('bulk-orders', 'assets', 'Upload assets, users or orders from CSV with a validation preview.'),
  app('refresh-buy', 'lifecycle', 'Let employees buy the device they are due to refresh.'),
  app('refresh-go', 'lifecycle', 'A shareable campaign page where employees start their refresh.'),
  app('recover', 'lifecycle', 'Retrieve devices from leavers and remote staff.'),
  app('loop', 'lifecycle', 'Collect end-of-life devices for refurbishment, resale or recycling.'),
  app('shop', 'commerce', 'Peripherals and supplies.'),
  app('devicehub', 'commerce', 'A marketplace of new and refurbished devices and kits.'),
  app('configure-shop', 'commerce', 'Products, kits and stock of the Shop.'),
  app('configure-devicehub', 'commerce', 'Products, kits and stock of Device Hub.'),
  app('manage-orders', 'commerce', 'Every order by kind, with status, notes and tracking.'),
  app('buyback-devices', 'commerce', 'Sell owned devices back for wallet credit.'),
  app('apple-trade-in', 'commerce', 'Trade in Apple devices for credit.'),
  app('repair-devices', 'commerce', 'Send devices for repair.'),
  app('wallet', 'commerce', 'Balance and ledger of credits and debits.'),
  app('invoices', 'commerce', 'Invoices of orders and settlements.'),
  app('shipmaster', 'commerce', 'Addresses of offices, warehouses and homes.'),
  app('shipping-label', 'commerce', 'Create printable shipping labels between two addresses.'),
  app('team-suite', 'people', 'Employee expenses, credits and invitations.'),
  app('onboard', 'people', 'New-hire invitations with a kit shipped before the start date.'),
  app('users', 'people', 'The organisation’s people.'),
  app('resolve-now', 'service-desk', 'Your tickets: request a service or report a problem.'),
  app('support', 'service-desk', 'Resolve Now, under the name Support.'),
  app('resolve-it', 'service-desk', 'Service desk administration: queues, SLAs, workflows.'),
  app('environmental_reporting', 'insight', 'CO2e of the fleet and emissions avoided by reuse.'),
  app('audit-trail', 'insight', 'Append-only trail of every change, and physical audits.'),
  app('insights-center', 'insight', 'Charts across apps: fleet age, spend, tickets, campaigns.'),
  app('integrations', 'shell', 'API tokens, outgoing webhooks and CSV import sources.', '/integrations'),
  app('cart', 'shell', 'One cart across Shop and Device Hub.', '/cart'),
  app('cartpage', 'shell', 'The cart as a page of its own.'),
  embedded('pos', 'Point of sale, provided by a partner and shown in a frame.'),
  embedded('shipment-tracking', 'Track shipments with the carrier’s own tool.'),
  embedded('manage', 'The classic asset manager, shown in a frame.'),
  embedded('iframe', 'A test page for embedded apps.'),
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
