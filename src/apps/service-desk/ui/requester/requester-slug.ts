import type { MatchedRoute } from '../../../../domain/routing/route';
import { REQUESTER_SLUGS, type RequesterSlug } from '../../domain/slug';

/** The mount a screen was reached through: its route's slug, which the route table sets for every employee page. */
export function requesterSlugOf(match: MatchedRoute): RequesterSlug {
  const slug = REQUESTER_SLUGS.find((each) => each === match.meta.slug);
  if (!slug) throw new Error(`${match.route.name} is no Resolve Now or Support route`);
  return slug;
}
