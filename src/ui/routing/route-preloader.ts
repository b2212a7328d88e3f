import { matchRoute, toLocation } from '../../domain/routing/match-route';
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
  /** Where someone goes after signing in, fetched once, when the browser is idle after the first screen shows. */
  next(): void;
}

export function createRoutePreloader(screens: ScreenRegistry, whenIdle: (task: () => void) => void): RoutePreloader {
  const preload = (route: RouteDef): Promise<unknown> =>
    Promise.all([screens.preload(route), route.layout === 'main' ? mainLayout.preload() : null]).catch(() => {
      // As with screens, a layout chunk that fails here is reported where it is shown.
    });
  let nextFetched = false;
  return {
    first(url, signedIn) {
      const { route } = matchRoute(toLocation(url));
      return preload(route.public || signedIn ? route : routeNamed('login'));
    },
    next() {
      if (nextFetched) return;
      nextFetched = true;
      whenIdle(() => void preload(matchRoute(toLocation(SIGNED_IN_HOME)).route));
    },
  };
}
