import { checkCurrencyChange } from '../../../../src/apps/commerce/domain/organisation-currency';
import { decided, staleVersion, type AppRepositoriesIn, type OrganisationCurrencyPort, type Repositories } from '../../../kernel';
import type { CommerceOwnRepositories } from '../repositories/repositories';

/**
 * Commerce's side of the organisation currency port: the currency of its settings, with its own lock (any wallet
 * entry, credit budget, order or invoice), the same rule its own settings page applies.
 */
export const commerceOrganisationCurrency = (repositoriesIn: AppRepositoriesIn<CommerceOwnRepositories>): OrganisationCurrencyPort => ({
  async currency(callers: Repositories, organisationId: string) {
    return (await repositoriesIn(callers).own.settings.of(organisationId)).currency;
  },
  moneyMoved(callers: Repositories, organisationId: string) {
    return repositoriesIn(callers).own.settings.moneyMoved(organisationId);
  },
  async change(callers: Repositories, organisationId: string, currency, now: Date) {
    const settings = repositoriesIn(callers).own.settings;
    const current = await settings.of(organisationId);
    if (current.currency === currency) return;
    decided(checkCurrencyChange(current.currency, currency, await settings.moneyMoved(organisationId)), 'currency');
    const { approvalThresholdMinor, version } = current;
    if (!(await settings.save(organisationId, version, { currency, approvalThresholdMinor }, now))) throw staleVersion();
  },
});
