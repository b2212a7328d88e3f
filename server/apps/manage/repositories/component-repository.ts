import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { containing, nextVersion, orderOf, pageOf, versionedUpdate, type Db } from '../../../kernel';
import { manageAssets } from '../schema/assets';
import { manageComponentInstalls, manageComponents } from '../schema/consumables';
import type { StockListRequest } from './consumable-repository';

export type ComponentRow = typeof manageComponents.$inferSelect;
export type ComponentValues = Partial<Omit<typeof manageComponents.$inferInsert, 'id' | 'organisationId' | 'version' | 'createdAt'>>;

const scoped = (organisationId: string, id: string) => and(eq(manageComponents.organisationId, organisationId), eq(manageComponents.id, id));

export class ManageComponentRepository {
  constructor(private readonly db: Db) {}

  async list(organisationId: string, request: StockListRequest & { assetId?: string | undefined }): Promise<{ rows: ComponentRow[]; total: number }> {
    const t = manageComponents;
    const i = manageComponentInstalls;
    const where = and(
      eq(t.organisationId, organisationId),
      request.category ? eq(t.category, request.category) : undefined,
      request.locationId ? eq(t.locationId, request.locationId) : undefined,
      request.assetId ? inArray(t.id, this.db.select({ id: i.componentId }).from(i).where(and(eq(i.organisationId, organisationId), eq(i.assetId, request.assetId)))) : undefined,
      request.lowStock === undefined ? undefined : request.lowStock ? sql`${t.remaining} <= ${t.minQuantity}` : sql`${t.remaining} > ${t.minQuantity}`,
      request.q
        ? or(ilike(t.name, containing(request.q)), ilike(t.category, containing(request.q)), ilike(t.serial, containing(request.q)), ilike(t.modelNumber, containing(request.q)))
        : undefined,
    );
    const order = orderOf({ name: t.name, category: t.category, remaining: t.remaining, createdAt: t.createdAt }, request.sort, 'name', t.id);
    const { limit, offset } = pageOf(request);
    const rows = await this.db.select().from(t).where(where).orderBy(...order).limit(limit).offset(offset);
    const [counted] = await this.db.select({ total: count() }).from(t).where(where);
    return { rows, total: counted?.total ?? 0 };
  }

  async find(organisationId: string, id: string): Promise<ComponentRow | undefined> {
    const [row] = await this.db.select().from(manageComponents).where(scoped(organisationId, id));
    return row;
  }

  async insert(organisationId: string, values: ComponentValues & Pick<ComponentRow, 'name' | 'category' | 'total' | 'remaining'>): Promise<string> {
    const [row] = await this.db.insert(manageComponents).values({ ...values, organisationId }).returning({ id: manageComponents.id });
    return row!.id;
  }

  /** The organisation's components of these names (in any case), by name and serial: an import finds them again so. */
  async ofNames(organisationId: string, names: readonly string[]): Promise<{ name: string; serial: string | null }[]> {
    if (names.length === 0) return [];
    const lower = [...new Set(names.map((name) => name.toLowerCase()))];
    return this.db
      .select({ name: manageComponents.name, serial: manageComponents.serial })
      .from(manageComponents)
      .where(and(eq(manageComponents.organisationId, organisationId), inArray(sql`lower(${manageComponents.name})`, lower)));
  }

  /** A batch of an import (at most a thousand) in one statement. */
  async insertMany(organisationId: string, rows: readonly (ComponentValues & Pick<ComponentRow, 'name' | 'category' | 'total' | 'remaining'>)[]): Promise<void> {
    if (rows.length > 0) await this.db.insert(manageComponents).values(rows.map((row) => ({ ...row, organisationId })));
  }

  /** Undefined when the version is stale. */
  async update(organisationId: string, id: string, version: number, values: ComponentValues, now: Date): Promise<number | undefined> {
    const row = await versionedUpdate(this.db, manageComponents, { organisationId, id, version }, values, now, { version: manageComponents.version });
    return row?.version;
  }

  /** Takes units off the shelf only if enough remain, in one statement (the race for the last unit ends here). */
  async take(organisationId: string, id: string, units: number, now: Date): Promise<boolean> {
    const t = manageComponents;
    const rows = await this.db
      .update(t)
      .set({ remaining: sql`${t.remaining} - ${units}`, updatedAt: now, version: nextVersion(t.version) })
      .where(and(scoped(organisationId, id), sql`${t.remaining} >= ${units}`))
      .returning({ id: t.id });
    return rows.length === 1;
  }

  async putBack(organisationId: string, id: string, units: number, now: Date): Promise<void> {
    const t = manageComponents;
    await this.db
      .update(t)
      .set({ remaining: sql`${t.remaining} + ${units}`, updatedAt: now, version: nextVersion(t.version) })
      .where(scoped(organisationId, id));
  }

  /** One row per asset: installing more into an asset that has some grows its row. */
  async install(organisationId: string, componentId: string, assetId: string, units: number, now: Date): Promise<void> {
    const i = manageComponentInstalls;
    await this.db
      .insert(i)
      .values({ organisationId, componentId, assetId, quantity: units })
      .onConflictDoUpdate({ target: [i.componentId, i.assetId], set: { quantity: sql`${i.quantity} + ${units}`, updatedAt: now } });
  }

  async findInstall(organisationId: string, componentId: string, installId: string) {
    const i = manageComponentInstalls;
    const [row] = await this.db
      .select()
      .from(i)
      .where(and(eq(i.organisationId, organisationId), eq(i.componentId, componentId), eq(i.id, installId)));
    return row;
  }

  /** Takes units out of an asset: the row shrinks, or goes when none are left. False when the asset holds fewer. */
  async uninstall(organisationId: string, installId: string, units: number, now: Date): Promise<boolean> {
    const i = manageComponentInstalls;
    const mine = and(eq(i.organisationId, organisationId), eq(i.id, installId));
    const all = await this.db.delete(i).where(and(mine, eq(i.quantity, units))).returning({ id: i.id });
    if (all.length === 1) return true;
    const some = await this.db
      .update(i)
      .set({ quantity: sql`${i.quantity} - ${units}`, updatedAt: now })
      .where(and(mine, sql`${i.quantity} > ${units}`))
      .returning({ id: i.id });
    return some.length === 1;
  }

  /** The assets that hold units of the component, by tag. */
  installs(organisationId: string, componentId: string) {
    const i = manageComponentInstalls;
    return this.db
      .select({ id: i.id, quantity: i.quantity, at: i.updatedAt, asset: { id: manageAssets.id, assetTag: manageAssets.assetTag, model: manageAssets.model } })
      .from(i)
      .innerJoin(manageAssets, eq(manageAssets.id, i.assetId))
      .where(and(eq(i.organisationId, organisationId), eq(i.componentId, componentId)))
      .orderBy(asc(manageAssets.assetTag));
  }
}
