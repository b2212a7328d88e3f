import type { Repositories } from '../repositories';
import type { DayRange } from '../repositories/query-helpers';

/** What was spent in one calendar month of the organisation's zone, `YYYY-MM`: orders placed and invoices issued, in the organisation's currency. */
export interface MonthlySpend {
  readonly month: string;
  readonly orders: number;
  readonly orderTotalMinor: number;
  readonly invoices: number;
  readonly invoiceTotalMinor: number;
}

/**
 * Spend as commerce counts it, read-only, for reports (Insights Center): orders that were not declined or cancelled,
 * by the month they were placed, and invoices by the month they were issued, days and months counted in `range.timeZone`. Kept by commerce, which owns the tables.
 */
export interface OrderSpendingPort {
  /** Month by month, oldest first; months with neither are left out. */
  byMonth(repos: Repositories, organisationId: string, range: DayRange): Promise<{ readonly currency: string; readonly months: readonly MonthlySpend[] }>;
}
