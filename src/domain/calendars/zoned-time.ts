/**
 * Wall-clock time in an IANA zone, on the engine's Intl alone: local days and the instants local times happen, for
 * the business calendars and anything else that runs by an organisation's clock (a report's schedule).
 */

const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

export function isTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

// Building a formatter costs far more than using one, and every day walked needs a few.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock reading in the zone at an instant, as if that reading were UTC (ms, whole seconds). */
function wallClock(timeZone: string, instant: number): number {
  const fields: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  // Some engines write midnight as hour 24 of the same day even with h23.
  const hour = fields.hour === 24 ? 0 : (fields.hour ?? 0);
  return Date.UTC(fields.year ?? 1970, (fields.month ?? 1) - 1, fields.day ?? 1, hour, fields.minute ?? 0, fields.second ?? 0);
}

function offsetAt(timeZone: string, instant: number): number {
  const wholeSecond = instant - (((instant % 1000) + 1000) % 1000);
  return wallClock(timeZone, wholeSecond) - wholeSecond;
}

/** The local day (days since 1970-01-01) an instant falls on in the zone. */
export function localDay(timeZone: string, instant: number): number {
  return Math.floor(wallClock(timeZone, instant) / DAY_MS);
}

/** The calendar day (`YYYY-MM-DD`) an instant falls on in the zone: what "today" is for the people there. */
export function dayInZone(at: Date, timeZone: string): string {
  return new Date(localDay(timeZone, at.getTime()) * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The instant a local wall-clock time happens. A time skipped by a spring-forward change moves forward by the gap
 * (02:30 becomes 03:30), as Temporal's 'compatible' does, so a range never swallows or invents an hour.
 */
export function instantOf(timeZone: string, day: number, minute: number): number {
  const wall = day * DAY_MS + minute * MINUTE_MS;
  const firstOffset = offsetAt(timeZone, wall);
  const first = wall - firstOffset;
  const secondOffset = offsetAt(timeZone, first);
  if (secondOffset === firstOffset) return first;
  const second = wall - secondOffset;
  if (offsetAt(timeZone, second) === secondOffset) return second;
  return Math.max(first, second);
}
