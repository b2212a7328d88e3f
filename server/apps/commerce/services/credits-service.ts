import type { z } from 'zod';
import type { CreditBudget, CreditBudgetListQuery, SetCreditBudgetRequest } from '../../../../contract/apps/commerce/credits-schemas';
import { WALLET_SLUG } from '../../../../src/apps/commerce/domain/slug';
import { auditBy, type StaffPrincipal } from '../../../kernel';
import type { CommerceDeps } from './service-deps';
import type { CreditBudgetRow } from '../repositories/credits-repository';
import type { Named } from '../repositories/wallet-repository';
import { personOf, requireMoneyAdmin } from './money-access';

function budgetOf(row: CreditBudgetRow & { spentMinor: number; person: Named }): z.input<typeof CreditBudget> {
  return {
    id: row.id,
    person: row.person,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    amountMinor: row.amountMinor,
    spentMinor: row.spentMinor,
    remainingMinor: row.amountMinor - row.spentMinor,
    currency: row.currency,
    version: row.version,
  };
}

/**
 * Employee credit budgets, set by organisation admins until Team Manager takes them over; spending and refunds
 * happen in the order's transaction through the repository.
 */
export class CreditsService {
  constructor(private readonly deps: CommerceDeps) {}

  async budgets(principal: StaffPrincipal, query: z.output<typeof CreditBudgetListQuery>) {
    requireMoneyAdmin(principal);
    const { rows, total } = await this.deps.store.repos.own.credits.budgets(principal.organisationId, query);
    return { items: rows.map(budgetOf), total, page: query.page, pageSize: query.pageSize };
  }

  async setBudget(principal: StaffPrincipal, request: z.output<typeof SetCreditBudgetRequest>) {
    requireMoneyAdmin(principal);
    return this.deps.store.transaction(async (repos) => {
      const person = await personOf(repos, principal, request.personId);
      const { currency } = await repos.own.settings.of(principal.organisationId);
      const row = await repos.own.credits.setBudget(principal.organisationId, { ...request, currency });
      await repos.audit.append(
        auditBy(principal, {
          action: 'commerce.credits.budget-set',
          entityType: 'credit-budget',
          entityId: row.id,
          appSlug: WALLET_SLUG,
          after: { personId: person.id, startsOn: row.startsOn, endsOn: row.endsOn, amountMinor: row.amountMinor, currency },
        }),
      );
      const { rows } = await repos.own.credits.budgets(principal.organisationId, { personId: person.id, page: 1, pageSize: 200 });
      return budgetOf(rows.find((each) => each.id === row.id)!);
    });
  }
}
