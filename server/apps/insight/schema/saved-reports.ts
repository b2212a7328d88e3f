import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { DELIVERY_STATUSES, SAVED_REPORT_VISIBILITIES } from '../../../../contract/apps/insight/saved-report-schemas';
import type { ReportQuery } from '../../../../contract/apps/insight/report-schemas';
import { SCHEDULE_CADENCES, type ReportFormat } from '../../../../src/apps/insight/domain/schedules/report-schedule';
import { at, createdAt, id, inList, organisationId, users, version } from '../../../kernel-schema';

export interface LastDelivery {
  readonly at: string;
  readonly status: (typeof DELIVERY_STATUSES)[number];
  readonly sent: number;
  readonly failed: number;
}

/** A report (kind and filters) saved under a name by one person, for them alone or for everyone in the organisation. */
export const insightSavedReports = pgTable(
  'insight_saved_reports',
  {
    id: id(),
    organisationId: organisationId(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: jsonb('query').$type<z.output<typeof ReportQuery>>().notNull(),
    visibility: text('visibility').$type<(typeof SAVED_REPORT_VISIBILITIES)[number]>().notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: version(),
  },
  (t) => [
    index('insight_saved_reports_owner_idx').on(t.organisationId, t.ownerId),
    index('insight_saved_reports_shared_idx').on(t.organisationId, t.visibility),
    check('insight_saved_reports_visibility_check', sql`${t.visibility} in (${inList(SAVED_REPORT_VISIBILITIES)})`),
  ],
);

/**
 * When a saved report is mailed, to whom and as what; at most one per report. `nextRunAt` is the occurrence the
 * queued delivery job is for: a job naming another (or another version) finds its schedule changed and does nothing.
 */
export const insightReportSchedules = pgTable(
  'insight_report_schedules',
  {
    id: id(),
    organisationId: organisationId(),
    savedReportId: uuid('saved_report_id')
      .notNull()
      .references(() => insightSavedReports.id, { onDelete: 'cascade' }),
    cadence: text('cadence').$type<(typeof SCHEDULE_CADENCES)[number]>().notNull(),
    /** 0 = Sunday, for a weekly schedule. */
    weekday: integer('weekday'),
    /** 1–28, for a monthly schedule. */
    day: integer('day'),
    hour: integer('hour').notNull(),
    formats: jsonb('formats').$type<ReportFormat[]>().notNull(),
    recipientIds: jsonb('recipient_ids').$type<string[]>().notNull(),
    timeZone: text('time_zone').notNull(),
    nextRunAt: at('next_run_at').notNull(),
    lastDelivery: jsonb('last_delivery').$type<LastDelivery>(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: version(),
  },
  (t) => [
    uniqueIndex('insight_report_schedules_report_idx').on(t.savedReportId),
    index('insight_report_schedules_org_idx').on(t.organisationId),
    check('insight_report_schedules_cadence_check', sql`${t.cadence} in (${inList(SCHEDULE_CADENCES)})`),
    check(
      'insight_report_schedules_when_check',
      sql`${t.hour} between 0 and 23 and ((${t.cadence} = 'weekly' and ${t.weekday} between 0 and 6 and ${t.day} is null) or (${t.cadence} = 'monthly' and ${t.day} between 1 and 28 and ${t.weekday} is null))`,
    ),
  ],
);
