import { apps } from '../../apps';
import { appCategories, type AppCategory, type AppDeclaration, type DeclaredApp } from './app-declaration';
import type { AppIconName } from './app-icon-names';
import { appNameOf } from './app-routes';

/** The app catalogue of spec 1, as the apps declare it: what the sidebar, the app store and the server's seed list. */
export interface CatalogueApp {
  readonly slug: string;
  /** Its English name; the catalogues of every language name it too (`apps.<slug>`). */
  readonly name: string;
  /** What the app is for, in English (`appDescriptions.<slug>` in every language). */
  readonly description: string;
  readonly category: AppCategory;
  readonly icon: AppIconName;
  /** Where opening the app goes. */
  readonly home: string;
  readonly embedded: boolean;
  readonly inSidebar: boolean;
  /** Admins only and never uninstalled (DeclaredApp.administration). */
  readonly administration: boolean;
}

function catalogueEntryOf(declaration: AppDeclaration, app: DeclaredApp): CatalogueApp {
  const description = declaration.words.en.appDescriptions[app.slug];
  if (description === undefined) throw new Error(`the app ${app.slug} of ${declaration.id} has no English description`);
  return {
    slug: app.slug,
    name: appNameOf(declaration, app.slug),
    description,
    category: app.category,
    icon: app.icon,
    home: app.home ?? `/apps/${app.slug}`,
    embedded: app.embedded ?? false,
    inSidebar: !app.hiddenFromSidebar,
    administration: app.administration ?? false,
  };
}

/** Every declared app, in the order of the list of apps. */
export const appCatalogue: readonly CatalogueApp[] = apps.flatMap((declaration) =>
  declaration.apps.map((app) => catalogueEntryOf(declaration, app)),
);

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

/**
 * The app someone is likeliest to open next after signing in: the first of the sidebar's entries among their allowed
 * apps (embedded partners' apps aside, which bring no screens of ours).
 */
export function firstSidebarApp(slugs: readonly string[]): CatalogueApp | undefined {
  return groupByCategory(slugs)
    .flatMap((group) => group.apps)
    .find((app) => app.inSidebar && !app.embedded);
}
