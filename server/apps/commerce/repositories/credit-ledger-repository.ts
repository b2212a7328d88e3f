import { and, asc, desc, eq, getTableColumns, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../kernel';
import { commerceCreditBudgets, commerceCreditEntries } from '../schema/credits';
import { commerceOrderLines, commerceOrders } from '../schema/orders';
import type { CreditBudgetRow } from './credits-repository';

export type BudgetWithSpent = CreditBudgetRow & { spentMinor: number };

/** The budgets' spent sums, by the budget row of the outer query (named with its table, as credits-repository explains). */
const budgetId = sql`${commerceCreditBudgets}.${sql.identifier(commerceCreditBudgets.id.name)}`;
const spentOf = sql<number>`coalesce((select -sum(e.amount_minor) from commerce_credit_entries e where e.budget_id = ${budgetId}), 0)`.mapWith(Number);

export interface SpendRow {
  readonly entryId: string;
  readonly personId: string;
  readonly budgetId: string;
  readonly amountMinor: number;
  readonly currency: string;
  readonly at: Date;
  readonly orderId: string | null;
  readonly orderNumber: number | null;
  readonly orderKind: string | null;
  readonly orderStatus: string | null;
}

/**
 * What Team Manager reads of employee credits through the `employeeCredits` port: budgets of many people at once, a
 * person's periods, and the spends with the orders they paid. Reads only; spending stays with the checkout.
 */
export class CreditLedgerRepository {
  constructor(private readonly db: Db) {}

  /** The budget covering the day of each person who has one (the latest-starting when periods overlap). */
  async current(organisationId: string, personIds: readonly string[], day: string): Promise<BudgetWithSpent[]> {
    if (personIds.length === 0) return [];
    const rows = await this.db
      .select({ ...getTableColumns(commerceCreditBudgets), spentMinor: spentOf })
      .from(commerceCreditBudgets)
      .where(
        and(
          eq(commerceCreditBudgets.organisationId, organisationId),
          inArray(commerceCreditBudgets.personId, [...personIds]),
          lte(commerceCreditBudgets.startsOn, day),
          gte(commerceCreditBudgets.endsOn, day),
        ),
      )
      .orderBy(asc(commerceCreditBudgets.startsOn));
    // Later starts overwrite earlier ones, so each person keeps the latest.
    return [...new Map(rows.map((row) => [row.personId, row])).values()];
  }

  async budgetsOf(organisationId: string, personId: string): Promise<BudgetWithSpent[]> {
    return this.db
      .select({ ...getTableColumns(commerceCreditBudgets), spentMinor: spentOf })
      .from(commerceCreditBudgets)
      .where(and(eq(commerceCreditBudgets.organisationId, organisationId), eq(commerceCreditBudgets.personId, personId)))
      .orderBy(desc(commerceCreditBudgets.startsOn))
      .limit(200);
  }

  /** Spends and refunds of the people, newest first, with the order each paid (left joined: an order may be gone). */
  async spending(organisationId: string, query: { personIds: readonly string[]; from?: Date | undefined; to?: Date | undefined; limit: number }): Promise<SpendRow[]> {
    if (query.personIds.length === 0) return [];
    return this.db
      .select({
        entryId: commerceCreditEntries.id,
        personId: commerceCreditEntries.personId,
        budgetId: commerceCreditEntries.budgetId,
        amountMinor: commerceCreditEntries.amountMinor,
        currency: commerceCreditBudgets.currency,
        at: commerceCreditEntries.createdAt,
        orderId: commerceOrders.id,
        orderNumber: commerceOrders.number,
        orderKind: commerceOrders.kind,
        orderStatus: commerceOrders.status,
      })
      .from(commerceCreditEntries)
      .innerJoin(commerceCreditBudgets, eq(commerceCreditBudgets.id, commerceCreditEntries.budgetId))
      .leftJoin(commerceOrders, and(eq(commerceOrders.id, commerceCreditEntries.orderId), eq(commerceOrders.organisationId, organisationId)))
      .where(
        and(
          eq(commerceCreditEntries.organisationId, organisationId),
          inArray(commerceCreditEntries.personId, [...query.personIds]),
          query.from ? gte(commerceCreditEntries.createdAt, query.from) : undefined,
          query.to ? lt(commerceCreditEntries.createdAt, query.to) : undefined,
        ),
      )
      .orderBy(desc(commerceCreditEntries.createdAt), desc(commerceCreditEntries.id))
      .limit(query.limit);
  }

  /** The lines of these orders, in their order, by order id. */
  async linesOf(organisationId: string, orderIds: readonly string[]): Promise<Map<string, { name: string; quantity: number }[]>> {
    const lines = new Map<string, { name: string; quantity: number }[]>();
    if (orderIds.length === 0) return lines;
    const rows = await this.db
      .select({ orderId: commerceOrderLines.orderId, name: commerceOrderLines.name, quantity: commerceOrderLines.quantity })
      .from(commerceOrderLines)
      .innerJoin(commerceOrders, eq(commerceOrders.id, commerceOrderLines.orderId))
      .where(and(eq(commerceOrders.organisationId, organisationId), inArray(commerceOrderLines.orderId, [...orderIds])))
      .orderBy(asc(commerceOrderLines.position));
    for (const row of rows) lines.set(row.orderId, [...(lines.get(row.orderId) ?? []), { name: row.name, quantity: row.quantity }]);
    return lines;
  }
}
