import { and, asc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { LocationKind } from '../../../../src/apps/commerce/domain/location-terms';
import { containing, nextVersion, versionedUpdate, type Db } from '../../../kernel';
import { commerceLocations } from '../schema/locations';

export type LocationRow = typeof commerceLocations.$inferSelect;
export type LocationValues = Omit<typeof commerceLocations.$inferInsert, 'id' | 'organisationId' | 'version' | 'createdAt' | 'updatedAt'>;
export type LocationDefault = 'isDefaultShipping' | 'isDefaultStock';

const l = commerceLocations;
const scoped = (organisationId: string, id: string) => and(eq(l.organisationId, organisationId), eq(l.id, id));

/** Offices, warehouses and homes of an organisation. */
export class LocationsRepository {
  constructor(private readonly db: Db) {}

  /** The address an order's snapshot copies, or undefined for an id of another organisation. */
  async byId(organisationId: string, id: string): Promise<LocationRow | undefined> {
    const [row] = await this.db.select().from(l).where(scoped(organisationId, id));
    return row;
  }

  /** Any kind: another app shows the name of the site it keeps the id of. */
  byIds(organisationId: string, ids: readonly string[]): Promise<LocationRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.select().from(l).where(and(eq(l.organisationId, organisationId), inArray(l.id, [...new Set(ids)])));
  }

  /** The office or warehouse of each name (lower case); of two of one name, the older, as migration 0017 chose. */
  async sitesNamed(organisationId: string, keys: readonly string[]): Promise<LocationRow[]> {
    const found: LocationRow[] = [];
    for (let start = 0; start < keys.length; start += 1000) {
      found.push(
        ...(await this.db
          .selectDistinctOn([sql`lower(${l.name})`])
          .from(l)
          .where(and(eq(l.organisationId, organisationId), ne(l.kind, 'home'), inArray(sql`lower(${l.name})`, keys.slice(start, start + 1000))))
          .orderBy(sql`lower(${l.name})`, asc(l.createdAt), asc(l.id))),
      );
    }
    return found;
  }

  /** Fills only the parts still null, so a part someone wrote in Locations is never replaced. */
  async fillBlanks(organisationId: string, id: string, values: Partial<LocationValues>): Promise<LocationRow | undefined> {
    const set = Object.fromEntries(Object.entries(values).map(([part, value]) => [part, sql`coalesce(${l[part as keyof LocationValues]}, ${value})`]));
    const [row] = await this.db
      .update(l)
      .set({ ...set, updatedAt: sql`now()`, version: nextVersion(l.version) })
      .where(scoped(organisationId, id))
      .returning();
    return row;
  }

  list(organisationId: string, filter: { q?: string | undefined; kinds?: readonly LocationKind[] | undefined } = {}): Promise<LocationRow[]> {
    return this.db
      .select()
      .from(l)
      .where(
        and(
          eq(l.organisationId, organisationId),
          filter.kinds ? inArray(l.kind, [...filter.kinds]) : undefined,
          filter.q ? or(ilike(l.name, containing(filter.q)), ilike(l.city, containing(filter.q)), ilike(l.postcode, containing(filter.q))) : undefined,
        ),
      )
      .orderBy(asc(l.name), asc(l.id));
  }

  /** Many at once, a thousand per statement (a Snipe-IT file may bring ten thousand sites). */
  async insertMany(organisationId: string, values: readonly LocationValues[]): Promise<LocationRow[]> {
    const rows: LocationRow[] = [];
    for (let start = 0; start < values.length; start += 1000) {
      rows.push(...(await this.db.insert(l).values(values.slice(start, start + 1000).map((each) => ({ ...each, organisationId }))).returning()));
    }
    return rows;
  }

  async insert(organisationId: string, values: LocationValues): Promise<LocationRow> {
    const [row] = await this.db
      .insert(l)
      .values({ ...values, organisationId })
      .returning();
    return row!;
  }

  /** Undefined when the version is stale or the location another organisation's. */
  update(organisationId: string, id: string, version: number, values: Partial<LocationValues>, now: Date): Promise<LocationRow | undefined> {
    return versionedUpdate(this.db, l, { organisationId, id, version }, values, now);
  }

  /** Makes room for a new default: the one that held it (other than `keepId`) holds it no more. */
  async clearDefault(organisationId: string, which: LocationDefault, keepId: string | null, now: Date): Promise<void> {
    await this.db
      .update(l)
      .set({ [which]: false, updatedAt: now, version: nextVersion(l.version) })
      .where(and(eq(l.organisationId, organisationId), eq(l[which], true), keepId ? ne(l.id, keepId) : undefined));
  }
}
