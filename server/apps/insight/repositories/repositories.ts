import type { AppRepositories, Db } from '../../../kernel';
import { SavedReportRepository } from './saved-report-repository';
import { ScheduleRepository } from './schedule-repository';

/** Insights Center's own repositories: saved reports and their mail schedules. */
export function insightRepositoriesOf(db: Db) {
  return { savedReports: new SavedReportRepository(db), schedules: new ScheduleRepository(db) };
}

export type InsightOwnRepositories = ReturnType<typeof insightRepositoriesOf>;
export type InsightRepositories = AppRepositories<InsightOwnRepositories>;
