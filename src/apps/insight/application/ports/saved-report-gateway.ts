import type { ReportFormat } from '../../domain/schedules/report-schedule';
import type { ReportQuery } from './report-gateway';

export type SavedReportVisibility = 'private' | 'shared';
export type DeliveryStatus = 'sent' | 'partly-sent' | 'failed' | 'no-recipients';

export interface ReportReader {
  readonly id: string;
  readonly name: string;
  readonly email: string;
}

/** When a report is mailed: weekly on a weekday (0 = Sunday) or monthly on a day (1–28), at an hour of the organisation's zone. */
export type ScheduleCadence =
  | { readonly cadence: 'weekly'; readonly weekday: number; readonly hour: number }
  | { readonly cadence: 'monthly'; readonly day: number; readonly hour: number };

export type ScheduleDraft = ScheduleCadence & {
  readonly formats: readonly ReportFormat[];
  readonly recipientIds: readonly string[];
  /** The schedule's version as it was read, null for a report without one. */
  readonly version: number | null;
};

export type ReportSchedule = ScheduleCadence & {
  readonly formats: readonly ReportFormat[];
  readonly recipientIds: readonly string[];
  readonly recipients: readonly ReportReader[];
  readonly timeZone: string;
  readonly nextRunAt: string;
  readonly lastDelivery: { readonly at: string; readonly status: DeliveryStatus; readonly sent: number; readonly failed: number } | null;
  readonly version: number;
};

export interface SavedReport {
  readonly id: string;
  readonly name: string;
  readonly query: ReportQuery;
  readonly visibility: SavedReportVisibility;
  readonly owner: { readonly id: string; readonly name: string };
  /** The caller may change, schedule and delete it: its owner, or an admin. */
  readonly editable: boolean;
  readonly schedule: ReportSchedule | null;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly version: number;
}

export interface SavedReportInput {
  readonly name: string;
  readonly query: ReportQuery;
  readonly visibility: SavedReportVisibility;
}

/** Insights Center's saved reports and their mail schedules. */
export interface SavedReportGateway {
  list(): Promise<{ readonly items: readonly SavedReport[] }>;
  create(input: SavedReportInput): Promise<SavedReport>;
  update(id: string, change: Partial<SavedReportInput> & { readonly version: number }): Promise<SavedReport>;
  remove(id: string, version: number): Promise<void>;
  schedule(id: string, draft: ScheduleDraft): Promise<SavedReport>;
  unschedule(id: string, version: number): Promise<void>;
  readers(): Promise<{ readonly items: readonly ReportReader[] }>;
}

export const SAVED_REPORT_GATEWAY = Symbol.for('insight.SavedReportGateway');
