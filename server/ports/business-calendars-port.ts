import type { BusinessCalendar } from '../../src/domain/calendars/business-calendar';
import type { Repositories } from '../repositories';

/**
 * The organisation's working hours and holidays, kept by the service desk (its SLA policies' calendars) and bound in
 * the composition root, so that every clock of the portal (a ticket's, a repair's) counts the same business time.
 */
export interface BusinessCalendarsPort {
  /** The calendar the organisation's default SLA policy counts on, or null when it has none. */
  organisationCalendar(repos: Repositories, organisationId: string): Promise<BusinessCalendar | null>;
}
