import type { Layout, RouteDef, RouteMeta } from './route';

/** A route of an app, written relative to the app's segment /apps/{slug}. */
export interface AppChild {
  /** Appended to the app slug to name the route; omitted for the app's base route. */
  readonly name?: string;
  /** Below /apps/{slug}; '' is the base route. */
  readonly path: string;
  readonly returnPath?: string;
  readonly redirect?: string;
  readonly layout?: Extract<Layout, 'main' | 'own'>;
  readonly meta?: Omit<RouteMeta, 'slug' | 'appName'>;
  readonly view?: string;
  readonly flags?: RouteDef['flags'];
}

export function appBase(slug: string): string {
  return `/apps/${slug}`;
}

/** Every route of one app under /apps/{slug}, each carrying the app's slug and name as metadata. */
export function appRoutes(slug: string, appName: string, children: readonly AppChild[]): RouteDef[] {
  const base = appBase(slug);
  return children.map((child) => ({
    name: child.name ? `${slug}-${child.name}` : slug,
    path: child.path ? `${base}/${child.path}` : base,
    layout: child.layout ?? 'main',
    public: false,
    meta: { slug, appName, ...child.meta },
    ...(child.redirect !== undefined && { redirect: child.redirect }),
    ...(child.returnPath !== undefined && { returnPath: child.returnPath }),
    ...(child.view !== undefined && { view: child.view }),
    ...(child.flags !== undefined && { flags: child.flags }),
  }));
}

/** A route outside /apps. */
export function route(
  name: string,
  path: string,
  layout: Layout,
  extra: Partial<Omit<RouteDef, 'name' | 'path' | 'layout'>> = {},
): RouteDef {
  return { name, path, layout, public: layout === 'public' || layout === 'auth', meta: {}, ...extra };
}
