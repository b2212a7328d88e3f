import { and, asc, desc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { RepairSlaTargets } from '../../../../src/apps/returns/domain/repair-sla';
import type { RepairState } from '../../../../src/apps/returns/domain/repair-state';
import type { Db } from '../../../kernel';
import { repairEstimates, repairPhotos, repairs, repairSettings, repairSteps } from '../schema/repairs';

export type RepairRow = typeof repairs.$inferSelect;
export type RepairStepRow = typeof repairSteps.$inferSelect;
export type RepairPhotoRow = typeof repairPhotos.$inferSelect;
export type RepairEstimateRow = typeof repairEstimates.$inferSelect;

/** Repairs and their cart lines, steps and photos, each scoped by organisation. */
export class RepairRepository {
  constructor(private readonly db: Db) {}

  async insert(values: typeof repairs.$inferInsert): Promise<RepairRow> {
    const [row] = await this.db.insert(repairs).values(values).returning();
    return row!;
  }

  async byId(organisationId: string, id: string): Promise<RepairRow | undefined> {
    const [row] = await this.db.select().from(repairs).where(and(eq(repairs.organisationId, organisationId), eq(repairs.id, id)));
    return row;
  }

  /** The person's cart lines, oldest first, as they were added. */
  cartOf(organisationId: string, personId: string): Promise<RepairRow[]> {
    return this.db
      .select()
      .from(repairs)
      .where(and(eq(repairs.organisationId, organisationId), eq(repairs.personId, personId), isNull(repairs.state)))
      .orderBy(asc(repairs.createdAt), asc(repairs.id));
  }

  /** Submitted repairs, newest first: the person's, an order's, or all of the organisation's. */
  submitted(organisationId: string, filter: { personId?: string; orderId?: string; states?: readonly RepairState[] }): Promise<RepairRow[]> {
    const where: SQL[] = [eq(repairs.organisationId, organisationId), isNotNull(repairs.state)];
    if (filter.personId) where.push(eq(repairs.personId, filter.personId));
    if (filter.orderId) where.push(eq(repairs.orderId, filter.orderId));
    if (filter.states) where.push(inArray(repairs.state, [...filter.states]));
    return this.db
      .select()
      .from(repairs)
      .where(and(...where))
      .orderBy(desc(repairs.submittedAt), asc(repairs.assetTag))
      .limit(500);
  }

  /** The assets among these that are in a cart or an open repair. */
  async openAssets(organisationId: string, assetIds: readonly string[]): Promise<Map<string, RepairRow>> {
    if (assetIds.length === 0) return new Map();
    const rows = await this.db
      .select()
      .from(repairs)
      .where(and(eq(repairs.organisationId, organisationId), inArray(repairs.assetId, [...assetIds])));
    return new Map(rows.filter((row) => row.state !== 'completed' && row.state !== 'declined').map((row) => [row.assetId, row]));
  }

  /** Changes a repair read at `version`; undefined when someone changed it in between. */
  async update(organisationId: string, id: string, version: number, values: Partial<typeof repairs.$inferInsert>, now: Date): Promise<RepairRow | undefined> {
    const [row] = await this.db
      .update(repairs)
      .set({ ...values, updatedAt: now, version: version + 1 })
      .where(and(eq(repairs.organisationId, organisationId), eq(repairs.id, id), eq(repairs.version, version)))
      .returning();
    return row;
  }

  async removeFromCart(organisationId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(repairs)
      .where(and(eq(repairs.organisationId, organisationId), eq(repairs.id, id), isNull(repairs.state)))
      .returning({ id: repairs.id });
    return rows.length > 0;
  }

  async addStep(values: typeof repairSteps.$inferInsert): Promise<void> {
    await this.db.insert(repairSteps).values(values);
  }

  async stepsOf(organisationId: string, repairIds: readonly string[]): Promise<RepairStepRow[]> {
    if (repairIds.length === 0) return [];
    return this.db
      .select()
      .from(repairSteps)
      .where(and(eq(repairSteps.organisationId, organisationId), inArray(repairSteps.repairId, [...repairIds])))
      .orderBy(asc(repairSteps.at));
  }

  async addPhoto(values: typeof repairPhotos.$inferInsert): Promise<RepairPhotoRow> {
    const [row] = await this.db.insert(repairPhotos).values(values).returning();
    return row!;
  }

  async photosOf(organisationId: string, repairIds: readonly string[]): Promise<RepairPhotoRow[]> {
    if (repairIds.length === 0) return [];
    return this.db
      .select()
      .from(repairPhotos)
      .where(and(eq(repairPhotos.organisationId, organisationId), inArray(repairPhotos.repairId, [...repairIds])))
      .orderBy(asc(repairPhotos.createdAt));
  }

  /** Photos by id that the person uploaded; the caller checks none belongs to another repair. */
  async photosByIds(organisationId: string, uploadedBy: string, ids: readonly string[]): Promise<RepairPhotoRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(repairPhotos)
      .where(and(eq(repairPhotos.organisationId, organisationId), eq(repairPhotos.uploadedBy, uploadedBy), inArray(repairPhotos.id, [...ids])));
  }

  /** The repair's photos are exactly these: the others it had are let go of (their files stay with the audit). */
  async setPhotos(organisationId: string, repairId: string, photoIds: readonly string[]): Promise<void> {
    await this.db
      .update(repairPhotos)
      .set({ repairId: null })
      .where(and(eq(repairPhotos.organisationId, organisationId), eq(repairPhotos.repairId, repairId)));
    if (photoIds.length > 0) {
      await this.db
        .update(repairPhotos)
        .set({ repairId })
        .where(and(eq(repairPhotos.organisationId, organisationId), inArray(repairPhotos.id, [...photoIds])));
    }
  }

  estimates(organisationId: string): Promise<RepairEstimateRow[]> {
    return this.db
      .select()
      .from(repairEstimates)
      .where(eq(repairEstimates.organisationId, organisationId))
      .orderBy(asc(repairEstimates.model), asc(repairEstimates.faultCategory));
  }

  async replaceEstimates(organisationId: string, rows: readonly Omit<typeof repairEstimates.$inferInsert, 'organisationId' | 'id'>[]): Promise<void> {
    await this.db.delete(repairEstimates).where(eq(repairEstimates.organisationId, organisationId));
    if (rows.length > 0) await this.db.insert(repairEstimates).values(rows.map((row) => ({ ...row, organisationId })));
  }

  /** The saved SLA targets and their version; version 0 before the organisation saved any. */
  async settings(organisationId: string): Promise<{ targets: RepairSlaTargets | null; version: number }> {
    const [row] = await this.db.select().from(repairSettings).where(eq(repairSettings.organisationId, organisationId));
    return row ? { targets: row.targets, version: row.version } : { targets: null, version: 0 };
  }

  /** Saves the targets read at `version`; false when someone saved in between. */
  async saveSettings(organisationId: string, version: number, targets: RepairSlaTargets, now: Date): Promise<boolean> {
    if (version === 0) {
      const rows = await this.db.insert(repairSettings).values({ organisationId, targets, updatedAt: now }).onConflictDoNothing().returning({ version: repairSettings.version });
      return rows.length > 0;
    }
    const rows = await this.db
      .update(repairSettings)
      .set({ targets, updatedAt: now, version: version + 1 })
      .where(and(eq(repairSettings.organisationId, organisationId), eq(repairSettings.version, version)))
      .returning({ version: repairSettings.version });
    return rows.length > 0;
  }
}
