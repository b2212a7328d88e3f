import { DAY_MS, instantOf, localDay } from '../../../../domain/calendars/zoned-time';

export const SCHEDULE_CADENCES = ['weekly', 'monthly'] as const;
export const REPORT_FORMATS = ['csv', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** The last day every month has: a monthly report never skips February. */
export const LAST_MONTHLY_DAY = 28;
/** How many people one schedule mails at most. */
export const MAX_RECIPIENTS = 50;

/** When a saved report goes out, on the organisation's wall clock. */
export type ReportCadence =
  /** `weekday` 0 = Sunday, as `Date.getDay()` counts; `hour` 0–23. */
  | { readonly cadence: 'weekly'; readonly weekday: number; readonly hour: number }
  /** `day` 1–28 of each month. */
  | { readonly cadence: 'monthly'; readonly day: number; readonly hour: number };

/** A month and a half: every cadence has an occurrence within it. */
const SEARCH_DAYS = 45;

function dayMatches(cadence: ReportCadence, day: number): boolean {
  const date = new Date(day * DAY_MS);
  return cadence.cadence === 'weekly' ? date.getUTCDay() === cadence.weekday : date.getUTCDate() === cadence.day;
}

/**
 * The first occurrence strictly after `after`, at the full hour of the zone's wall clock. An hour that a
 * spring-forward change skips happens at the first instant after the gap (02:00 becomes 03:00); an hour that a
 * fall-back change repeats happens once.
 */
export function nextRunAt(cadence: ReportCadence, timeZone: string, after: Date): Date {
  const first = localDay(timeZone, after.getTime());
  for (let day = first; day <= first + SEARCH_DAYS; day++) {
    if (!dayMatches(cadence, day)) continue;
    const at = instantOf(timeZone, day, cadence.hour * 60);
    if (at > after.getTime()) return new Date(at);
  }
  throw new Error(`no occurrence of ${JSON.stringify(cadence)} within ${SEARCH_DAYS} days`);
}
