import type { BusinessCalendarsPort } from '../ports/business-calendars-port';
import type { Repositories } from '../repositories';

/**
 * The time zone an organisation's days are counted in: its business calendar's (Configure's Localisation), else UTC.
 * What "today", a due date or a month of a report means for its people.
 */
export async function organisationTimeZone(calendars: BusinessCalendarsPort, repos: Repositories, organisationId: string): Promise<string> {
  return (await calendars.organisationCalendar(repos, organisationId))?.timeZone ?? 'UTC';
}
