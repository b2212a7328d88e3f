import { parseImportDate, type SlashDateOrder } from '../../../domain/imports/import-dates';

/**
 * Days as Snipe-IT writes them: its sample files and a US export write `1/23/23` (month first, two-digit year), a
 * German or British one `23/01/2023`; anything else (ISO, month names, dots) is read by the shared date reader.
 */

const SLASHED = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/;

interface DayReading {
  /** YYYY-MM-DD. */
  readonly day: string;
  /** Both slash orders give a real but different day (`4/5/16`): a person should know which one was read. */
  readonly ambiguous: boolean;
}

/** PHP's rule, which Snipe-IT wrote the file by: 00–69 are 2000–2069, 70–99 are 1970–1999. */
function fullYear(year: string): string {
  if (year.length === 4) return year;
  const short = Number(year);
  return String(short < 70 ? 2000 + short : 1900 + short);
}

function calendarDay(year: string, month: number, day: number): string | null {
  const y = Number(year);
  const date = new Date(Date.UTC(y, month - 1, day));
  if (month < 1 || month > 12 || date.getUTCFullYear() !== y || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The day a cell names, in the file's slash order, and whether the other order would have named another day. */
export function readImportDay(text: string, order: SlashDateOrder = 'month-first'): DayReading | null {
  const match = SLASHED.exec(text.trim());
  if (!match) {
    const day = parseImportDate(text, order);
    return day ? { day, ambiguous: false } : null;
  }
  const [first, second, year] = [Number(match[1]), Number(match[2]), fullYear(match[3]!)];
  const monthFirst = calendarDay(year, first, second);
  const dayFirst = calendarDay(year, second, first);
  const day = order === 'month-first' ? monthFirst : dayFirst;
  if (day === null) return null;
  return { day, ambiguous: monthFirst !== null && dayFirst !== null && monthFirst !== dayFirst };
}

export interface SlashOrderGuess {
  readonly order: SlashDateOrder;
  /** A date of the file can only be read one way (`1/23/23`), so the order is the file's, not a default. */
  readonly settled: boolean;
}

/**
 * The slash order of a file's dates: the first date whose first or second part is above 12 decides it; without
 * one, month first (Snipe-IT's default) is only a guess the person is asked to confirm.
 */
export function slashOrderOf(texts: Iterable<string>): SlashOrderGuess {
  for (const text of texts) {
    const match = SLASHED.exec(text.trim());
    if (!match) continue;
    if (Number(match[1]) > 12 && Number(match[2]) <= 12) return { order: 'day-first', settled: true };
    if (Number(match[2]) > 12 && Number(match[1]) <= 12) return { order: 'month-first', settled: true };
  }
  return { order: 'month-first', settled: false };
}
