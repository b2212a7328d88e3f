import { DAY_MS, instantOf, isTimeZone, localDay } from './zoned-time';

export interface WorkingHours {
  /** 0 = Sunday, as `Date.getDay()` counts. */
  readonly weekday: 0 | 1 | 2 | 3 | 4 | 5 | 6;
  /** Local wall-clock time, 'HH:MM'. */
  readonly start: string;
  /** Local wall-clock time, 'HH:MM', after `start`; '24:00' closes at midnight. */
  readonly end: string;
}

export interface BusinessCalendar {
  /** An IANA zone ('Europe/Berlin'): the hours are wall-clock times there, whatever the season. */
  readonly timeZone: string;
  /** Several ranges on one weekday make a lunch break; a weekday without a range is a day off. */
  readonly hours: readonly WorkingHours[];
  /** Local dates, 'YYYY-MM-DD', with no working time at all. */
  readonly holidays: readonly string[];
}

const CALENDAR_PROBLEMS = [
  'invalid-time-zone',
  'invalid-weekday',
  'invalid-time',
  'end-not-after-start',
  'overlapping-hours',
  'invalid-holiday',
  'no-working-time',
] as const;
type CalendarProblem = (typeof CALENDAR_PROBLEMS)[number];

/**
 * How far the rules look for working time. A calendar whose next opening is further away is broken (or all
 * holidays), and the walk must end somewhere.
 */
const LOOKAHEAD_DAYS = 731;

const MINUTE_MS = 60_000;
const TIME = /^(?:([01]\d|2[0-3]):([0-5]\d)|(24):(00))$/;
const ISO_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A stretch of working time as instants (ms since the epoch), start included, end excluded. */
interface Period {
  readonly start: number;
  readonly end: number;
}

/** Minutes after local midnight, or null for anything but 'HH:MM' (or '24:00'). */
function minuteOfDay(time: string): number | null {
  const match = TIME.exec(time);
  if (!match) return null;
  return Number(match[1] ?? match[3]) * 60 + Number(match[2] ?? match[4]);
}

/** Each weekday's ranges as minutes of the day, sorted and merged; ranges that cannot be read are left out. */
function weeklyRanges(calendar: BusinessCalendar): [number, number][][] {
  const week: [number, number][][] = [[], [], [], [], [], [], []];
  for (const hours of calendar.hours) {
    const start = minuteOfDay(hours.start);
    const end = minuteOfDay(hours.end);
    const day = week[hours.weekday];
    if (start === null || end === null || end <= start || !day) continue;
    day.push([start, end]);
  }
  return week.map((ranges) => {
    const merged: [number, number][] = [];
    for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
      const last = merged.at(-1);
      if (last && start <= last[1]) last[1] = Math.max(last[1], end);
      else merged.push([start, end]);
    }
    return merged;
  });
}

function isoDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

function isIsoDay(text: string): boolean {
  return ISO_DAY.test(text) && isoDay(Date.parse(text) / DAY_MS) === text;
}

/**
 * The calendar's working periods that end after `from`, in time order: up to `until` when given, else for
 * LOOKAHEAD_DAYS days.
 */
function* periodsFrom(calendar: BusinessCalendar, from: number, until = Infinity): Generator<Period> {
  const week = weeklyRanges(calendar);
  const holidays = new Set(calendar.holidays);
  const first = localDay(calendar.timeZone, from);
  const last = Number.isFinite(until) ? localDay(calendar.timeZone, until) + 1 : first + LOOKAHEAD_DAYS;
  let known = { day: NaN, midnight: NaN };
  for (let day = first; day <= last; day++) {
    const ranges = week[(((day + 4) % 7) + 7) % 7] ?? []; // 1970-01-01 was a Thursday
    if (ranges.length === 0 || holidays.has(isoDay(day))) continue;
    const midnight = known.day === day ? known.midnight : instantOf(calendar.timeZone, day, 0);
    known = { day: day + 1, midnight: instantOf(calendar.timeZone, day + 1, 0) };
    // Asking Intl is the slow part; on the days without a clock change (all but two a year) the offset is one.
    const plain = known.midnight - midnight === DAY_MS;
    const instant = (minute: number) => (plain ? midnight + minute * MINUTE_MS : instantOf(calendar.timeZone, day, minute));
    for (const [startMinute, endMinute] of ranges) {
      const start = instant(startMinute);
      if (start >= until) return;
      const end = instant(endMinute);
      if (end > Math.max(start, from)) yield { start, end };
    }
  }
}

/**
 * The instant `minutes` of working time after `from`, or null when the calendar has no such time within
 * LOOKAHEAD_DAYS. Counting starts at the next opening when `from` is outside hours; a deadline that uses a period
 * up exactly falls on its closing time (Friday 17:00, not Monday 09:00).
 */
export function tryAddBusinessMinutes(calendar: BusinessCalendar, from: Date, minutes: number): Date | null {
  if (!Number.isFinite(minutes) || minutes < 0) throw new RangeError(`Business minutes must be zero or more, not ${minutes}.`);
  if (minutes === 0) return new Date(from.getTime());
  // Instants are whole milliseconds; rounding here keeps fractions of a millisecond from piling up.
  let left = Math.round(minutes * MINUTE_MS);
  for (const period of periodsFrom(calendar, from.getTime())) {
    const start = Math.max(period.start, from.getTime());
    if (left <= period.end - start) return new Date(start + left);
    left -= period.end - start;
  }
  return null;
}

/** Monday to Friday, the whole day, in UTC: the working week where an organisation has no calendar of its own. */
export const WEEKDAYS_UTC: BusinessCalendar = {
  timeZone: 'UTC',
  hours: ([1, 2, 3, 4, 5] as const).map((weekday) => ({ weekday, start: '00:00', end: '24:00' })),
  holidays: [],
};

/**
 * The closing time of the `days`-th working day after the day `from` falls on (a device received on a Friday and
 * inspected within two working days: by Tuesday's close), or null when the calendar has no such days within
 * LOOKAHEAD_DAYS.
 */
export function tryAddBusinessDays(calendar: BusinessCalendar, from: Date, days: number): Date | null {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`Business days must be a whole number, zero or more, not ${days}.`);
  if (days === 0) return new Date(from.getTime());
  const firstDay = localDay(calendar.timeZone, from.getTime());
  let counted = 0;
  let day = NaN;
  let close = NaN;
  for (const period of periodsFrom(calendar, from.getTime())) {
    const periodDay = localDay(calendar.timeZone, period.start);
    if (periodDay <= firstDay) continue;
    if (periodDay !== day) {
      if (counted === days) break;
      day = periodDay;
      counted += 1;
    }
    close = period.end;
  }
  return counted === days ? new Date(close) : null;
}

/**
 * Working minutes between two instants (fractional when they are not on whole minutes). Negative when `to` is
 * before `from`, so "overdue by" and "due in" come out of the same call.
 */
export function businessMinutesBetween(calendar: BusinessCalendar, from: Date, to: Date): number {
  if (to.getTime() < from.getTime()) return -businessMinutesBetween(calendar, to, from);
  let total = 0;
  for (const period of periodsFrom(calendar, from.getTime(), to.getTime())) {
    total += Math.min(period.end, to.getTime()) - Math.max(period.start, from.getTime());
  }
  return total / MINUTE_MS;
}

/** Opening time counts as inside, closing time as outside: 17:00 of a 09:00–17:00 day is after hours. */
export function isWithinBusinessHours(calendar: BusinessCalendar, at: Date): boolean {
  const instant = at.getTime();
  for (const period of periodsFrom(calendar, instant, instant + 1)) {
    if (period.start <= instant && instant < period.end) return true;
  }
  return false;
}

/** What is wrong with a calendar, as stable codes the form translates; empty when it can be used. */
export function calendarProblems(calendar: BusinessCalendar): CalendarProblem[] {
  const problems = new Set<CalendarProblem>();
  if (!isTimeZone(calendar.timeZone)) problems.add('invalid-time-zone');
  const byDay = new Map<number, [number, number][]>();
  for (const hours of calendar.hours) {
    const weekdayOk = Number.isInteger(hours.weekday) && hours.weekday >= 0 && hours.weekday <= 6;
    if (!weekdayOk) problems.add('invalid-weekday');
    const start = minuteOfDay(hours.start);
    const end = minuteOfDay(hours.end);
    if (start === null || end === null || start === 24 * 60) {
      problems.add('invalid-time');
      continue;
    }
    if (end <= start) {
      problems.add('end-not-after-start');
      continue;
    }
    if (weekdayOk) byDay.set(hours.weekday, [...(byDay.get(hours.weekday) ?? []), [start, end]]);
  }
  for (const ranges of byDay.values()) {
    const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
    if (sorted.some(([start], index) => index > 0 && start < sorted[index - 1]![1])) problems.add('overlapping-hours');
  }
  if (!calendar.holidays.every(isIsoDay)) problems.add('invalid-holiday');
  if (byDay.size === 0) problems.add('no-working-time');
  return CALENDAR_PROBLEMS.filter((problem) => problems.has(problem));
}
