import { and, asc, count, eq, notInArray, sql } from 'drizzle-orm';
import { monthIn, onDays, type DayRange, type Db } from '../../../kernel';
import { commerceInvoices } from '../schema/invoices';
import { commerceOrders } from '../schema/orders';

/** Orders that never spent anything: refused by an approver or called off. */
const UNSPENT_ORDER_STATUSES = ['declined', 'cancelled'] as const;

/** The first column of the select list, the month: see monthIn. */
const FIRST = sql`1`;

/** Spend by month, in the organisation's zone, for reports: a few grouped rows, whatever the number of orders. */
export class SpendRepository {
  constructor(private readonly db: Db) {}

  async ordersByMonth(organisationId: string, range: DayRange) {
    return this.db
      .select({
        month: monthIn(commerceOrders.placedAt, range.timeZone),
        count: count(),
        totalMinor: sql<number>`coalesce(sum(${commerceOrders.totalMinor}), 0)`.mapWith(Number),
      })
      .from(commerceOrders)
      .where(and(eq(commerceOrders.organisationId, organisationId), notInArray(commerceOrders.status, [...UNSPENT_ORDER_STATUSES]), onDays(commerceOrders.placedAt, range)))
      .groupBy(FIRST)
      .orderBy(asc(FIRST));
  }

  async invoicesByMonth(organisationId: string, range: DayRange) {
    return this.db
      .select({
        month: monthIn(commerceInvoices.issuedAt, range.timeZone),
        count: count(),
        totalMinor: sql<number>`coalesce(sum(${commerceInvoices.totalMinor}), 0)`.mapWith(Number),
      })
      .from(commerceInvoices)
      .where(and(eq(commerceInvoices.organisationId, organisationId), onDays(commerceInvoices.issuedAt, range)))
      .groupBy(FIRST)
      .orderBy(asc(FIRST));
  }
}
