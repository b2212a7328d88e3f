import type { AppRepositoriesIn, Repositories, SpendingRulePort } from '../../../kernel';
import type { CommerceOwnRepositories } from '../repositories/repositories';

/** Commerce's side of the spending rule port: the currency and approval threshold its checkout decides with. */
export const commerceSpendingRule = (repositoriesIn: AppRepositoriesIn<CommerceOwnRepositories>): SpendingRulePort => ({
  async of(callers: Repositories, organisationId: string) {
    const { currency, approvalThresholdMinor } = await repositoriesIn(callers).own.settings.of(organisationId);
    return { currency, approvalThresholdMinor };
  },
});
