import type { AppRepositoriesIn, MonthlySpend, OrderSpendingPort, Repositories } from '../../../kernel';
import type { CommerceOwnRepositories } from '../repositories/repositories';

/** Commerce's side of the order spending port: its orders and invoices summed by month, read-only. */
export const commerceOrderSpending = (repositoriesIn: AppRepositoriesIn<CommerceOwnRepositories>): OrderSpendingPort => ({
  async byMonth(callers: Repositories, organisationId, range) {
    const { own } = repositoriesIn(callers);
    const [orders, invoices, settings] = await Promise.all([
      own.spend.ordersByMonth(organisationId, range),
      own.spend.invoicesByMonth(organisationId, range),
      own.settings.of(organisationId),
    ]);
    const months = new Map<string, MonthlySpend>();
    const of = (month: string): MonthlySpend => months.get(month) ?? { month, orders: 0, orderTotalMinor: 0, invoices: 0, invoiceTotalMinor: 0 };
    for (const row of orders) months.set(row.month, { ...of(row.month), orders: row.count, orderTotalMinor: row.totalMinor });
    for (const row of invoices) months.set(row.month, { ...of(row.month), invoices: row.count, invoiceTotalMinor: row.totalMinor });
    return { currency: settings.currency, months: [...months.values()].sort((a, b) => a.month.localeCompare(b.month)) };
  },
});
