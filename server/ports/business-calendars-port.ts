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
}
