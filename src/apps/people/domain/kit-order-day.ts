import { tryAddBusinessDays, type BusinessCalendar } from '../../../domain/calendars/business-calendar';

/** Working days a Device Hub kit takes from order to door, where no kit says otherwise. */
export const KIT_LEAD_BUSINESS_DAYS = 5;

/** How far back the order day is looked for: past that the calendar is broken and the kit is ordered at once. */
const LOOKBACK_DAYS = 120;

const DAY_MS = 86_400_000;

export interface KitOrderTiming {
  /** The local day (YYYY-MM-DD) the order is placed on. */
  readonly orderDay: string;
  /** When the job runs: the start of the order day, or now when that is past. */
  readonly runAt: Date;
  /** The kit can no longer arrive before the first day: it is ordered at once, and the hire's page says so. */
  readonly late: boolean;
}

// A calendar day in the location's zone for counting, never shown: the reader's formats are not for this.
// eslint-disable-next-line no-restricted-syntax
const localDay = (timeZone: string, at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The day to order a hire's kit so that it arrives before their start date: the latest day whose order, counted
 * `leadDays` working days of the location's calendar from the day after (holidays and weekends left out), is
 * delivered by the close of a day before the start. Today when that day has passed, flagged late when it is too late.
 */
export function kitOrderTiming(calendar: BusinessCalendar, startDay: string, leadDays: number, now: Date): KitOrderTiming {
  const today = localDay(calendar.timeZone, now);
  let day = shiftDay(startDay, -1);
  for (let step = 0; step < LOOKBACK_DAYS && day >= today; step += 1, day = shiftDay(day, -1)) {
    // Orders go out on working days: a weekend's order is Friday's (or the start of today's, when today is one).
    if (day !== today && !isWorkingDay(calendar, day)) continue;
    // Noon of the day, UTC: the same local day in every zone a working calendar is kept in.
    const from = day === today ? now : new Date(`${day}T12:00:00Z`);
    const arrival = tryAddBusinessDays(calendar, from, leadDays);
    // A day that closes at 24:00 closes on the next day's first instant: the millisecond before is still its own.
    if (arrival && localDay(calendar.timeZone, new Date(arrival.getTime() - 1)) < startDay) {
      return { orderDay: day, runAt: day === today ? now : startOfDay(day), late: false };
    }
  }
  return { orderDay: today, runAt: now, late: true };
}

/** A day with working hours on its weekday that is no holiday of the calendar. */
function isWorkingDay(calendar: BusinessCalendar, day: string): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return calendar.hours.some((hours) => hours.weekday === weekday) && !calendar.holidays.includes(day);
}

/** The first hour of a day in UTC: early enough to be within the order day wherever the office is. */
const startOfDay = (day: string) => new Date(`${day}T00:00:00Z`);
