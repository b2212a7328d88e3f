import type { MatchedRoute } from '../../../../domain/routing/route';
import { CAMPAIGN_KINDS, type CampaignKind } from '../../domain/campaign-kind';

/** The kind a screen was reached through: its route's slug, which the route table sets for every campaign page. */
export function campaignKindOf(match: MatchedRoute): CampaignKind {
  const kind = CAMPAIGN_KINDS.find((each) => each === match.meta.slug);
  if (!kind) throw new Error(`${match.route.name} is no campaign route`);
  return kind;
}
