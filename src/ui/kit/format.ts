import { parseCostCents } from '../../domain/imports/import-values';
import { formatMinor } from '../../domain/money/money-format';

export { formatDay, formatMonth, formatNumber, formatRelative, formatTimestamp, formatWeekday } from '../../domain/formatting/reader-format';

/** Amounts are kept in cents; the organisation's currency. */
export const CURRENCY = 'EUR';

/** Money in the reader's language, the organisation's currency unless another is named. */
export function formatMoney(cents: number | null, language: string, currency: string = CURRENCY, options: { signed?: boolean } = {}): string {
  return cents === null ? '' : formatMinor(cents, currency, language, options);
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
