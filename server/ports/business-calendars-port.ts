import type { BusinessCalendar } from '../../src/domain/calendars/business-calendar';
import type { Repositories } from '../repositories';

/**
 * The organisation's working hours and holidays, kept by the service desk (its SLA policies' calendars) and bound in
 * the composition root, so that every clock of the portal (a ticket's, a repair's) counts the same business time.
 */
export interface BusinessCalendarsPort {
  /** The calendar the organisation's default SLA policy counts on, or null when it has none. */
  organisationCalendar(repos: Repositories, organisationId: string): Promise<BusinessCalendar | null>;
  /**
   * Makes `calendar` the organisation's, inside the caller's transaction, by the desk's own rules: it is checked as
   * an SLA policy's calendar is (422 naming the problem), and written where organisationCalendar reads it, so the
   * desk's SLA clocks and every other clock count the new hours at once.
   */
  saveOrganisationCalendar(repos: Repositories, organisationId: string, calendar: BusinessCalendar, now: Date): Promise<void>;
  /** The sites (Locations' ids) that keep hours of their own, with them; every other site follows the organisation's. */
  locationCalendars(repos: Repositories, organisationId: string): Promise<ReadonlyMap<string, BusinessCalendar>>;
  /** The calendar that counts at a site: its own, else the organisation's; null when neither has one. */
  calendarAt(repos: Repositories, organisationId: string, locationId: string | null): Promise<BusinessCalendar | null>;
  /** Gives a site hours of its own (checked as the organisation's are), or with null lets it follow the organisation's. */
  saveLocationCalendar(repos: Repositories, organisationId: string, locationId: string, calendar: BusinessCalendar | null, now: Date): Promise<void>;
}
