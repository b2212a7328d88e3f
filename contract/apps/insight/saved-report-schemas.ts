import * as z from 'zod';
import { Id, Timestamp, Version } from '../../common';
import { text } from '../../text';
import { LAST_MONTHLY_DAY, MAX_RECIPIENTS, REPORT_FORMATS } from '../../../src/apps/insight/domain/schedules/report-schedule';
import { ReportQuery } from './report-schemas';

export const SAVED_REPORT_VISIBILITIES = ['private', 'shared'] as const;
export const DELIVERY_STATUSES = ['sent', 'partly-sent', 'failed', 'no-recipients'] as const;

const Hour = z.int().min(0).max(23);
const Visibility = z.enum(SAVED_REPORT_VISIBILITIES);
const Name = text().trim().min(1).max(120);

/** A saved report as it is written: a name, the report's query (kind and filters) and who sees it. */
export const SavedReportInput = z.strictObject({ name: Name, query: ReportQuery, visibility: Visibility });

/** A change names the version it read; what it leaves out stays. */
export const SavedReportChange = z.strictObject({
  name: Name.optional(),
  query: ReportQuery.optional(),
  visibility: Visibility.optional(),
  version: Version,
});

const Weekly = { cadence: z.literal('weekly'), weekday: z.int().min(0).max(6), hour: Hour };
const Monthly = { cadence: z.literal('monthly'), day: z.int().min(1).max(LAST_MONTHLY_DAY), hour: Hour };

const delivery = {
  formats: z.array(z.enum(REPORT_FORMATS)).min(1).max(REPORT_FORMATS.length),
  /** People of the organisation, by id: nothing is mailed to an address outside it. */
  recipientIds: z.array(Id).min(1).max(MAX_RECIPIENTS),
};

/**
 * A schedule as it is written: weekly on a weekday or monthly on a day, at the hour of the organisation's zone, as
 * CSV, PDF or both. `version` is the schedule's as it was read, null for a report that has none yet; a stale one
 * answers 412.
 */
export const ScheduleInput = z.discriminatedUnion('cadence', [
  z.strictObject({ ...Weekly, ...delivery, version: Version.nullable() }),
  z.strictObject({ ...Monthly, ...delivery, version: Version.nullable() }),
]);

const Person = z.object({ id: Id, name: text().max(200) });
const Recipient = Person.extend({ email: text().max(254) });

const scheduled = {
  ...delivery,
  recipients: z.array(Recipient).max(MAX_RECIPIENTS),
  /** The organisation's zone the hours are read in. */
  timeZone: text().max(80),
  nextRunAt: Timestamp,
  lastDelivery: z.object({ at: Timestamp, status: z.enum(DELIVERY_STATUSES), sent: z.int().min(0), failed: z.int().min(0) }).nullable(),
  version: Version,
};

/** A schedule as it is read: what was written, who it mails, its next run and how the last delivery went. */
export const ScheduleItem = z.discriminatedUnion('cadence', [z.object({ ...Weekly, ...scheduled }), z.object({ ...Monthly, ...scheduled })]);

export const SavedReportItem = z.object({
  id: Id,
  name: text().max(120),
  query: ReportQuery,
  visibility: Visibility,
  owner: Person,
  /** Whether the caller may change, schedule or delete it: its owner, or an admin. */
  editable: z.boolean(),
  schedule: ScheduleItem.nullable(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  version: Version,
});

/** The caller's own saved reports and those shared in the organisation, by name. */
export const SavedReportList = z.object({ items: z.array(SavedReportItem).max(1000) });

/** Who a schedule may mail: the organisation's active people who may open Insights Center. */
export const ReportRecipientList = z.object({ items: z.array(Recipient).max(5000) });

export type SavedReportItem = z.infer<typeof SavedReportItem>;
export type ScheduleInput = z.infer<typeof ScheduleInput>;
