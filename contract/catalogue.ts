import { appCatalogue as declaredApps } from '../src/domain/apps/app-catalogue';
import type { AppCategory } from './apps';

export interface CatalogueEntry {
  readonly slug: string;
  readonly name: string;
  readonly category: AppCategory;
  readonly description: string;
  /** Apps shown in a frame open this address; the server serves a placeholder there until a vendor URL is set. */
  readonly frameUrl: string | null;
}

/** Every app as the apps declare it (src/apps.ts), in that order: what the server keeps in its catalogue table. */
export const appCatalogue: readonly CatalogueEntry[] = declaredApps.map((app) => ({
  slug: app.slug,
  name: app.name,
  category: app.category,
  description: app.description,
  frameUrl: app.embedded ? `/embedded/${app.slug}` : null,
}));
