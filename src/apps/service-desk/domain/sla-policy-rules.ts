import { calendarProblems, type BusinessCalendar } from '../../../domain/calendars/business-calendar';
import type { FieldRefusal } from './field-refusal';

/**
 * Why an SLA policy cannot be used, or null: a calendar with no usable working time, or targets and a condition
 * naming priorities the organisation does not have.
 */
export function slaPolicyProblem(
  policy: { readonly calendar: BusinessCalendar | null; readonly targets: Readonly<Record<string, unknown>>; readonly condition: { readonly priorityIds?: readonly string[] } | null },
  priorityIds: ReadonlySet<string>,
): FieldRefusal | null {
  const problems = policy.calendar ? calendarProblems(policy.calendar) : [];
  if (problems.length > 0) return { field: 'calendar', message: `The business calendar is not usable: ${problems.join(', ')}.`, code: problems[0]! };
  const unknown = Object.keys(policy.targets).find((id) => !priorityIds.has(id));
  if (unknown) return { field: `targets.${unknown}`, message: 'Targets must name priorities of this organisation.', code: 'unknown-id' };
  if ((policy.condition?.priorityIds ?? []).some((id) => !priorityIds.has(id))) {
    return { field: 'condition.priorityIds', message: 'The condition names a priority this organisation does not have.', code: 'unknown-id' };
  }
  return null;
}
