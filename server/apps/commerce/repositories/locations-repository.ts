import { and, asc, eq, ilike, inArray, ne, or } from 'drizzle-orm';
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
  async insertMany(organisationId: string, values: readonly LocationValues[]): Promise<void> {
    for (let start = 0; start < values.length; start += 1000) {
      await this.db.insert(l).values(values.slice(start, start + 1000).map((each) => ({ ...each, organisationId })));
    }
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
