import { and, asc, eq, or } from 'drizzle-orm';
import { versionedUpdate, type Db } from '../../../kernel';
import { insightSavedReports as reports } from '../schema/saved-reports';

export type SavedReportRow = typeof reports.$inferSelect;
export type NewSavedReportRow = Omit<typeof reports.$inferInsert, 'id' | 'version'>;
export type SavedReportValues = Partial<Pick<NewSavedReportRow, 'name' | 'query' | 'visibility'>>;

/** The organisation's saved reports. */
export class SavedReportRepository {
  constructor(private readonly db: Db) {}

  async insert(values: NewSavedReportRow): Promise<SavedReportRow> {
    const [row] = await this.db.insert(reports).values(values).returning();
    return row!;
  }

  /** The person's own and the organisation's shared ones, by name. */
  visibleTo(organisationId: string, personId: string): Promise<SavedReportRow[]> {
    return this.db
      .select()
      .from(reports)
      .where(and(eq(reports.organisationId, organisationId), or(eq(reports.ownerId, personId), eq(reports.visibility, 'shared'))))
      .orderBy(asc(reports.name), asc(reports.id));
  }

  async find(organisationId: string, id: string): Promise<SavedReportRow | undefined> {
    const [row] = await this.db.select().from(reports).where(and(eq(reports.organisationId, organisationId), eq(reports.id, id)));
    return row;
  }

  /** Undefined when the version is stale or the report gone. */
  update(organisationId: string, id: string, version: number, values: SavedReportValues, now: Date): Promise<SavedReportRow | undefined> {
    return versionedUpdate(this.db, reports, { organisationId, id, version }, values, now);
  }

  /** False when the version is stale or the report gone; its schedule goes with it. */
  async delete(organisationId: string, id: string, version: number): Promise<boolean> {
    const rows = await this.db
      .delete(reports)
      .where(and(eq(reports.organisationId, organisationId), eq(reports.id, id), eq(reports.version, version)))
      .returning({ id: reports.id });
    return rows.length > 0;
  }
}
