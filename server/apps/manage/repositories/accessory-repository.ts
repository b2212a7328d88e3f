import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { containing, nextVersion, orderOf, pageOf, versionedUpdate, type Db, type PageRequest } from '../../../kernel';
import { users } from '../../../kernel-schema';
import { manageAccessories, manageAccessoryCheckouts, manageAccessoryReservations } from '../schema/inventory';

export type AccessoryRow = typeof manageAccessories.$inferSelect;
export type AccessoryValues = Partial<Omit<typeof manageAccessories.$inferInsert, 'id' | 'organisationId' | 'version' | 'createdAt'>>;

export interface AccessoryListRequest extends PageRequest {
  readonly q?: string | undefined;
  readonly sort?: string | undefined;
  readonly category?: string | undefined;
  readonly lowStock?: boolean | undefined;
  readonly archived?: boolean | undefined;
}

const scoped = (organisationId: string, id: string) => and(eq(manageAccessories.organisationId, organisationId), eq(manageAccessories.id, id));

export class ManageStockRepository {
  constructor(private readonly db: Db) {}

  async list(organisationId: string, request: AccessoryListRequest): Promise<{ rows: AccessoryRow[]; total: number }> {
    const t = manageAccessories;
    const where = and(
      eq(t.organisationId, organisationId),
      eq(t.archived, request.archived ?? false),
      request.category ? eq(t.category, request.category) : undefined,
      request.lowStock === undefined ? undefined : request.lowStock ? sql`${t.available} <= ${t.lowStockThreshold}` : sql`${t.available} > ${t.lowStockThreshold}`,
      request.q ? or(ilike(t.name, containing(request.q)), ilike(t.category, containing(request.q))) : undefined,
    );
    const order = orderOf({ name: t.name, category: t.category, available: t.available, createdAt: t.createdAt }, request.sort, 'name', t.id);
    const { limit, offset } = pageOf(request);
    const rows = await this.db.select().from(t).where(where).orderBy(...order).limit(limit).offset(offset);
    const [counted] = await this.db.select({ total: count() }).from(t).where(where);
    return { rows, total: counted?.total ?? 0 };
  }

  async find(organisationId: string, id: string): Promise<AccessoryRow | undefined> {
    const [row] = await this.db.select().from(manageAccessories).where(scoped(organisationId, id));
    return row;
  }

  async insert(organisationId: string, values: AccessoryValues & Pick<AccessoryRow, 'name' | 'category' | 'total' | 'available'>): Promise<string> {
    const [row] = await this.db.insert(manageAccessories).values({ ...values, organisationId }).returning({ id: manageAccessories.id });
    return row!.id;
  }

  /** Undefined when the version is stale. */
  async update(organisationId: string, id: string, version: number, values: AccessoryValues, now: Date): Promise<number | undefined> {
    const row = await versionedUpdate(this.db, manageAccessories, { organisationId, id, version }, values, now, { version: manageAccessories.version });
    return row?.version;
  }

  /**
   * Takes units off the shelf only if enough are there, in one statement: two people taking the last unit cannot
   * both succeed. False when there were not enough.
   */
  async take(organisationId: string, id: string, quantity: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(manageAccessories)
      .set({ available: sql`${manageAccessories.available} - ${quantity}`, updatedAt: now, version: nextVersion(manageAccessories.version) })
      .where(and(scoped(organisationId, id), sql`${manageAccessories.available} >= ${quantity}`))
      .returning({ id: manageAccessories.id });
    return rows.length === 1;
  }

  async putBack(organisationId: string, id: string, quantity: number, now: Date): Promise<void> {
    await this.db
      .update(manageAccessories)
      .set({ available: sql`${manageAccessories.available} + ${quantity}`, updatedAt: now, version: nextVersion(manageAccessories.version) })
      .where(scoped(organisationId, id));
  }

  async addCheckout(organisationId: string, accessoryId: string, userId: string, quantity: number): Promise<void> {
    await this.db.insert(manageAccessoryCheckouts).values({ organisationId, accessoryId, userId, quantity });
  }

  /** One unit to each person in one statement (the demo seed); the accessory's `available` must already count them out. */
  async addCheckouts(organisationId: string, accessoryId: string, userIds: readonly string[]): Promise<void> {
    if (userIds.length > 0) await this.db.insert(manageAccessoryCheckouts).values(userIds.map((userId) => ({ organisationId, accessoryId, userId, quantity: 1 })));
  }

  async removeCheckout(organisationId: string, accessoryId: string, checkoutId: string): Promise<number | undefined> {
    const [row] = await this.db
      .delete(manageAccessoryCheckouts)
      .where(
        and(
          eq(manageAccessoryCheckouts.organisationId, organisationId),
          eq(manageAccessoryCheckouts.accessoryId, accessoryId),
          eq(manageAccessoryCheckouts.id, checkoutId),
        ),
      )
      .returning({ quantity: manageAccessoryCheckouts.quantity });
    return row?.quantity;
  }

  /** The accessories not archived, by name; or these, archived ones included. */
  byIds(organisationId: string, ids?: readonly string[]): Promise<AccessoryRow[]> {
    const t = manageAccessories;
    if (ids?.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(t)
      .where(and(eq(t.organisationId, organisationId), ids ? inArray(t.id, [...ids]) : eq(t.archived, false)))
      .orderBy(asc(t.name), asc(t.id));
  }

  async addReservation(organisationId: string, accessoryId: string, orderId: string, quantity: number): Promise<void> {
    await this.db.insert(manageAccessoryReservations).values({ organisationId, accessoryId, orderId, quantity });
  }

  /** Units store orders hold of the accessory until they ship. */
  async reservedUnits(organisationId: string, accessoryId: string): Promise<number> {
    const r = manageAccessoryReservations;
    const [row] = await this.db
      .select({ units: sql<number>`coalesce(sum(${r.quantity}), 0)::int` })
      .from(r)
      .where(and(eq(r.organisationId, organisationId), eq(r.accessoryId, accessoryId)));
    return row?.units ?? 0;
  }

  /** Removes what an order holds, answering the units per accessory. */
  async removeReservations(organisationId: string, orderId: string): Promise<{ accessoryId: string; quantity: number }[]> {
    const r = manageAccessoryReservations;
    return this.db
      .delete(r)
      .where(and(eq(r.organisationId, organisationId), eq(r.orderId, orderId)))
      .returning({ accessoryId: r.accessoryId, quantity: r.quantity });
  }

  /** Who holds units: of one accessory, or everything one person holds. */
  async checkouts(organisationId: string, by: { accessoryId: string } | { userId: string }) {
    const c = manageAccessoryCheckouts;
    return this.db
      .select({ id: c.id, quantity: c.quantity, at: c.createdAt, accessoryId: c.accessoryId, name: manageAccessories.name, person: { id: users.id, name: users.name, email: users.email } })
      .from(c)
      .innerJoin(users, eq(users.id, c.userId))
      .innerJoin(manageAccessories, eq(manageAccessories.id, c.accessoryId))
      .where(and(eq(c.organisationId, organisationId), 'accessoryId' in by ? eq(c.accessoryId, by.accessoryId) : eq(c.userId, by.userId)))
      .orderBy(c.createdAt);
  }
}
