import { KIND_STATES } from '../../../../src/apps/campaigns/domain/campaign-kind-states';
import type { AppRepositoriesIn, CampaignProgressPort, Repositories } from '../../../kernel';
import type { CampaignOwnRepositories } from '../repositories/repositories';

/**
 * The campaigns' side of the campaign progress port: per campaign, the people invited, those no longer silent (the
 * kind's states the reminders chase) and those done (its ended states, as the campaign list counts them).
 */
export const campaignProgress = (repositoriesIn: AppRepositoriesIn<CampaignOwnRepositories>): CampaignProgressPort => ({
  async progress(callers: Repositories, organisationId, query) {
    const campaigns = await repositoriesIn(callers).own.campaigns.withStateCounts(organisationId, query);
    return campaigns.map(({ row, states }) => {
      const { silent, ended } = KIND_STATES[row.kind];
      const sum = (keep: (state: string) => boolean) => states.filter((state) => keep(state.state)).reduce((total, state) => total + state.n, 0);
      return {
        campaignId: row.id,
        name: row.name,
        kind: row.kind,
        status: row.status,
        contactDate: row.contactDate,
        invited: sum(() => true),
        responded: sum((state) => !silent.includes(state)),
        done: sum((state) => ended.includes(state)),
      };
    });
  },
});
