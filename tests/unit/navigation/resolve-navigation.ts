import { decideNavigation, isDiversion, type NavigationDecision } from '../../../src/domain/navigation/navigation-policy';
import type { AppLocation } from '../../../src/domain/routing/match-route';
import type { Session } from '../../../src/domain/session/session';

/** No chain of redirects in the table is longer than this; a longer one is a loop. */
export const MAX_REDIRECTS = 8;

interface ResolvedNavigation {
  readonly decision: Extract<NavigationDecision, { kind: 'allow' | 'not-found' }>;
  /** The paths passed through on the way, the first one included. */
  readonly trail: readonly string[];
}

/**
 * The pure policy followed through its redirects to the screen it shows, null if it loops: what the guard machine
 * must end up doing, step by step, for the tests to compare it with.
 */
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
