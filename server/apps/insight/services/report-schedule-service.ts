import { INSIGHTS_CENTER_SLUG } from '../../../../src/apps/insight/domain/slug';
import { nextRunAt, type ReportCadence } from '../../../../src/apps/insight/domain/schedules/report-schedule';
import type { ScheduleInput } from '../../../../contract/apps/insight/saved-report-schemas';
import { auditBy, notFound, organisationTimeZone, staleVersion, violatedConstraint, type Repositories, type StaffPrincipal } from '../../../kernel';
import type { InsightRepositories } from '../repositories/repositories';
import type { ScheduleRow, ScheduleValues } from '../repositories/schedule-repository';
import { checkReaders } from './report-readers';
import { answerOf, editableReport } from './saved-report-service';
import type { InsightDeps } from './service-deps';

/** The job that mails one occurrence of a schedule, then queues the next. */
export const REPORT_DELIVERY_JOB = 'insights.report.deliver';

export const cadenceOf = (row: Pick<ScheduleRow, 'cadence' | 'weekday' | 'day' | 'hour'>): ReportCadence =>
  row.cadence === 'weekly' ? { cadence: 'weekly', weekday: row.weekday ?? 0, hour: row.hour } : { cadence: 'monthly', day: row.day ?? 1, hour: row.hour };

/**
 * The delivery of the schedule's next occurrence as a job due then, in the caller's transaction. The payload names
 * the occurrence and the schedule's version: once either moved (an edit, a delivery) or the schedule is gone, the job
 * does nothing.
 */
export async function queueDelivery(repos: Repositories, schedule: Pick<ScheduleRow, 'id' | 'organisationId' | 'savedReportId' | 'version' | 'nextRunAt'>, now: Date, maxAttempts: number): Promise<void> {
  await repos.jobs.enqueue(
    {
      kind: REPORT_DELIVERY_JOB,
      payload: { organisationId: schedule.organisationId, scheduleId: schedule.id, version: schedule.version, runAt: schedule.nextRunAt.toISOString() },
      organisationId: schedule.organisationId,
      target: schedule.savedReportId,
      maxAttempts,
      runAt: schedule.nextRunAt,
    },
    now,
  );
}

/** What the trail keeps of a schedule. */
const audited = (row: ScheduleRow) => ({ cadence: cadenceOf(row), formats: row.formats, recipientIds: row.recipientIds, timeZone: row.timeZone });
const trail = { entityType: 'saved-report', appSlug: INSIGHTS_CENTER_SLUG } as const;

/** A saved report's mail schedule: set, changed and stopped by whoever may change the report. */
export class ReportScheduleService {
  constructor(private readonly deps: Pick<InsightDeps, 'store' | 'now' | 'config' | 'businessCalendars'>) {}

  async set(principal: StaffPrincipal, savedReportId: string, body: ScheduleInput) {
    const { organisationId } = principal;
    const { version, formats, recipientIds } = body;
    const cadence: ReportCadence = body.cadence === 'weekly' ? { cadence: 'weekly', weekday: body.weekday, hour: body.hour } : { cadence: 'monthly', day: body.day, hour: body.hour };
    const now = this.deps.now();
    try {
      return await this.deps.store.transaction(async (repos) => {
        const report = await editableReport(repos, principal, savedReportId);
        const uniqueIds = [...new Set(recipientIds)];
        await checkReaders(repos, organisationId, uniqueIds);
        const timeZone = await organisationTimeZone(this.deps.businessCalendars, repos, organisationId);
        const values: ScheduleValues = {
          cadence: cadence.cadence,
          weekday: cadence.cadence === 'weekly' ? cadence.weekday : null,
          day: cadence.cadence === 'monthly' ? cadence.day : null,
          hour: cadence.hour,
          formats: [...new Set(formats)],
          recipientIds: uniqueIds,
          timeZone,
          nextRunAt: nextRunAt(cadence, timeZone, now),
        };
        const before = await repos.own.schedules.ofReport(organisationId, savedReportId);
        const saved = await this.write(repos, before, version, { organisationId, savedReportId, ...values, createdAt: now, updatedAt: now }, now);
        await queueDelivery(repos, saved, now, this.deps.config.jobs.maxAttempts);
        await repos.audit.append(
          auditBy(principal, { ...trail, action: 'saved-report.scheduled', entityId: savedReportId, before: before ? audited(before) : null, after: audited(saved) }),
        );
        return answerOf(repos, principal, report, saved);
      });
    } catch (error) {
      // Two first schedules at once: the second finds the first one there, as a stale version would.
      if (violatedConstraint(error, '23505') === 'insight_report_schedules_report_idx') throw staleVersion();
      throw error;
    }
  }

  private async write(repos: InsightRepositories, before: ScheduleRow | undefined, version: number | null, row: Parameters<InsightRepositories['own']['schedules']['insert']>[0], now: Date) {
    if (version === null) {
      if (before) throw staleVersion();
      return repos.own.schedules.insert(row);
    }
    const { organisationId, savedReportId: _report, createdAt: _created, updatedAt: _updated, ...values } = row;
    const updated = before && (await repos.own.schedules.update(organisationId, before.id, version, values, now));
    if (!updated) throw staleVersion();
    return updated;
  }

  async remove(principal: StaffPrincipal, savedReportId: string, version: number): Promise<void> {
    await this.deps.store.transaction(async (repos) => {
      await editableReport(repos, principal, savedReportId);
      const before = await repos.own.schedules.ofReport(principal.organisationId, savedReportId);
      // The queued delivery job finds no schedule and does nothing.
      if (!before) throw notFound('schedule');
      if (!(await repos.own.schedules.delete(principal.organisationId, before.id, version))) throw staleVersion();
      await repos.audit.append(auditBy(principal, { ...trail, action: 'saved-report.unscheduled', entityId: savedReportId, before: audited(before) }));
    });
  }
}
