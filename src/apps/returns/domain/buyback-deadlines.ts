import { calendarProblems, tryAddBusinessDays, WEEKDAYS_UTC, type BusinessCalendar } from '../../../domain/calendars/business-calendar';
import { QUOTE_VALIDITY_DAYS } from './buyback-rules';

const DAY_MS = 86_400_000;

/** The quote's last moment: 14 days after it was given. */
export function quoteExpiresAt(quotedAt: Date): Date {
  return new Date(quotedAt.getTime() + QUOTE_VALIDITY_DAYS * DAY_MS);
}

/** An expired quote can no longer be accepted; the person asks for a new one (priced by the rules of then). */
export function isQuoteExpired(expiresAt: Date, now: Date): boolean {
  return now.getTime() >= expiresAt.getTime();
}

/**
 * The close of the `days`-th working day after `from` on the organisation's business calendar (the one its clocks
 * count on), or on Monday-to-Friday in UTC when it keeps no usable one: a device received on a Friday is inspected
 * by Tuesday's close, a declined one sent back within two working days.
 */
export function workingDeadline(calendar: BusinessCalendar | null, from: Date, days: number): Date {
  const usable = calendar !== null && calendarProblems(calendar).length === 0 ? calendar : WEEKDAYS_UTC;
  return tryAddBusinessDays(usable, from, days) ?? tryAddBusinessDays(WEEKDAYS_UTC, from, days)!;
}

/** Inspected within two working days of receipt; declined devices back within two working days of the decision. */
export const INSPECTION_WORKING_DAYS = 2;
export const RETURN_WORKING_DAYS = 2;
