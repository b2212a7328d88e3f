/** Amounts are kept in cents; the organisation's currency. */
export const CURRENCY = 'EUR';

export function formatMoney(cents: number | null, language: string): string {
  if (cents === null) return '';
  return new Intl.NumberFormat(language, { style: 'currency', currency: CURRENCY }).format(cents / 100);
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
 * What a person typed as an amount, in cents: "1299", "1,299.50", "1.299,50" and "12.5" all read as meant.
 * Empty is null; anything else that is not an amount is undefined, for the form to refuse.
 */
export function parseMoney(text: string): number | null | undefined {
  const trimmed = text.trim().replace(/[\s€$£]/g, '');
  if (trimmed === '') return null;
  if (!/^\d[\d.,]*$/.test(trimmed)) return undefined;
  const lastSeparator = Math.max(trimmed.lastIndexOf('.'), trimmed.lastIndexOf(','));
  const decimals = lastSeparator >= 0 && trimmed.length - lastSeparator - 1 <= 2 ? trimmed.length - lastSeparator - 1 : 0;
  const digits = trimmed.replace(/[.,]/g, '');
  const value = Number(digits) * 10 ** (2 - decimals);
  return Number.isSafeInteger(value) ? value : undefined;
}

/** Cents as the plain text an amount field starts with. */
export function moneyInput(cents: number | null): string {
  return cents === null ? '' : (cents / 100).toFixed(2);
}
