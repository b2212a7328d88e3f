import type { AppRepositoriesIn, BusinessCalendarsPort, Repositories } from '../../../kernel';
import type { ServiceDeskOwnRepositories } from '../repositories/repositories';
import { slaPolicyOf } from './ticket-sla';

/**
 * The desk's side of the business calendars port: the organisation's calendar is that of its fallback SLA policy
 * (the one without conditions, which every ticket falls back to), else of the first policy in order that has one.
 */
export const deskBusinessCalendars = (repositoriesIn: AppRepositoriesIn<ServiceDeskOwnRepositories>): BusinessCalendarsPort => ({
  async organisationCalendar(callers: Repositories, organisationId: string) {
    const policies = (await repositoriesIn(callers).own.slaPolicies.list(organisationId)).map(slaPolicyOf);
    const withCalendar = policies.filter((policy) => policy.calendar !== null);
    return (withCalendar.find((policy) => policy.condition === null) ?? withCalendar[0])?.calendar ?? null;
  },
});
