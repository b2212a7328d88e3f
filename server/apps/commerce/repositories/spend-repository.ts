import { and, asc, count, eq, gte, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../kernel';
import { commerceInvoices } from '../schema/invoices';
import { commerceOrders } from '../schema/orders';

/** Orders that never spent anything: refused by an approver or called off. */
const UNSPENT_ORDER_STATUSES = ['declined', 'cancelled'] as const;

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/** Spend by month (UTC) for reports: a few grouped rows, whatever the number of orders. */
export class SpendRepository {
  constructor(private readonly db: Db) {}

  async ordersByMonth(organisationId: string, from: string | undefined, to: string | undefined) {
    const month = sql<string>`to_char(${commerceOrders.placedAt} at time zone 'UTC', 'YYYY-MM')`;
    const where: (SQL | undefined)[] = [
      eq(commerceOrders.organisationId, organisationId),
      notInArray(commerceOrders.status, [...UNSPENT_ORDER_STATUSES]),
      from ? gte(commerceOrders.placedAt, dayStart(from)) : undefined,
      to ? lt(commerceOrders.placedAt, dayAfter(to)) : undefined,
    ];
    return this.db
      .select({ month, count: count(), totalMinor: sql<number>`coalesce(sum(${commerceOrders.totalMinor}), 0)`.mapWith(Number) })
      .from(commerceOrders)
      .where(and(...where))
      .groupBy(month)
      .orderBy(asc(month));
  }

  async invoicesByMonth(organisationId: string, from: string | undefined, to: string | undefined) {
    const month = sql<string>`to_char(${commerceInvoices.issuedAt} at time zone 'UTC', 'YYYY-MM')`;
    const where: (SQL | undefined)[] = [
      eq(commerceInvoices.organisationId, organisationId),
      from ? gte(commerceInvoices.issuedAt, dayStart(from)) : undefined,
      to ? lt(commerceInvoices.issuedAt, dayAfter(to)) : undefined,
    ];
    return this.db
      .select({ month, count: count(), totalMinor: sql<number>`coalesce(sum(${commerceInvoices.totalMinor}), 0)`.mapWith(Number) })
      .from(commerceInvoices)
      .where(and(...where))
      .groupBy(month)
      .orderBy(asc(month));
  }
}
