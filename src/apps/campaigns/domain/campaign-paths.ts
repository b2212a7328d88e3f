import type { CampaignKind } from './campaign-kind';

/** The campaign pattern's pages of one kind (spec 2.4): where screens go, and where the life story links a campaign. */
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
