import { routeTable } from '../src/domain/routing/route-table';
import type { AppCategory } from './apps';

export interface CatalogueEntry {
  readonly slug: string;
  readonly name: string;
  readonly category: AppCategory;
  readonly description: string;
  /** Apps shown in a frame open this address; the server serves a placeholder there until a vendor URL is set. */
  readonly frameUrl: string | null;
}

type Info = Pick<CatalogueEntry, 'category' | 'description'> & { readonly embedded?: boolean };

/** What the route table does not say about each app of spec section 1: its shelf and what it is for. */
const info: Readonly<Record<string, Info>> = {
  integrations: { category: 'shell', description: 'API tokens, outgoing webhooks and CSV import sources.' },
  cart: { category: 'shell', description: 'One cart across Shop and Device Hub.' },
  cartpage: { category: 'shell', description: 'The cart as a page of its own.' },
  pos: { category: 'embedded', description: 'Point of sale, provided by a partner and shown in a frame.', embedded: true },
  'shipment-tracking': { category: 'embedded', description: 'Track shipments with the carrier’s own tool.', embedded: true },
  manage: { category: 'embedded', description: 'The classic asset manager, shown in a frame.', embedded: true },
  iframe: { category: 'embedded', description: 'A test page for embedded apps.' },
  'manage-beta': {
    category: 'assets',
    description: 'Assets, accessories, software, licences, people, exceptions, imports and asset labels.',
  },
  'all-assets': { category: 'assets', description: 'Every asset of the organisation in one list.' },
  'assets-detail': { category: 'assets', description: 'The full record of one asset.' },
  'manage-configure': { category: 'assets', description: 'Product types, statuses and custom fields of Manage.' },
  configure: { category: 'assets', description: 'Organisation-wide configuration of the asset apps.' },
  'bulk-orders': { category: 'assets', description: 'Upload assets, users or orders from CSV with a validation preview.' },
  invoices: { category: 'commerce', description: 'Invoices of orders and settlements.' },
  'refresh-buy': { category: 'lifecycle', description: 'Let employees buy the device they are due to refresh.' },
  'refresh-go': { category: 'lifecycle', description: 'A shareable campaign page where employees start their refresh.' },
  recover: { category: 'lifecycle', description: 'Retrieve devices from leavers and remote staff.' },
  loop: { category: 'lifecycle', description: 'Collect end-of-life devices for refurbishment, resale or recycling.' },
  'shipping-label': { category: 'commerce', description: 'Create printable shipping labels between two addresses.' },
  'configure-shop': { category: 'commerce', description: 'Products, kits and stock of the Shop.' },
  'configure-devicehub': { category: 'commerce', description: 'Products, kits and stock of Device Hub.' },
  shipmaster: { category: 'commerce', description: 'Addresses of offices, warehouses and homes.' },
  'manage-orders': { category: 'commerce', description: 'Every order by kind, with status, notes and tracking.' },
  shop: { category: 'commerce', description: 'Peripherals and supplies.' },
  devicehub: { category: 'commerce', description: 'A marketplace of new and refurbished devices and kits.' },
  'buyback-devices': { category: 'commerce', description: 'Sell owned devices back for wallet credit.' },
  'apple-trade-in': { category: 'commerce', description: 'Trade in Apple devices for credit.' },
  'repair-devices': { category: 'commerce', description: 'Send devices for repair.' },
  wallet: { category: 'commerce', description: 'Balance and ledger of credits and debits.' },
  'team-suite': { category: 'people', description: 'Employee expenses, credits and invitations.' },
  onboard: { category: 'people', description: 'New-hire invitations with a kit shipped before the start date.' },
  users: { category: 'people', description: 'The organisation’s people.' },
  'resolve-now': { category: 'service-desk', description: 'Your tickets: request a service or report a problem.' },
  support: { category: 'service-desk', description: 'Resolve Now, under the name Support.' },
  'resolve-it': { category: 'service-desk', description: 'Service desk administration: queues, SLAs, workflows.' },
  environmental_reporting: { category: 'insight', description: 'CO2e of the fleet and emissions avoided by reuse.' },
  'audit-trail': { category: 'insight', description: 'Append-only trail of every change, and physical audits.' },
  'insights-center': { category: 'insight', description: 'Charts across apps: fleet age, spend, tickets, campaigns.' },
};

function appsOfRouteTable(): Map<string, string> {
  const apps = new Map<string, string>();
  for (const route of routeTable) {
    const { slug, appName } = route.meta;
    if (slug && appName && !apps.has(slug)) apps.set(slug, appName);
  }
  return apps;
}

/** Every app of the route table, in its order; a slug without a line above is a mistake caught at load. */
export const appCatalogue: readonly CatalogueEntry[] = [...appsOfRouteTable()].map(([slug, name]) => {
  const entry = info[slug];
  if (!entry) throw new Error(`the app catalogue has no entry for ${slug}`);
  return {
    slug,
    name,
    category: entry.category,
    description: entry.description,
    frameUrl: entry.embedded ? `/embedded/${slug}` : null,
  };
});
