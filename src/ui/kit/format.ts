import { parseCostCents } from '../../domain/imports/import-values';
import { formatMinor } from '../../domain/money/money-format';

/** Amounts are kept in cents; the organisation's currency. */
export const CURRENCY = 'EUR';

export function formatMoney(cents: number | null, language: string, currency: string = CURRENCY): string {
  return cents === null ? '' : formatMinor(cents, currency, language);
}

/** A calendar day (YYYY-MM-DD) in the reader's language, without shifting it by time zone. */
export function formatDay(day: string | null, language: string): string {
  if (!day) return '';
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.UTC(year!, month! - 1, date!));
}

export function formatTimestamp(at: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));
}

/**
 * What a person typed as an amount, in cents, read as a spreadsheet cell is ("1299", "1,299.50", "1.299,50").
 * Empty is null; a negative amount or text that is no amount is undefined, for the form to refuse.
 */
export function parseMoney(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  const cents = parseCostCents(text);
  return cents === null || cents < 0 ? undefined : cents;
}

/** Cents as the plain text an amount field starts with. */
export function moneyInput(cents: number | null): string {
  return cents === null ? '' : (cents / 100).toFixed(2);
}
