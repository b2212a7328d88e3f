import type { MatchedRoute } from '../../../../domain/routing/route';
import { CAMPAIGN_KINDS, type CampaignKind } from '../../domain/campaign-kind';

/** The campaign pattern's pages of one kind (spec 2.4). */
export function campaignPaths(kind: CampaignKind) {
  const base = `/apps/${kind}`;
  return {
    wizard: base,
    list: `${base}/campaigns`,
    details: (id: string) => `${base}/campaign-details/${id}`,
    update: (id: string) => `${base}/update-campaign/${id}`,
    addPeople: (id: string) => `${base}/campaign-details/add-user/${id}`,
    editPerson: (id: string, personId: string) => `${base}/campaign-details/edit-user/${id}/${personId}`,
  };
}

/** The kind a screen was reached through: its route's slug, which the route table sets for every campaign page. */
export function campaignKindOf(match: MatchedRoute): CampaignKind {
  const kind = CAMPAIGN_KINDS.find((each) => each === match.meta.slug);
  if (!kind) throw new Error(`${match.route.name} is no campaign route`);
  return kind;
}
