import type { RouteDef } from '../routing/route';
import { appRoutes } from '../routing/route-builders';
import type { AppDeclaration } from './app-declaration';

/** An app's name as the route metadata and the API catalogue carry it: its English name. */
export function appNameOf(declaration: AppDeclaration, slug: string): string {
  const name = declaration.words.en.apps[slug];
  if (name === undefined) throw new Error(`the app ${slug} of ${declaration.id} has no English name`);
  return name;
}

/** Every route a folder declares: its apps' pages under /apps/{slug}, then its pages outside /apps. */
export function routesOf(declaration: AppDeclaration): RouteDef[] {
  const pages = (declaration.pages ?? []).map((page) => {
    const { slug } = page.meta;
    return slug ? { ...page, meta: { ...page.meta, appName: appNameOf(declaration, slug) } } : page;
  });
  return [...declaration.apps.flatMap((app) => appRoutes(app.slug, appNameOf(declaration, app.slug), app.routes)), ...pages];
}
