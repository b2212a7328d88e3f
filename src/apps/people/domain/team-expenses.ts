import { toCsv } from '../../../domain/csv/csv-text';

/** One spend or refund of credits, as the expenses add them up. */
export interface ExpenseEntry {
  readonly personId: string;
  /** Signed: spends negative, refunds positive. */
  readonly amountMinor: number;
  /** ISO timestamp. */
  readonly at: string;
  readonly orderId: string | null;
}

export interface MonthExpense {
  readonly personId: string;
  /** `YYYY-MM` (UTC). */
  readonly month: string;
  /** What was spent net of refunds. */
  readonly spentMinor: number;
  /** The distinct orders paid that month. */
  readonly orders: number;
}

/** Spending per person and month, net of refunds, latest month first and then by the order of `personOrder`. */
export function expensesByMonth(entries: readonly ExpenseEntry[], personOrder: readonly string[]): MonthExpense[] {
  const months = new Map<string, { personId: string; month: string; spentMinor: number; orders: Set<string> }>();
  for (const entry of entries) {
    const month = entry.at.slice(0, 7);
    const key = `${entry.personId}|${month}`;
    const sum = months.get(key) ?? { personId: entry.personId, month, spentMinor: 0, orders: new Set<string>() };
    sum.spentMinor -= entry.amountMinor;
    if (entry.orderId && entry.amountMinor < 0) sum.orders.add(entry.orderId);
    months.set(key, sum);
  }
  const rank = new Map(personOrder.map((id, index) => [id, index]));
  return [...months.values()]
    .map(({ orders, ...sum }) => ({ ...sum, orders: orders.size }))
    .sort((a, b) => b.month.localeCompare(a.month) || (rank.get(a.personId) ?? 0) - (rank.get(b.personId) ?? 0));
}

/** The first moment of a `YYYY-MM` month and of the month after another (UTC), for a period filter. */
export function monthRange(from: string | undefined, to: string | undefined): { from?: Date; to?: Date } {
  const start = (month: string) => new Date(`${month}-01T00:00:00Z`);
  const after = (month: string) => {
    const date = start(month);
    return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
  };
  return { ...(from && { from: start(from) }), ...(to && { to: after(to) }) };
}

/** One spend as the expenses list shows it: who, when, for which order. */
export interface ExpenseLine {
  readonly person: { readonly name: string };
  readonly at: string;
  readonly amountMinor: number;
  readonly currency: string;
  readonly order: { readonly number: number; readonly lines: readonly { readonly quantity: number; readonly name: string }[] } | null;
}

/** The period's spends as a CSV file, one row each, amounts in major units (every currency kept has two minor digits). */
export function expensesCsv(entries: readonly ExpenseLine[], period: string) {
  const rows = entries.map((entry) => [
    entry.person.name,
    entry.at.slice(0, 7),
    entry.at.slice(0, 10),
    entry.order ? entry.order.number : null,
    entry.order ? entry.order.lines.map((line) => `${line.quantity} × ${line.name}`).join('; ') : null,
    (-entry.amountMinor / 100).toFixed(2),
    entry.currency,
  ]);
  return {
    filename: `team-expenses-${period}.csv`,
    contentType: 'text/csv; charset=utf-8',
    content: toCsv(['person', 'month', 'day', 'order', 'items', 'amount', 'currency'], rows),
  };
}
