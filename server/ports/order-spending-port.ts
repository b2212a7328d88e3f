import type { Repositories } from '../repositories';

/** What was spent in one calendar month (UTC), `YYYY-MM`: orders placed and invoices issued, in the organisation's currency. */
export interface MonthlySpend {
  readonly month: string;
  readonly orders: number;
  readonly orderTotalMinor: number;
  readonly invoices: number;
  readonly invoiceTotalMinor: number;
}

export interface SpendRange {
  /** From this day (inclusive), `YYYY-MM-DD`. */
  readonly from?: string | undefined;
  /** Up to this day (inclusive), `YYYY-MM-DD`. */
  readonly to?: string | undefined;
}

/**
 * Spend as commerce counts it, read-only, for reports (Insights Center): orders that were not declined or cancelled,
 * by the month they were placed, and invoices by the month they were issued. Kept by commerce, which owns the tables.
 */
export interface OrderSpendingPort {
  /** Month by month, oldest first; months with neither are left out. */
  byMonth(repos: Repositories, organisationId: string, range: SpendRange): Promise<{ readonly currency: string; readonly months: readonly MonthlySpend[] }>;
}
