import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { containing, nextVersion, orderOf, pageOf, versionedUpdate, type Db, type PageRequest } from '../../../kernel';
import { users } from '../../../kernel-schema';
import { manageConsumableIssues, manageConsumables } from '../schema/consumables';

export type ConsumableRow = typeof manageConsumables.$inferSelect;
export type ConsumableValues = Partial<Omit<typeof manageConsumables.$inferInsert, 'id' | 'organisationId' | 'version' | 'createdAt'>>;

export interface StockListRequest extends PageRequest {
  readonly q?: string | undefined;
  readonly sort?: string | undefined;
  readonly category?: string | undefined;
  readonly locationId?: string | undefined;
  readonly lowStock?: boolean | undefined;
}

const scoped = (organisationId: string, id: string) => and(eq(manageConsumables.organisationId, organisationId), eq(manageConsumables.id, id));

/**
 * Units issued so far, per consumable: the list shows how fast each is used. Spelled with table names, because a
 * single-table select renders its columns bare and `id` would then be the issue's.
 */
const issuedUnits = sql<number>`(select coalesce(sum(i.quantity), 0)::int from manage_consumable_issues i where i.consumable_id = "manage_consumables"."id")`;

export class ManageConsumableRepository {
  constructor(private readonly db: Db) {}

  async list(organisationId: string, request: StockListRequest): Promise<{ rows: (ConsumableRow & { issued: number })[]; total: number }> {
    const t = manageConsumables;
    const where = and(
      eq(t.organisationId, organisationId),
      request.category ? eq(t.category, request.category) : undefined,
      request.locationId ? eq(t.locationId, request.locationId) : undefined,
      request.lowStock === undefined ? undefined : request.lowStock ? sql`${t.quantity} <= ${t.minQuantity}` : sql`${t.quantity} > ${t.minQuantity}`,
      request.q
        ? or(ilike(t.name, containing(request.q)), ilike(t.category, containing(request.q)), ilike(t.modelNumber, containing(request.q)), ilike(t.itemNumber, containing(request.q)))
        : undefined,
    );
    const order = orderOf({ name: t.name, category: t.category, quantity: t.quantity, createdAt: t.createdAt }, request.sort, 'name', t.id);
    const { limit, offset } = pageOf(request);
    const rows = await this.db.select({ row: t, issued: issuedUnits }).from(t).where(where).orderBy(...order).limit(limit).offset(offset);
    const [counted] = await this.db.select({ total: count() }).from(t).where(where);
    return { rows: rows.map(({ row, issued }) => ({ ...row, issued })), total: counted?.total ?? 0 };
  }

  async find(organisationId: string, id: string): Promise<(ConsumableRow & { issued: number }) | undefined> {
    const [found] = await this.db.select({ row: manageConsumables, issued: issuedUnits }).from(manageConsumables).where(scoped(organisationId, id));
    return found && { ...found.row, issued: found.issued };
  }

  async insert(organisationId: string, values: ConsumableValues & Pick<ConsumableRow, 'name' | 'category' | 'quantity'>): Promise<string> {
    const [row] = await this.db.insert(manageConsumables).values({ ...values, organisationId }).returning({ id: manageConsumables.id });
    return row!.id;
  }

  /** Which of these names (in any case) the organisation's consumables have, lower-cased: an import finds them again so. */
  async namesAmong(organisationId: string, names: readonly string[]): Promise<Set<string>> {
    if (names.length === 0) return new Set();
    const lower = [...new Set(names.map((name) => name.toLowerCase()))];
    const rows = await this.db
      .select({ name: sql<string>`lower(${manageConsumables.name})` })
      .from(manageConsumables)
      .where(and(eq(manageConsumables.organisationId, organisationId), inArray(sql`lower(${manageConsumables.name})`, lower)));
    return new Set(rows.map((row) => row.name));
  }

  /** A batch of an import (at most a thousand) in one statement. */
  async insertMany(organisationId: string, rows: readonly (ConsumableValues & Pick<ConsumableRow, 'name' | 'category' | 'quantity'>)[]): Promise<void> {
    if (rows.length > 0) await this.db.insert(manageConsumables).values(rows.map((row) => ({ ...row, organisationId })));
  }

  /** Undefined when the version is stale. */
  async update(organisationId: string, id: string, version: number, values: ConsumableValues, now: Date): Promise<number | undefined> {
    const row = await versionedUpdate(this.db, manageConsumables, { organisationId, id, version }, values, now, { version: manageConsumables.version });
    return row?.version;
  }

  /** Takes units off the shelf only if enough are there, in one statement: two people taking the last box cannot both succeed. */
  async take(organisationId: string, id: string, units: number, now: Date): Promise<boolean> {
    const t = manageConsumables;
    const rows = await this.db
      .update(t)
      .set({ quantity: sql`${t.quantity} - ${units}`, updatedAt: now, version: nextVersion(t.version) })
      .where(and(scoped(organisationId, id), sql`${t.quantity} >= ${units}`))
      .returning({ id: t.id });
    return rows.length === 1;
  }

  async addIssue(organisationId: string, values: { consumableId: string; userId: string; quantity: number; note: string | null; issuedById: string }): Promise<void> {
    await this.db.insert(manageConsumableIssues).values({ ...values, organisationId });
  }

  /** Who was given units, newest first. */
  issues(organisationId: string, consumableId: string) {
    const i = manageConsumableIssues;
    const issuer = sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${i.issuedById})`;
    return this.db
      .select({ id: i.id, quantity: i.quantity, note: i.note, at: i.createdAt, issuedBy: issuer, person: { id: users.id, name: users.name, email: users.email } })
      .from(i)
      .innerJoin(users, eq(users.id, i.userId))
      .where(and(eq(i.organisationId, organisationId), eq(i.consumableId, consumableId)))
      .orderBy(desc(i.createdAt), desc(i.id))
      .limit(500);
  }
}
