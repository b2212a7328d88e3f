import { CreateCampaignRequest } from '../../../../contract/apps/campaigns/campaign-schemas';
import { leaverCampaign } from '../../../../src/apps/campaigns/domain/leaver-campaign';
import { RECOVER_SLUG } from '../../../../src/apps/campaigns/domain/slug';
import { notFound, type AppRepositoriesIn, type LeaverRecovery, type RecoveryCampaignsPort, type Repositories } from '../../../kernel';
import type { CampaignOwnRepositories } from '../repositories/repositories';
import type { CampaignService } from './campaign-service';

/** A leaver's Recover campaign, made by the wizard's own use case (CampaignService.insert) in the caller's transaction. */
export const leaverRecovery = (repositoriesIn: AppRepositoriesIn<CampaignOwnRepositories>, campaigns: () => CampaignService, now: () => Date): RecoveryCampaignsPort => ({
  async proposeFor(callers: Repositories, { personId, assetIds, proposedBy }: LeaverRecovery) {
    const repos = repositoriesIn(callers);
    const [leaver] = await repos.users.findMany(proposedBy.organisationId, [personId]);
    if (!leaver) throw notFound('person');
    const body = CreateCampaignRequest.parse({ ...leaverCampaign(leaver.name, now()), rules: {}, people: [{ userId: personId, assetIds }] });
    const campaign = await campaigns().insert(repos, proposedBy, RECOVER_SLUG, body);
    return { campaignId: campaign.id };
  },
});
