import { ruleRefused, type AppRepositoriesIn, type EmployeeCreditsPort, type Repositories } from '../../../kernel';
import type { BudgetWithSpent } from '../repositories/credit-ledger-repository';
import type { CommerceOwnRepositories } from '../repositories/repositories';
import { quarterOf } from '../seed/money-seed';

const stateOf = (row: BudgetWithSpent) => ({
  budgetId: row.id,
  personId: row.personId,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  amountMinor: row.amountMinor,
  spentMinor: row.spentMinor,
  remainingMinor: row.amountMinor - row.spentMinor,
  currency: row.currency,
});

/** Commerce's side of the employee credits port: the budgets its checkout spends from, for Team Manager. */
export const commerceEmployeeCredits = (repositoriesIn: AppRepositoriesIn<CommerceOwnRepositories>): EmployeeCreditsPort => ({
  async current(callers: Repositories, organisationId, personIds, on) {
    const rows = await repositoriesIn(callers).own.creditLedger.current(organisationId, personIds, on);
    return new Map(rows.map((row) => [row.personId, stateOf(row)]));
  },

  async budgets(callers, organisationId, personId) {
    return (await repositoriesIn(callers).own.creditLedger.budgetsOf(organisationId, personId)).map(stateOf);
  },

  async spending(callers, organisationId, query) {
    const { own } = repositoriesIn(callers);
    const rows = await own.creditLedger.spending(organisationId, query);
    const lines = await own.creditLedger.linesOf(organisationId, [...new Set(rows.flatMap((row) => (row.orderId ? [row.orderId] : [])))]);
    return rows.map((row) => ({
      entryId: row.entryId,
      personId: row.personId,
      budgetId: row.budgetId,
      amountMinor: row.amountMinor,
      currency: row.currency,
      at: row.at,
      order:
        row.orderId !== null && row.orderNumber !== null
          ? { id: row.orderId, number: row.orderNumber, kind: row.orderKind ?? '', status: row.orderStatus ?? '', lines: lines.get(row.orderId) ?? [] }
          : null,
    }));
  },

  async setBudget(callers, organisationId, change) {
    const { own } = repositoriesIn(callers);
    const [covering] = await own.creditLedger.current(organisationId, [change.personId], change.on);
    // What was spent stays spent: a budget below it would leave a negative balance the checkout never allows.
    if (covering && change.amountMinor < covering.spentMinor) {
      throw ruleRefused('The budget cannot be less than what was spent of it already.', 'budget-below-spent', { spentMinor: covering.spentMinor });
    }
    const period = covering ? { startsOn: covering.startsOn, endsOn: covering.endsOn } : quarterOf(new Date(`${change.on}T00:00:00Z`));
    const { currency } = await own.settings.of(organisationId);
    await own.credits.setBudget(organisationId, { personId: change.personId, ...period, amountMinor: change.amountMinor, currency: covering?.currency ?? currency });
    const [after] = await own.creditLedger.current(organisationId, [change.personId], change.on);
    return stateOf(after!);
  },
});
