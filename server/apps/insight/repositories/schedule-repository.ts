import { and, eq, inArray } from 'drizzle-orm';
import { versionedUpdate, type Db } from '../../../kernel';
import { insightReportSchedules as schedules, type LastDelivery } from '../schema/saved-reports';

export type ScheduleRow = typeof schedules.$inferSelect;
export type NewScheduleRow = Omit<typeof schedules.$inferInsert, 'id' | 'version' | 'lastDelivery'>;
export type ScheduleValues = Omit<NewScheduleRow, 'organisationId' | 'savedReportId' | 'createdAt' | 'updatedAt'>;

/** The saved reports' mail schedules, one per report at most. */
export class ScheduleRepository {
  constructor(private readonly db: Db) {}

  async insert(values: NewScheduleRow): Promise<ScheduleRow> {
    const [row] = await this.db.insert(schedules).values(values).returning();
    return row!;
  }

  async find(organisationId: string, id: string): Promise<ScheduleRow | undefined> {
    const [row] = await this.db.select().from(schedules).where(and(eq(schedules.organisationId, organisationId), eq(schedules.id, id)));
    return row;
  }

  async ofReport(organisationId: string, savedReportId: string): Promise<ScheduleRow | undefined> {
    const [row] = await this.db.select().from(schedules).where(and(eq(schedules.organisationId, organisationId), eq(schedules.savedReportId, savedReportId)));
    return row;
  }

  ofReports(organisationId: string, savedReportIds: readonly string[]): Promise<ScheduleRow[]> {
    if (savedReportIds.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(schedules)
      .where(and(eq(schedules.organisationId, organisationId), inArray(schedules.savedReportId, [...savedReportIds])));
  }

  /** Undefined when the version is stale or the schedule gone. */
  update(organisationId: string, id: string, version: number, values: ScheduleValues, now: Date): Promise<ScheduleRow | undefined> {
    return versionedUpdate(this.db, schedules, { organisationId, id, version }, values, now);
  }

  async delete(organisationId: string, id: string, version: number): Promise<boolean> {
    const rows = await this.db
      .delete(schedules)
      .where(and(eq(schedules.organisationId, organisationId), eq(schedules.id, id), eq(schedules.version, version)))
      .returning({ id: schedules.id });
    return rows.length > 0;
  }

  /**
   * Moves the schedule on from the occurrence a delivery job was for to the next, only while it still is at that
   * occurrence and version: of two attempts at one occurrence, one moves it and the other finds nothing. The version
   * stays, so a queued job for the next occurrence still matches; someone's edit bumps it and so cancels the job.
   */
  async advance(organisationId: string, id: string, occurrence: { version: number; runAt: Date }, next: { nextRunAt: Date; timeZone: string }): Promise<ScheduleRow | undefined> {
    const [row] = await this.db
      .update(schedules)
      .set(next)
      .where(and(eq(schedules.organisationId, organisationId), eq(schedules.id, id), eq(schedules.version, occurrence.version), eq(schedules.nextRunAt, occurrence.runAt)))
      .returning();
    return row;
  }

  /** How the delivery went; the schedule's version stays, so nobody's open edit turns stale by it. */
  async recordDelivery(organisationId: string, id: string, lastDelivery: LastDelivery): Promise<void> {
    await this.db
      .update(schedules)
      .set({ lastDelivery })
      .where(and(eq(schedules.organisationId, organisationId), eq(schedules.id, id)));
  }
}
