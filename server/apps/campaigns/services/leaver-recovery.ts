import { CreateCampaignRequest } from '../../../../contract/apps/campaigns/campaign-schemas';
import { leaverCampaign } from '../../../../src/apps/campaigns/domain/leaver-campaign';
import { RECOVER_SLUG } from '../../../../src/apps/campaigns/domain/slug';
import { notFound, type AppRepositoriesIn, type LeaverCampaign, type LeaverRecovery, type RecoveryCampaignsPort, type Repositories } from '../../../kernel';
import type { CampaignOwnRepositories } from '../repositories/repositories';
import type { CampaignService } from './campaign-service';

/**
 * A leaver's Recover campaign, made by the wizard's own use case (CampaignService.insert) in the caller's transaction,
 * and how far the campaigns they are in got.
 */
export const leaverRecovery = (repositoriesIn: AppRepositoriesIn<CampaignOwnRepositories>, campaigns: () => CampaignService, now: () => Date): RecoveryCampaignsPort => ({
  async proposeFor(callers: Repositories, { personId, assetIds, proposedBy }: LeaverRecovery) {
    const repos = repositoriesIn(callers);
    const [leaver] = await repos.users.findMany(proposedBy.organisationId, [personId]);
    if (!leaver) throw notFound('person');
    const body = CreateCampaignRequest.parse({ ...leaverCampaign(leaver.name, now()), rules: {}, people: [{ userId: personId, assetIds }] });
    const campaign = await campaigns().insert(repos, proposedBy, RECOVER_SLUG, body);
    return { campaignId: campaign.id };
  },

  async campaignsOf(callers: Repositories, organisationId: string, personId: string): Promise<LeaverCampaign[]> {
    const repos = repositoriesIn(callers);
    const memberships = await repos.own.people.membershipsOf(organisationId, personId, RECOVER_SLUG);
    const devices = await repos.own.people.devicesOf(organisationId, memberships.map(({ person }) => person.id));
    return memberships.map(({ person, campaign }) => ({
      campaignId: campaign.id,
      name: campaign.name,
      status: campaign.status,
      personState: person.state,
      devices: devices.filter((device) => device.personId === person.id && device.assetId).map((device) => ({ assetId: device.assetId!, outcome: device.outcome })),
    }));
  },
});
