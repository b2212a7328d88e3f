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
 * `days` working days (Monday to Friday, UTC) after `from`, at the same time of day: a device received on a Friday
 * is inspected by Tuesday, a declined one sent back within two working days.
 */
export function addWorkingDays(from: Date, days: number): Date {
  const at = new Date(from.getTime());
  let left = days;
  while (left > 0) {
    at.setUTCDate(at.getUTCDate() + 1);
    const weekday = at.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return at;
}

/** Inspected within two working days of receipt; declined devices back within two working days of the decision. */
export const INSPECTION_WORKING_DAYS = 2;
export const RETURN_WORKING_DAYS = 2;
