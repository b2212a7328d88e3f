import { and, asc, eq, isNull } from 'drizzle-orm';
import { versionedUpdate, type Db } from '../../../kernel';
import { loopDevices } from '../schema/loop';

export type LoopDeviceRow = typeof loopDevices.$inferSelect;
export type NewLoopDevice = Pick<LoopDeviceRow, 'serial' | 'type' | 'grade' | 'disposition' | 'assetId' | 'recycler'>;
export type LoopDeviceValues = Pick<LoopDeviceRow, 'type' | 'grade' | 'disposition' | 'recycler' | 'sanitisation'>;

/** Loop's devices, each query scoped by organisation and campaign. */
export class LoopRepository {
  constructor(private readonly db: Db) {}

  devices(organisationId: string, campaignId: string): Promise<LoopDeviceRow[]> {
    return this.db
      .select()
      .from(loopDevices)
      .where(and(eq(loopDevices.organisationId, organisationId), eq(loopDevices.campaignId, campaignId)))
      .orderBy(asc(loopDevices.serial), asc(loopDevices.id));
  }

  async find(organisationId: string, campaignId: string, id: string): Promise<LoopDeviceRow | undefined> {
    const [row] = await this.db
      .select()
      .from(loopDevices)
      .where(and(eq(loopDevices.organisationId, organisationId), eq(loopDevices.campaignId, campaignId), eq(loopDevices.id, id)));
    return row;
  }

  /** Adds the serials the campaign does not hold yet (in any case); answers only the rows it added. */
  async add(organisationId: string, campaignId: string, devices: readonly NewLoopDevice[], now: Date): Promise<LoopDeviceRow[]> {
    if (devices.length === 0) return [];
    return this.db
      .insert(loopDevices)
      .values(devices.map((device) => ({ ...device, organisationId, campaignId, createdAt: now, updatedAt: now })))
      .onConflictDoNothing()
      .returning();
  }

  /** Version-checked, and only while the device has not left: undefined when stale, gone or released. */
  update(organisationId: string, campaignId: string, id: string, version: number, values: LoopDeviceValues, now: Date) {
    return versionedUpdate(this.db, loopDevices, { organisationId, id, version, where: and(eq(loopDevices.campaignId, campaignId), isNull(loopDevices.releasedAt)) }, values, now);
  }

  release(organisationId: string, campaignId: string, id: string, version: number, now: Date) {
    return versionedUpdate(
      this.db,
      loopDevices,
      { organisationId, id, version, where: and(eq(loopDevices.campaignId, campaignId), isNull(loopDevices.releasedAt)) },
      { releasedAt: now },
      now,
    );
  }
}
