import { catalogueApp } from '../src/domain/apps/app-catalogue';
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

/**
 * What neither the route table (names) nor the domain catalogue (shelf, home, framing) says about each app
 * of spec section 1: what it is for.
 */
const descriptions: Readonly<Record<string, string>> = {
  integrations: 'API tokens, outgoing webhooks and CSV import sources.',
  cart: 'One cart across Shop and Device Hub.',
  cartpage: 'The cart as a page of its own.',
  pos: 'Point of sale, provided by a partner and shown in a frame.',
  'shipment-tracking': 'Track shipments with the carrier’s own tool.',
  manage: 'The classic asset manager, shown in a frame.',
  iframe: 'A test page for embedded apps.',
  'manage-beta': 'Assets, accessories, software, licences, people, exceptions, imports and asset labels.',
  'all-assets': 'Every asset of the organisation in one list.',
  'assets-detail': 'The full record of one asset.',
  'manage-configure': 'Product types, statuses and custom fields of Manage.',
  configure: 'Organisation-wide configuration of the asset apps.',
  'bulk-orders': 'Upload assets, users or orders from CSV with a validation preview.',
  invoices: 'Invoices of orders and settlements.',
  'refresh-buy': 'Let employees buy the device they are due to refresh.',
  'refresh-go': 'A shareable campaign page where employees start their refresh.',
  recover: 'Retrieve devices from leavers and remote staff.',
  loop: 'Collect end-of-life devices for refurbishment, resale or recycling.',
  'shipping-label': 'Create printable shipping labels between two addresses.',
  'configure-shop': 'Products, kits and stock of the Shop.',
  'configure-devicehub': 'Products, kits and stock of Device Hub.',
  shipmaster: 'Addresses of offices, warehouses and homes.',
  'manage-orders': 'Every order by kind, with status, notes and tracking.',
  shop: 'Peripherals and supplies.',
  devicehub: 'A marketplace of new and refurbished devices and kits.',
  'buyback-devices': 'Sell owned devices back for wallet credit.',
  'apple-trade-in': 'Trade in Apple devices for credit.',
  'repair-devices': 'Send devices for repair.',
  wallet: 'Balance and ledger of credits and debits.',
  'team-suite': 'Employee expenses, credits and invitations.',
  onboard: 'New-hire invitations with a kit shipped before the start date.',
  users: 'The organisation’s people.',
  'resolve-now': 'Your tickets: request a service or report a problem.',
  support: 'Resolve Now, under the name Support.',
  'resolve-it': 'Service desk administration: queues, SLAs, workflows.',
  environmental_reporting: 'CO2e of the fleet and emissions avoided by reuse.',
  'audit-trail': 'Append-only trail of every change, and physical audits.',
  'insights-center': 'Charts across apps: fleet age, spend, tickets, campaigns.',
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
  const app = catalogueApp(slug);
  const description = descriptions[slug];
  if (!app || !description) throw new Error(`the app catalogue has no entry for ${slug}`);
  return {
    slug,
    name,
    category: app.category,
    description,
    frameUrl: app.embedded ? `/embedded/${slug}` : null,
  };
});
