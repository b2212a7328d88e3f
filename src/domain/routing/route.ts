/** Where a route renders: the public pages, the sign-in pages, the shell with its sidebar, or a screen of its own. */
export type Layout = 'public' | 'auth' | 'main' | 'own';

export type ServiceType = 'service' | 'problem';

export interface RouteMeta {
  readonly slug?: string;
  readonly appName?: string;
  readonly serviceType?: ServiceType;
}

/**
 * One entry of the route table.
 * Paths and the templates of `redirect` and `returnPath` use `:param` segments, `:param?` for an optional
 * one, and `:param-suffix` for a parameter followed by literal text (as in /apps/:product-manage).
 */
export interface RouteDef {
  readonly name: string;
  readonly path: string;
  readonly layout: Layout;
  readonly public: boolean;
  readonly meta: RouteMeta;
  /** Where the route sends the browser instead of rendering; the history entry is replaced. */
  readonly redirect?: string;
  /** Spec 2.5: the stored return path while this route is shown; absent means empty. */
  readonly returnPath?: string;
  /**
   * Entries that share one path are told apart by the `view` query parameter
   * (recover campaign details: `?view=assets` for asset details, `?view=users` for the user list).
   */
  readonly view?: string;
  /** Spec 2.4 flags of Apple Trade In: `mod` (a modal flow) and `splash` (its splash screen first). */
  readonly flags?: { readonly mod?: boolean; readonly splash?: boolean };
  /** The meta slug is the visited path's app segment (the /apps/{product}-manage and {app_name} routes). */
  readonly slugFromPath?: boolean;
}

export type RouteParams = Readonly<Record<string, string>>;

export interface MatchedRoute {
  readonly route: RouteDef;
  readonly params: RouteParams;
  readonly meta: RouteMeta;
}
