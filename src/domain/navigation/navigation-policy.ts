import { appSegment, matchRoute, redirectTargetOf, type AppLocation } from '../routing/match-route';
import type { MatchedRoute } from '../routing/route';
import { SIGNED_IN_HOME, signedOutOnlyRoutes } from '../routing/public-routes';
import { APP_DETAILS_ROUTE, APP_STORE_PATH, notFoundRoute } from '../routing/shell-routes';
import type { Session } from '../session/session';

export const LOGIN_PATH = '/login';

/** Where a navigation ends up, one step at a time (spec 2.6). */
export type NavigationDecision =
  | { readonly kind: 'allow'; readonly match: MatchedRoute }
  | { readonly kind: 'not-found'; readonly match: MatchedRoute }
  | { readonly kind: 'login'; readonly match: MatchedRoute; readonly to: string }
  | { readonly kind: 'app-store'; readonly match: MatchedRoute; readonly to: string }
  | { readonly kind: 'redirect'; readonly match: MatchedRoute; readonly to: string };

/** Decisions that send the browser somewhere else. */
type Diversion = Extract<NavigationDecision, { to: string }>;

export function isDiversion(decision: NavigationDecision): decision is Diversion {
  return 'to' in decision;
}

/**
 * Spec 2.6: a path under /app or /apps opens only when its app is allowed. The app is the one the matched route
 * belongs to (its meta slug), which is the path's segment for every route but one an app declares under another
 * name (/apps/repair-cart is Repair's); a path no route declares is judged by its segment.
 */
function appAllowed(path: string, match: MatchedRoute, session: Session): boolean {
  const segment = appSegment(path);
  if (segment === null || match.route.name === APP_DETAILS_ROUTE) return true;
  return session.allowedApps.includes(match.meta.slug ?? segment);
}

export function decideNavigation(location: AppLocation, session: Session): NavigationDecision {
  const match = matchRoute(location);
  if (!match.route.public && !session.signedIn) return { kind: 'login', match, to: LOGIN_PATH };
  if (session.signedIn && signedOutOnlyRoutes.has(match.route.name)) {
    return { kind: 'redirect', match, to: SIGNED_IN_HOME };
  }
  if (!appAllowed(location.path, match, session)) return { kind: 'app-store', match, to: APP_STORE_PATH };
  const target = redirectTargetOf(match);
  if (target !== null) return { kind: 'redirect', match, to: target };
  if (match.route === notFoundRoute) return { kind: 'not-found', match };
  return { kind: 'allow', match };
}
