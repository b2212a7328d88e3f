import { and, count, eq, ilike, lte, or, sql } from 'drizzle-orm';
import { containing, nextVersion, orderOf, pageOf, versionedUpdate, type Db, type PageRequest } from '../../../kernel';
import { users } from '../../../kernel-schema';
import { manageAssets } from '../schema/assets';
import { manageLicences, manageLicenceSeats, manageSoftware } from '../schema/inventory';

export type SoftwareRow = typeof manageSoftware.$inferSelect;
export type LicenceRow = typeof manageLicences.$inferSelect;
export type SoftwareValues = Partial<Pick<SoftwareRow, 'name' | 'publisher' | 'category' | 'notes'>>;
export type LicenceValues = Partial<Omit<typeof manageLicences.$inferInsert, 'id' | 'organisationId' | 'version' | 'createdAt' | 'seatsUsed'>>;

interface Listing extends PageRequest {
  readonly q?: string | undefined;
  readonly sort?: string | undefined;
}

const totals = {
  licenceCount: sql<number>`count(${manageLicences.id})::int`,
  seats: sql<number>`coalesce(sum(${manageLicences.seats}), 0)::int`,
  seatsUsed: sql<number>`coalesce(sum(${manageLicences.seatsUsed}), 0)::int`,
};
const licenceColumns = { licence: manageLicences, softwareName: manageSoftware.name };

/** Software titles, their licences and the seats given out. */
export class ManageLicenceRepository {
  constructor(private readonly db: Db) {}

  async listSoftware(organisationId: string, request: Listing) {
    const s = manageSoftware;
    const where = and(eq(s.organisationId, organisationId), request.q ? or(ilike(s.name, containing(request.q)), ilike(s.publisher, containing(request.q))) : undefined);
    const { limit, offset } = pageOf(request);
    const rows = await this.db
      .select({ software: s, ...totals })
      .from(s)
      .leftJoin(manageLicences, eq(manageLicences.softwareId, s.id))
      .where(where)
      .groupBy(s.id)
      .orderBy(...orderOf({ name: s.name, publisher: s.publisher, createdAt: s.createdAt }, request.sort, 'name', s.id))
      .limit(limit)
      .offset(offset);
    const [counted] = await this.db.select({ total: count() }).from(s).where(where);
    return { rows, total: counted?.total ?? 0 };
  }

  async findSoftware(organisationId: string, id: string) {
    const [row] = await this.db
      .select({ software: manageSoftware, ...totals })
      .from(manageSoftware)
      .leftJoin(manageLicences, eq(manageLicences.softwareId, manageSoftware.id))
      .where(and(eq(manageSoftware.organisationId, organisationId), eq(manageSoftware.id, id)))
      .groupBy(manageSoftware.id);
    return row;
  }

  async insertSoftware(organisationId: string, values: SoftwareValues & { name: string }): Promise<string> {
    const [row] = await this.db.insert(manageSoftware).values({ ...values, organisationId }).returning({ id: manageSoftware.id });
    return row!.id;
  }

  async updateSoftware(organisationId: string, id: string, version: number, values: SoftwareValues, now: Date) {
    const row = await versionedUpdate(this.db, manageSoftware, { organisationId, id, version }, values, now, { version: manageSoftware.version });
    return row?.version;
  }

  async listLicences(organisationId: string, request: Listing & { softwareId?: string | undefined; expiringBefore?: string | undefined }) {
    const l = manageLicences;
    const where = and(
      eq(l.organisationId, organisationId),
      request.softwareId ? eq(l.softwareId, request.softwareId) : undefined,
      request.expiringBefore ? lte(l.expiresOn, request.expiringBefore) : undefined,
      request.q ? or(ilike(l.name, containing(request.q)), ilike(manageSoftware.name, containing(request.q))) : undefined,
    );
    const { limit, offset } = pageOf(request);
    const rows = await this.db
      .select(licenceColumns)
      .from(l)
      .innerJoin(manageSoftware, eq(manageSoftware.id, l.softwareId))
      .where(where)
      .orderBy(...orderOf({ name: l.name, expiresOn: l.expiresOn, seats: l.seats, createdAt: l.createdAt }, request.sort, 'name', l.id))
      .limit(limit)
      .offset(offset);
    const [counted] = await this.db.select({ total: count() }).from(l).innerJoin(manageSoftware, eq(manageSoftware.id, l.softwareId)).where(where);
    return { rows, total: counted?.total ?? 0 };
  }

  async findLicence(organisationId: string, id: string) {
    const [row] = await this.db
      .select(licenceColumns)
      .from(manageLicences)
      .innerJoin(manageSoftware, eq(manageSoftware.id, manageLicences.softwareId))
      .where(and(eq(manageLicences.organisationId, organisationId), eq(manageLicences.id, id)));
    return row;
  }

  async insertLicence(organisationId: string, values: LicenceValues & Pick<LicenceRow, 'softwareId' | 'name' | 'seats'>): Promise<string> {
    const [row] = await this.db.insert(manageLicences).values({ ...values, organisationId }).returning({ id: manageLicences.id });
    return row!.id;
  }

  async updateLicence(organisationId: string, id: string, version: number, values: LicenceValues, now: Date) {
    const row = await versionedUpdate(this.db, manageLicences, { organisationId, id, version }, values, now, { version: manageLicences.version });
    return row?.version;
  }

  /**
   * Takes a seat only while one is free, in a single statement: of two requests for the last seat, the second
   * UPDATE finds the row already full (PostgreSQL re-checks the condition after waiting on the first's lock).
   */
  async takeSeat(organisationId: string, id: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(manageLicences)
      .set({ seatsUsed: sql`${manageLicences.seatsUsed} + 1`, updatedAt: now, version: nextVersion(manageLicences.version) })
      .where(and(eq(manageLicences.organisationId, organisationId), eq(manageLicences.id, id), sql`${manageLicences.seatsUsed} < ${manageLicences.seats}`))
      .returning({ id: manageLicences.id });
    return rows.length === 1;
  }

  async addSeat(organisationId: string, licenceId: string, holder: { userId?: string | undefined; assetId?: string | undefined }): Promise<void> {
    await this.db.insert(manageLicenceSeats).values({ organisationId, licenceId, userId: holder.userId ?? null, assetId: holder.assetId ?? null });
  }

  /** Seats for many people at once, counted on the licence in the same call (the demo seed); the seat check still holds. */
  async addSeats(organisationId: string, licenceId: string, userIds: readonly string[], now: Date): Promise<void> {
    if (userIds.length === 0) return;
    await this.db.insert(manageLicenceSeats).values(userIds.map((userId) => ({ organisationId, licenceId, userId })));
    await this.db
      .update(manageLicences)
      .set({ seatsUsed: sql`${manageLicences.seatsUsed} + ${userIds.length}`, updatedAt: now, version: nextVersion(manageLicences.version) })
      .where(and(eq(manageLicences.organisationId, organisationId), eq(manageLicences.id, licenceId)));
  }

  /** Frees a seat; false when there was no such assignment. */
  async releaseSeat(organisationId: string, licenceId: string, seatId: string, now: Date): Promise<boolean> {
    const s = manageLicenceSeats;
    const removed = await this.db
      .delete(s)
      .where(and(eq(s.organisationId, organisationId), eq(s.licenceId, licenceId), eq(s.id, seatId)))
      .returning({ id: s.id });
    if (removed.length === 0) return false;
    await this.db
      .update(manageLicences)
      .set({ seatsUsed: sql`${manageLicences.seatsUsed} - 1`, updatedAt: now, version: nextVersion(manageLicences.version) })
      .where(and(eq(manageLicences.organisationId, organisationId), eq(manageLicences.id, licenceId)));
    return true;
  }

  /** The seats of one licence, or those one person holds. */
  async seats(organisationId: string, by: { licenceId: string } | { userId: string }) {
    const s = manageLicenceSeats;
    return this.db
      .select({
        id: s.id,
        at: s.createdAt,
        licenceId: s.licenceId,
        licenceName: manageLicences.name,
        softwareName: manageSoftware.name,
        userId: s.userId,
        userName: users.name,
        userEmail: users.email,
        assetId: s.assetId,
        assetTag: manageAssets.assetTag,
      })
      .from(s)
      .innerJoin(manageLicences, eq(manageLicences.id, s.licenceId))
      .innerJoin(manageSoftware, eq(manageSoftware.id, manageLicences.softwareId))
      .leftJoin(users, eq(users.id, s.userId))
      .leftJoin(manageAssets, eq(manageAssets.id, s.assetId))
      .where(and(eq(s.organisationId, organisationId), 'licenceId' in by ? eq(s.licenceId, by.licenceId) : eq(s.userId, by.userId)))
      .orderBy(s.createdAt);
  }
}
