import { and, asc, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../kernel';
import { users } from '../../../kernel-schema';
import type { KnownPerson } from '../../../../src/apps/manage/domain/import-holders';
import { manageAssets } from '../schema/assets';
import { manageAccessories, manageLicences, manageLicenceSeats, manageSoftware } from '../schema/inventory';
import { manageImportWaiting, manageUsernames } from '../schema/migration';
import { manageImports } from '../schema/review';
import type { NewAssetRow } from './asset-repository';

/** One statement binds at most 65,535 parameters; the widest row here has about twenty-five columns. */
const SLICE = 1000;

function slices<T>(items: readonly T[], size = SLICE): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

/** Lower case, as the unique indexes on names compare. */
const lower = (texts: readonly string[]) => [...new Set(texts.map((text) => text.toLowerCase()))];

export type WaitingValues = Omit<typeof manageImportWaiting.$inferInsert, 'id' | 'organisationId' | 'createdAt'>;
export type QueuedValues = Pick<typeof manageImports.$inferInsert, 'line' | 'values' | 'reasons'>;

/**
 * Moving a Snipe-IT file over in bulk: a file may hold ten thousand rows, so records are looked up and written in
 * slices of a thousand rather than one statement per row.
 */
export class ManageMigrationRepository {
  constructor(private readonly db: Db) {}

  async people(organisationId: string): Promise<KnownPerson[]> {
    return this.db
      .select({ id: users.id, email: users.email, name: users.name, username: manageUsernames.username })
      .from(users)
      .leftJoin(manageUsernames, eq(manageUsernames.userId, users.id))
      .where(eq(users.organisationId, organisationId));
  }

  /** Accounts holding any of the addresses, in every organisation: an address signs in to one organisation only. */
  async accountsByEmail(emails: readonly string[]) {
    const found: { id: string; email: string; organisationId: string; username: string | null }[] = [];
    for (const slice of slices(lower(emails))) {
      found.push(
        ...(await this.db
          .select({ id: users.id, email: users.email, organisationId: users.organisationId, username: manageUsernames.username })
          .from(users)
          .leftJoin(manageUsernames, eq(manageUsernames.userId, users.id))
          .where(inArray(users.email, slice))),
      );
    }
    return found;
  }

  async insertPeople(organisationId: string, people: readonly { email: string; name: string }[]) {
    const ids: { id: string; email: string }[] = [];
    for (const slice of slices(people)) {
      const rows = slice.map((person) => ({ organisationId, ...person, role: 'employee' as const, passwordHash: null }));
      ids.push(...(await this.db.insert(users).values(rows).returning({ id: users.id, email: users.email })));
    }
    return ids;
  }

  async insertUsernames(organisationId: string, names: readonly { userId: string; username: string }[]) {
    for (const slice of slices(names)) {
      await this.db.insert(manageUsernames).values(slice.map((name) => ({ organisationId, ...name }))).onConflictDoNothing();
    }
  }

  async assetsByTagOrSerial(organisationId: string, tags: readonly string[], serials: readonly string[]) {
    const columns = { id: manageAssets.id, assetTag: manageAssets.assetTag, serial: manageAssets.serial, version: manageAssets.version };
    const found: { id: string; assetTag: string; serial: string | null; version: number }[] = [];
    const org = eq(manageAssets.organisationId, organisationId);
    for (const slice of slices(tags)) found.push(...(await this.db.select(columns).from(manageAssets).where(and(org, inArray(manageAssets.assetTag, slice)))));
    for (const slice of slices(serials)) found.push(...(await this.db.select(columns).from(manageAssets).where(and(org, inArray(manageAssets.serial, slice)))));
    return found;
  }

  /** Creates the assets, answering each one's id by its tag. */
  async insertAssets(rows: readonly NewAssetRow[]): Promise<Map<string, string>> {
    const ids = new Map<string, string>();
    for (const slice of slices(rows, 500)) {
      for (const row of await this.db.insert(manageAssets).values(slice).returning({ id: manageAssets.id, assetTag: manageAssets.assetTag })) ids.set(row.assetTag, row.id);
    }
    return ids;
  }

  /** Fills only the blanks of an existing asset: what it already has stays. */
  /**
   * Fills the asset's blank fields from the file and answers whether any was blank: a field already set keeps its
   * value, and an asset with nothing to fill is not touched at all (its version stays), so a file imported again
   * changes nothing.
   */
  async fillAssetBlanks(organisationId: string, id: string, values: Partial<Record<'serial' | 'manufacturer' | 'locationId' | 'purchaseDate' | 'costCents' | 'supplier' | 'invoiceNumber' | 'warrantyEnd' | 'endOfLife' | 'notes', string | number | null>>, now: Date): Promise<boolean> {
    const given = Object.entries(values).filter(([, value]) => value !== null && value !== undefined) as [keyof typeof values, string | number][];
    if (given.length === 0) return false;
    const set = Object.fromEntries(given.map(([field, value]) => [field, sql`coalesce(${manageAssets[field]}, ${value})`]));
    const updated = await this.db
      .update(manageAssets)
      .set({ ...set, updatedAt: now, version: sql`${manageAssets.version} + 1` })
      .where(and(eq(manageAssets.organisationId, organisationId), eq(manageAssets.id, id), or(...given.map(([field]) => isNull(manageAssets[field])))))
      .returning({ id: manageAssets.id });
    return updated.length > 0;
  }

  /**
   * Hands waiting assets to their holders, a slice per statement, each only if nobody got it meanwhile; answers how
   * many were handed over.
   */
  async handOver(organisationId: string, handed: readonly { assetId: string; assigneeId: string; status: NonNullable<NewAssetRow['status']> }[], now: Date) {
    let count = 0;
    for (const slice of slices(handed)) {
      const values = sql.join(slice.map((item) => sql`(${item.assetId}::uuid, ${item.assigneeId}::uuid, ${item.status})`), sql`, `);
      const rows = await this.db.execute(sql`
        update ${manageAssets} set assignee_id = handed.assignee_id, status = handed.status, updated_at = ${now.toISOString()}::timestamptz, version = ${manageAssets.version} + 1
        from (values ${values}) as handed(id, assignee_id, status)
        where ${manageAssets.id} = handed.id and ${manageAssets.organisationId} = ${organisationId} and ${manageAssets.assigneeId} is null
        returning ${manageAssets.id}`);
      count += rowsOf(rows).length;
    }
    return count;
  }

  async queueForReview(organisationId: string, batchId: string, rows: readonly QueuedValues[]) {
    for (const slice of slices(rows)) await this.db.insert(manageImports).values(slice.map((row) => ({ organisationId, batchId, source: 'snipe-it', ...row })));
  }

  async addWaiting(organisationId: string, rows: readonly WaitingValues[]) {
    for (const slice of slices(rows)) await this.db.insert(manageImportWaiting).values(slice.map((row) => ({ organisationId, ...row })));
  }

  async waiting(organisationId: string) {
    return this.db.select().from(manageImportWaiting).where(eq(manageImportWaiting.organisationId, organisationId)).orderBy(manageImportWaiting.createdAt, manageImportWaiting.line);
  }

  /** A page of what waits, oldest first unless asked otherwise, with how many wait in all. */
  async waitingPage(organisationId: string, page: { offset: number; limit: number; newestFirst: boolean }) {
    const where = eq(manageImportWaiting.organisationId, organisationId);
    const order = page.newestFirst ? desc(manageImportWaiting.createdAt) : asc(manageImportWaiting.createdAt);
    const rows = await this.db.select().from(manageImportWaiting).where(where).orderBy(order, asc(manageImportWaiting.line), asc(manageImportWaiting.id)).offset(page.offset).limit(page.limit);
    const [counted] = await this.db.select({ total: count() }).from(manageImportWaiting).where(where);
    return { rows, total: counted?.total ?? 0 };
  }

  async findWaiting(organisationId: string, id: string) {
    const [row] = await this.db.select().from(manageImportWaiting).where(and(eq(manageImportWaiting.organisationId, organisationId), eq(manageImportWaiting.id, id)));
    return row;
  }

  async removeWaiting(organisationId: string, ids: readonly string[]) {
    for (const slice of slices(ids)) {
      await this.db.delete(manageImportWaiting).where(and(eq(manageImportWaiting.organisationId, organisationId), inArray(manageImportWaiting.id, slice)));
    }
  }

  async accessoriesByName(organisationId: string, names: readonly string[]) {
    const found: { id: string; name: string }[] = [];
    for (const slice of slices(lower(names))) {
      found.push(
        ...(await this.db
          .select({ id: manageAccessories.id, name: manageAccessories.name })
          .from(manageAccessories)
          .where(and(eq(manageAccessories.organisationId, organisationId), eq(manageAccessories.archived, false), inArray(sql`lower(${manageAccessories.name})`, slice)))),
      );
    }
    return found;
  }

  async insertAccessories(rows: readonly (typeof manageAccessories.$inferInsert)[]) {
    for (const slice of slices(rows)) await this.db.insert(manageAccessories).values(slice);
  }

  async softwareByName(organisationId: string, names: readonly string[]) {
    const found: { id: string; name: string }[] = [];
    for (const slice of slices(lower(names))) {
      found.push(
        ...(await this.db
          .select({ id: manageSoftware.id, name: manageSoftware.name })
          .from(manageSoftware)
          .where(and(eq(manageSoftware.organisationId, organisationId), inArray(sql`lower(${manageSoftware.name})`, slice)))),
      );
    }
    return found;
  }

  async insertSoftware(rows: readonly (typeof manageSoftware.$inferInsert)[]) {
    const ids: { id: string; name: string }[] = [];
    for (const slice of slices(rows)) ids.push(...(await this.db.insert(manageSoftware).values(slice).returning({ id: manageSoftware.id, name: manageSoftware.name })));
    return ids;
  }

  /** The organisation's licences with the holders of their seats, to find a licence again by software, name and key. */
  async licences(organisationId: string) {
    const licences = await this.db
      .select({ id: manageLicences.id, softwareId: manageLicences.softwareId, name: manageLicences.name, licenceKey: manageLicences.licenceKey, seats: manageLicences.seats, seatsUsed: manageLicences.seatsUsed })
      .from(manageLicences)
      .where(eq(manageLicences.organisationId, organisationId));
    const seats = await this.db
      .select({ licenceId: manageLicenceSeats.licenceId, userId: manageLicenceSeats.userId })
      .from(manageLicenceSeats)
      .where(eq(manageLicenceSeats.organisationId, organisationId));
    return { licences, seats };
  }

  async insertLicences(rows: readonly (typeof manageLicences.$inferInsert)[]) {
    const ids: string[] = [];
    for (const slice of slices(rows)) ids.push(...(await this.db.insert(manageLicences).values(slice).returning({ id: manageLicences.id })).map((row) => row.id));
    return ids;
  }

  /** Gives out seats of licences, keeping each licence's count of used seats (which its check keeps within its seats). */
  async giveSeats(organisationId: string, seats: readonly { licenceId: string; userId: string }[], now: Date) {
    for (const slice of slices(seats)) await this.db.insert(manageLicenceSeats).values(slice.map((seat) => ({ organisationId, ...seat })));
    const perLicence = new Map<string, number>();
    for (const seat of seats) perLicence.set(seat.licenceId, (perLicence.get(seat.licenceId) ?? 0) + 1);
    for (const [licenceId, taken] of perLicence) {
      await this.db
        .update(manageLicences)
        .set({ seatsUsed: sql`${manageLicences.seatsUsed} + ${taken}`, updatedAt: now })
        .where(and(eq(manageLicences.organisationId, organisationId), eq(manageLicences.id, licenceId)));
    }
  }
}
