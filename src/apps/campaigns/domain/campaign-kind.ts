import { LOOP_SLUG, RECOVER_SLUG, REFRESH_BUY_SLUG, REFRESH_GO_SLUG } from './slug';

/** The four kinds of campaign; each is served under the slug of the same name. */
export const CAMPAIGN_KINDS = [REFRESH_BUY_SLUG, REFRESH_GO_SLUG, RECOVER_SLUG, LOOP_SLUG] as const;
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number];

/** Kinds whose details page adds and edits people one by one (spec 2.4: campaign-add-user, campaign-edit-user). */
const PEOPLE_KINDS: readonly CampaignKind[] = [RECOVER_SLUG, LOOP_SLUG];

export function managesPeople(kind: CampaignKind): boolean {
  return PEOPLE_KINDS.includes(kind);
}

/** Kinds that run until a deadline: Recover's reminders and pickup days stop there, so its campaigns need one. */
const DEADLINE_KINDS: readonly CampaignKind[] = [RECOVER_SLUG];

export function needsDeadline(kind: CampaignKind): boolean {
  return DEADLINE_KINDS.includes(kind);
}
