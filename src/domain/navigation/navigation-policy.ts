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

export type DecisionKind = NavigationDecision['kind'];

/** Decisions that send the browser somewhere else. */
type Diversion = Extract<NavigationDecision, { to: string }>;

export function isDiversion(decision: NavigationDecision): decision is Diversion {
  return 'to' in decision;
}

function appAllowed(path: string, match: MatchedRoute, session: Session): boolean {
  const segment = appSegment(path);
  if (segment === null || match.route.name === APP_DETAILS_ROUTE) return true;
  return session.allowedApps.includes(segment);
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

/** No chain of redirects in the table is longer than this; a longer one is a loop. */
export const MAX_REDIRECTS = 8;

interface ResolvedNavigation {
  readonly decision: Extract<NavigationDecision, { kind: 'allow' | 'not-found' }>;
  /** The paths passed through on the way, the first one included. */
  readonly trail: readonly string[];
}

/** Follows a navigation through its redirects to the screen it shows; null if it loops. */
export function resolveNavigation(location: AppLocation, session: Session): ResolvedNavigation | null {
  const trail = [location.path];
  let decision = decideNavigation(location, session);
  while (isDiversion(decision)) {
    if (trail.length > MAX_REDIRECTS) return null;
    trail.push(decision.to);
    decision = decideNavigation({ path: decision.to }, session);
  }
  return { decision, trail };
}
