import { fillPattern, matchPattern, parsePattern, specificity, splitPath } from './path-pattern';
import type { MatchedRoute } from './route';
import { routeTable } from './route-table';
import { notFoundRoute } from './shell-routes';

/** A place in the app: a path and its query string (with or without the leading '?'). */
export interface AppLocation {
  readonly path: string;
  readonly search?: string;
}

const compiled = routeTable
  .filter((r) => r !== notFoundRoute)
  .map((r) => {
    const pattern = parsePattern(r.path);
    const score = specificity(pattern);
    return { route: r, pattern, total: score.reduce((a, b) => a + b, 0), score };
  });

type Candidate = (typeof compiled)[number];

function moreSpecific(a: Candidate, b: Candidate): boolean {
  if (a.total !== b.total) return a.total > b.total;
  for (let i = 0; i < Math.min(a.score.length, b.score.length); i++) {
    if (a.score[i] !== b.score[i]) return a.score[i]! > b.score[i]!;
  }
  return false;
}

/** The segment after /app or /apps, which names the app a path belongs to (spec 2.6). */
export function appSegment(path: string): string | null {
  const [first, second] = splitPath(path);
  return (first === 'app' || first === 'apps') && second ? second : null;
}

function viewOf(search: string | undefined): string | null {
  return new URLSearchParams(search ?? '').get('view');
}

/** The route a location shows; paths that match nothing get the not-found route. */
export function matchRoute(location: AppLocation): MatchedRoute {
  const view = viewOf(location.search);
  let best: { candidate: Candidate; params: Record<string, string> } | null = null;
  for (const candidate of compiled) {
    if (candidate.route.view !== undefined && candidate.route.view !== view) continue;
    const params = matchPattern(candidate.pattern, location.path);
    if (!params) continue;
    const better =
      !best ||
      moreSpecific(candidate, best.candidate) ||
      // Same path: the entry for the requested view wins over the plain one.
      (candidate.route.path === best.candidate.route.path && candidate.route.view !== undefined);
    if (better) best = { candidate, params };
  }
  if (!best) return { route: notFoundRoute, params: {}, meta: {} };
  const { route } = best.candidate;
  const slug = route.slugFromPath ? appSegment(location.path) : null;
  return { route, params: best.params, meta: slug ? { ...route.meta, slug } : route.meta };
}

/** Spec 2.5: the return path while a matched route is shown; null is empty. */
export function returnPathOf(match: MatchedRoute): string | null {
  return match.route.returnPath ? fillPattern(match.route.returnPath, match.params) : null;
}

/** Where a redirect route sends the browser, its parameters filled in. */
export function redirectTargetOf(match: MatchedRoute): string | null {
  return match.route.redirect ? fillPattern(match.route.redirect, match.params) : null;
}


/** Splits an in-app URL ('/a/b?x=1#h') into the location the route table reads. */
export function toLocation(url: string): AppLocation {
  const withoutHash = url.split('#')[0] ?? '';
  const queryAt = withoutHash.indexOf('?');
  if (queryAt === -1) return { path: withoutHash || '/', search: '' };
  return { path: withoutHash.slice(0, queryAt) || '/', search: withoutHash.slice(queryAt) };
}

export function toUrl(location: AppLocation): string {
  const search = location.search ?? '';
  return location.path + (search && !search.startsWith('?') ? `?${search}` : search);
}
