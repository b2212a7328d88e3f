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
  if (!app) throw new Error(`the app catalogue has no entry for ${slug}`);
  return {
    slug,
    name,
    category: app.category,
    description: app.description,
    frameUrl: app.embedded ? `/embedded/${slug}` : null,
  };
});
