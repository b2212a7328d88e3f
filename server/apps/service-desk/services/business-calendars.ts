import { calendarProblems, type BusinessCalendar } from '../../../../src/domain/calendars/business-calendar';
import type { AppRepositoriesIn, BusinessCalendarsPort, Repositories } from '../../../kernel';
import type { ServiceDeskOwnRepositories } from '../repositories/repositories';
import { deskFieldProblem } from './support';
import type { SlaPolicy } from '../../../../src/apps/service-desk/domain/sla-policy';
import { slaPolicyOf } from './ticket-sla';

/**
 * The policy whose calendar is the organisation's: the fallback SLA policy (the one without conditions, which every
 * ticket falls back to) when it has a calendar, else the first policy in order that has one.
 */
function calendarPolicy(policies: readonly SlaPolicy[]): SlaPolicy | undefined {
  const withCalendar = policies.filter((policy) => policy.calendar !== null);
  return withCalendar.find((policy) => policy.condition === null) ?? withCalendar[0];
}

/** The desk's side of the business calendars port: the organisation's calendar is that of its SLA policies. */
function usable(calendar: BusinessCalendar): void {
  const problems = calendarProblems(calendar);
  if (problems.length > 0) throw deskFieldProblem('calendar', `The business calendar is not usable: ${problems.join(', ')}.`, problems[0]);
}

export function deskBusinessCalendars(repositoriesIn: AppRepositoriesIn<ServiceDeskOwnRepositories>): BusinessCalendarsPort {
  const organisationCalendar = async (callers: Repositories, organisationId: string) => {
    const policies = (await repositoriesIn(callers).own.slaPolicies.list(organisationId)).map(slaPolicyOf);
    return calendarPolicy(policies)?.calendar ?? null;
  };
  return {
    organisationCalendar,

    async locationCalendars(callers: Repositories, organisationId: string) {
      const rows = await repositoriesIn(callers).own.locationCalendars.list(organisationId);
      return new Map(rows.map((row) => [row.locationId, row.calendar]));
    },

    async calendarAt(callers: Repositories, organisationId: string, locationId: string | null) {
      const own = locationId === null ? null : await repositoriesIn(callers).own.locationCalendars.find(organisationId, locationId);
      return own ?? (await organisationCalendar(callers, organisationId));
    },

    async saveLocationCalendar(callers: Repositories, organisationId: string, locationId: string, calendar: BusinessCalendar | null, now: Date) {
      if (calendar !== null) usable(calendar);
      await repositoriesIn(callers).own.locationCalendars.save(organisationId, locationId, calendar, now);
    },

    /**
     * Written to the policy the calendar is read from; without one, to the fallback policy (then the first); an
     * organisation with no SLA policy at all gets a fallback policy without targets, which counts no deadline until
     * the desk sets them but keeps the hours every other clock reads.
     */
    async saveOrganisationCalendar(callers: Repositories, organisationId: string, calendar: BusinessCalendar, now: Date) {
      usable(calendar);
      const records = repositoriesIn(callers).own.slaPolicies;
      const rows = await records.list(organisationId);
      const policies = rows.map(slaPolicyOf);
      const target = calendarPolicy(policies) ?? policies.find((policy) => policy.condition === null) ?? policies[0];
      const row = rows.find((each) => each.id === target?.id);
      const stored = { ...calendar, hours: [...calendar.hours], holidays: [...calendar.holidays] };
      if (!row) {
        await records.insert({ organisationId, name: 'Business hours', order: 0, condition: null, calendar: stored, targets: {} });
        return;
      }
      if (!(await records.update(organisationId, row.id, row.version, { calendar: stored }, now))) throw new Error('The SLA policy changed while its calendar was saved');
    },
  };
}
