/**
 * The portal's one voice for numbers, days and times (money: ../money/money-format.ts): every screen formats through
 * these, and the lint refuses Intl formatters and toLocale… elsewhere, so a date reads the same in every app.
 */

/** A count or a measure in the reader's number format; `digits` fixes the decimals (both ends) or caps them. */
export function formatNumber(value: number, language: string, digits: { exactly?: number; atMost?: number } = {}): string {
  const fraction = digits.exactly !== undefined ? { minimumFractionDigits: digits.exactly, maximumFractionDigits: digits.exactly } : { maximumFractionDigits: digits.atMost ?? 3 };
  return new Intl.NumberFormat(language, fraction).format(value);
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
