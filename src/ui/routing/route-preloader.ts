import { matchRoute, redirectTargetOf, toLocation } from '../../domain/routing/match-route';
import { SIGNED_IN_HOME } from '../../domain/routing/public-routes';
import type { RouteDef } from '../../domain/routing/route';
import { routeNamed } from '../../domain/routing/route-named';
import { mainLayout } from '../layouts/load-main-layout';
import type { ScreenRegistry } from './screen-registry';

export interface RoutePreloader {
  /**
   * The screen the page opens on, fetched beside startup: on a protected path without a session, Login's.
   * Resolves once it has arrived or failed.
   */
  first(url: string, signedIn: boolean): Promise<unknown>;
  /**
   * Where someone goes after signing in, and the app they are likeliest to open then, each fetched once, when the
   * browser is idle after a screen shows.
   */
  next(): void;
}

/** The route a path shows, past its redirects (an app's home redirects to its dashboard). */
function shownRouteAt(path: string, hops = 3): RouteDef {
  const match = matchRoute(toLocation(path));
  const target = redirectTargetOf(match);
  return target && hops > 0 ? shownRouteAt(target, hops - 1) : match.route;
}

/** `likelyApp`: the path of the app likeliest to be opened next, or null (nobody is signed in). */
export function createRoutePreloader(
  screens: ScreenRegistry,
  whenIdle: (task: () => void) => void,
  likelyApp: () => string | null = () => null,
): RoutePreloader {
  const preload = (route: RouteDef): Promise<unknown> =>
    Promise.all([screens.preload(route), route.layout === 'main' ? mainLayout.preload() : null]).catch(() => {
      // As with screens, a layout chunk that fails here is reported where it is shown.
    });
  const fetched = new Set<string>();
  return {
    first(url, signedIn) {
      const { route } = matchRoute(toLocation(url));
      return preload(route.public || signedIn ? route : routeNamed('login'));
    },
    next() {
      whenIdle(() => {
        // After each screen: the likely app is known once someone has signed in.
        for (const path of [SIGNED_IN_HOME, likelyApp()]) {
          if (!path || fetched.has(path)) continue;
          fetched.add(path);
          void preload(shownRouteAt(path));
        }
      });
    },
  };
}
