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

/** A calendar month (YYYY-MM) in the reader's language: "March 2026". */
export function formatMonth(month: string, language: string): string {
  const [year, index] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year!, index! - 1, 1));
}

/** A weekday's name (0 = Sunday, as `Date.getDay()` counts) in the reader's language: "Monday". */
export function formatWeekday(weekday: number, language: string): string {
  // 4 January 2026 was a Sunday.
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 0, 4 + weekday));
}

export function formatTimestamp(at: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));
}

// The largest unit that fits whole, so "3 hours ago" rather than "180 minutes ago"; a month counts as 30 days.
const UNITS: readonly (readonly [Intl.RelativeTimeFormatUnit, number])[] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** A moment as far from `now` as it is, in the reader's language: "in 3 hours", "yesterday", "now". */
export function formatRelative(at: string, now: Date, language: string): string {
  const distance = new Date(at).getTime() - now.getTime();
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const [unit, size] = UNITS.find(([, length]) => Math.abs(distance) >= length) ?? ['second', 1000];
  return format.format(Math.trunc(distance / size), unit);
}
