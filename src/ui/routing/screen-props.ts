import type { AppLocation } from '../../domain/routing/match-route';
import type { MatchedRoute } from '../../domain/routing/route';

/** What every screen is given: the matched route and the location it was reached at. */
export interface ScreenProps {
  readonly match: MatchedRoute;
  readonly location: AppLocation;
}
