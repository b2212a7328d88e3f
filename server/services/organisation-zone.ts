import type { BusinessCalendarsPort } from '../ports/business-calendars-port';
import type { Repositories } from '../repositories';
import type { DayRange } from '../repositories/query-helpers';

/**
 * The time zone an organisation's days are counted in: its business calendar's (Configure's Localisation), else UTC.
 * What "today", a due date or a month of a report means for its people.
 */
export async function organisationTimeZone(calendars: BusinessCalendarsPort, repos: Repositories, organisationId: string): Promise<string> {
  return (await calendars.organisationCalendar(repos, organisationId))?.timeZone ?? 'UTC';
}

/**
 * A list's day filter as the organisation counts days: none when neither end is given (and no calendar is read), else
 * its days in the organisation's zone.
 */
export async function organisationDays(
  calendars: BusinessCalendarsPort,
  repos: Repositories,
  organisationId: string,
  { from, to }: { readonly from?: string | undefined; readonly to?: string | undefined },
): Promise<DayRange | undefined> {
  if (!from && !to) return undefined;
  return { from, to, timeZone: await organisationTimeZone(calendars, repos, organisationId) };
}
