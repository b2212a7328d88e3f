import type { SavedReportItem } from '../../../../contract/apps/insight/saved-report-schemas';
import { isAdminRole } from '../../../../contract/common';
import type { StaffPrincipal } from '../../../kernel';
import type { SavedReportRow } from '../repositories/saved-report-repository';
import type { ScheduleRow } from '../repositories/schedule-repository';

export interface PersonView {
  readonly id: string;
  readonly name: string;
  readonly email: string;
}

/** Its owner, or an admin, changes, schedules and deletes a report; everyone who sees it may read and run it. */
export const mayEdit = (principal: StaffPrincipal, report: SavedReportRow) => report.ownerId === principal.userId || isAdminRole(principal.role);

/** Whether the person sees the report at all: theirs, or shared. Another's private report is no more there than a missing one. */
export const sees = (principal: StaffPrincipal, report: SavedReportRow) => report.ownerId === principal.userId || report.visibility === 'shared';

function scheduleOf(row: ScheduleRow, people: ReadonlyMap<string, PersonView>): NonNullable<SavedReportItem['schedule']> {
  const common = {
    hour: row.hour,
    formats: row.formats,
    recipientIds: row.recipientIds,
    // A recipient the directory no longer has is left out of the names; the delivery skips them too.
    recipients: row.recipientIds.flatMap((id) => {
      const person = people.get(id);
      return person ? [{ id, name: person.name, email: person.email }] : [];
    }),
    timeZone: row.timeZone,
    nextRunAt: row.nextRunAt.toISOString(),
    lastDelivery: row.lastDelivery,
    version: row.version,
  };
  return row.cadence === 'weekly' ? { cadence: 'weekly', weekday: row.weekday ?? 0, ...common } : { cadence: 'monthly', day: row.day ?? 1, ...common };
}

export function savedReportOf(principal: StaffPrincipal, report: SavedReportRow, schedule: ScheduleRow | undefined, people: ReadonlyMap<string, PersonView>): SavedReportItem {
  return {
    id: report.id,
    name: report.name,
    query: report.query,
    visibility: report.visibility,
    owner: { id: report.ownerId, name: people.get(report.ownerId)?.name ?? '' },
    editable: mayEdit(principal, report),
    schedule: schedule ? scheduleOf(schedule, people) : null,
    createdAt: report.createdAt.toISOString(),
    updatedAt: report.updatedAt.toISOString(),
    version: report.version,
  };
}
