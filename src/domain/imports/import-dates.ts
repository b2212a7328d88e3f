/**
 * Purchase dates as Snipe-IT writes them, depending on its date setting, and as spreadsheets do: ISO
 * ("2023-04-20", "2023-04-20 00:00:00", "2023-04-20T09:30:00Z"), with a month name ("Apr 20, 2023",
 * "Thu Apr 20, 2023", "20 Apr, 2023", "20 April 2023"), with slashes ("04/20/2023" or "20/04/2023") and with
 * dots ("20.04.2023", always day first).
 */

/** m/d/Y is Snipe-IT's default; a German or British export writes d/m/Y and says so in the import options. */
export type SlashDateOrder = 'month-first' | 'day-first';

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const WEEKDAYS = /^(mon|tue|wed|thu|fri|sat|sun)[a-z]*,?\s+/i;

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s*(?:[AP]M)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;
const SLASHED = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const DOTTED = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;
const MONTH_FIRST = /^([a-z]+)\.?\s+(\d{1,2}),?\s+(\d{4})$/i;
const DAY_FIRST = /^(\d{1,2})\.?\s+([a-z]+)\.?,?\s+(\d{4})$/i;

/** The calendar date as YYYY-MM-DD, or null when the text is no date or an impossible one (31 April). */
export function parseImportDate(text: string, slashOrder: SlashDateOrder = 'month-first'): string | null {
  const value = text.trim().replace(WEEKDAYS, '');
  let match = ISO.exec(value);
  if (match) return calendarDate(match[1]!, match[2]!, match[3]!);
  match = SLASHED.exec(value);
  if (match) {
    const [first, second] = [match[1]!, match[2]!];
    return slashOrder === 'month-first' ? calendarDate(match[3]!, first, second) : calendarDate(match[3]!, second, first);
  }
  match = DOTTED.exec(value);
  if (match) return calendarDate(match[3]!, match[2]!, match[1]!);
  match = MONTH_FIRST.exec(value);
  if (match) return calendarDate(match[3]!, monthNumber(match[1]!), match[2]!);
  match = DAY_FIRST.exec(value);
  if (match) return calendarDate(match[3]!, monthNumber(match[2]!), match[1]!);
  return null;
}

/** The month's number, or "0" (which no calendar date has) for a word that is no month. */
function monthNumber(name: string): string {
  const lower = name.toLowerCase();
  const index = MONTHS.findIndex((month) => lower === month || lower === month.slice(0, 3) || (month === 'september' && lower === 'sept'));
  return String(index + 1);
}

function calendarDate(year: string, month: string, day: string): string | null {
  const [y, m, d] = [Number(year), Number(month), Number(day)];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (m < 1 || m > 12 || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${year.padStart(4, '0')}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}
