import { and, asc, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  allocate,
  expandKits,
  type DemandLine,
  type StockLevel,
} from '../../../../src/apps/commerce/domain/stock-availability';
import { applyMovement, isConsistent, type StockMovementKind } from '../../../../src/apps/commerce/domain/stock-movements';
import type { Db } from '../../../kernel';
import { users } from '../../../kernel-schema';
import { commerceKitComponents, commerceProducts } from '../schema/catalogue';
import { commerceLocations } from '../schema/locations';
import { commerceStock, commerceStockMovements } from '../schema/stock';
import { availableUnits, type LinkedLevels } from './stock-availability';

/** An order asked for more than the locations hold: nothing was reserved. */
export class OutOfStockError extends Error {
  constructor(readonly productIds: readonly string[]) {
    super(`Out of stock: ${productIds.join(', ')}`);
    this.name = 'OutOfStockError';
  }
}

/** A product's level at one location, with the location's name. */
export interface LocationLevel extends StockLevel {
  readonly productId: string;
  readonly locationId: string;
  readonly locationName: string;
}

/** Units of an order's linked product, to be reserved on its Manage accessory. */
export interface LinkedDemand {
  readonly productId: string;
  readonly accessoryId: string;
  readonly quantity: number;
}

export interface MovementInput {
  readonly kind: StockMovementKind;
  readonly quantity: number;
  readonly orderId?: string | null;
  readonly kitId?: string | null;
  readonly note?: string | null;
  readonly actorId: string | null;
}

export type MovementRow = typeof commerceStockMovements.$inferSelect & {
  readonly locationName: string;
  readonly productName: string;
  readonly kitName: string | null;
  readonly actorName: string | null;
};

interface LockedRow extends StockLevel {
  readonly productId: string;
  readonly locationId: string;
}

const s = commerceStock;
const m = commerceStockMovements;
const keyOf = (productId: string, locationId: string) => `${productId}|${locationId}`;

/**
 * Stock per product and location, changed only together with a movement that records the change. Order calls lock
 * the rows they change (SELECT … FOR UPDATE, in product and location order so two orders never wait on each other
 * crosswise), so two orders racing for the last unit are served one after the other and the second finds none.
 */
export class StockRepository {
  constructor(private readonly db: Db) {}

  /**
   * Reserves every line of an order: a kit line reserves each component times its quantity. Throws
   * OutOfStockError (naming the products that are short) and reserves nothing if any line cannot be served. Products
   * linked to a Manage accessory have no stock here: their units are answered, per product, for the caller to
   * reserve on the accessory.
   */
  async reserveForOrder(
    organisationId: string,
    orderId: string,
    lines: readonly { productId: string; quantity: number }[],
    actorId: string | null,
  ): Promise<LinkedDemand[]> {
    const kitIds = await this.kitIdsAmong(organisationId, lines.map((line) => line.productId));
    const components = await this.componentsOf(organisationId, kitIds);
    const expanded = expandKits(lines, (productId) => (kitIds.includes(productId) ? (components.get(productId) ?? []) : null));
    const links = await this.accessoriesOf(organisationId, expanded.map((line) => line.productId));
    const demand = expanded.filter((line) => !links.has(line.productId));
    const locked = await this.lock(organisationId, demand.map((line) => line.productId));
    const preferred = await this.defaultStockLocation(organisationId);
    const plan: { line: DemandLine; locationId: string; quantity: number }[] = [];
    // A kit without components cannot be served: it stands for nothing on a shelf.
    const short = new Set<string>(kitIds.filter((kitId) => (components.get(kitId) ?? []).length === 0));
    for (const line of demand) {
      const rows = [...locked.values()].filter((row) => row.productId === line.productId);
      const taken = allocate(rows, line.quantity, preferred);
      if (taken === null) {
        short.add(line.productId);
        continue;
      }
      for (const part of taken) {
        // Later lines of the same product see what earlier ones took.
        const key = keyOf(line.productId, part.locationId);
        const row = locked.get(key)!;
        locked.set(key, { ...row, reserved: row.reserved + part.quantity });
        plan.push({ line, ...part });
      }
    }
    if (short.size > 0) throw new OutOfStockError([...short]);
    for (const { line, locationId, quantity } of plan) {
      await this.move(organisationId, line.productId, locationId, { kind: 'reserved', quantity, orderId, kitId: line.kitId, actorId });
    }
    const linked = new Map<string, number>();
    for (const line of expanded) if (links.has(line.productId)) linked.set(line.productId, (linked.get(line.productId) ?? 0) + line.quantity);
    return [...linked].map(([productId, quantity]) => ({ productId, accessoryId: links.get(productId)!, quantity }));
  }

  /** Gives back what an order still holds: reserved units are released, shipped ones come back as returned. */
  async releaseForOrder(organisationId: string, orderId: string, actorId: string | null): Promise<void> {
    for (const part of await this.outstanding(organisationId, orderId)) {
      if (part.reserved > 0) await this.move(organisationId, part.productId, part.locationId, { kind: 'released', quantity: part.reserved, orderId, kitId: part.kitId, actorId });
      if (part.fulfilled > 0) await this.move(organisationId, part.productId, part.locationId, { kind: 'returned', quantity: part.fulfilled, orderId, kitId: part.kitId, actorId });
    }
  }

  /** The order ships: its reserved units leave the shelf. */
  async fulfilForOrder(organisationId: string, orderId: string, actorId: string | null): Promise<void> {
    for (const part of await this.outstanding(organisationId, orderId)) {
      if (part.reserved > 0) await this.move(organisationId, part.productId, part.locationId, { kind: 'fulfilled', quantity: part.reserved, orderId, kitId: part.kitId, actorId });
    }
  }

  /** Units received into a location (the row is made on first receipt). */
  async receive(organisationId: string, productId: string, locationId: string, quantity: number, note: string | null, actorId: string | null) {
    await this.db.insert(s).values({ organisationId, productId, locationId }).onConflictDoNothing();
    return this.move(organisationId, productId, locationId, { kind: 'received', quantity, note, actorId });
  }

  /** A change of the count by `delta` units (the service checks the count against what is reserved). */
  async adjust(organisationId: string, productId: string, locationId: string, delta: number, note: string | null, actorId: string | null) {
    await this.db.insert(s).values({ organisationId, productId, locationId }).onConflictDoNothing();
    return this.move(organisationId, productId, locationId, { kind: 'adjusted', quantity: delta, note, actorId });
  }

  /** One level, locked for a change that reads it first (an adjustment). */
  async lockedLevel(organisationId: string, productId: string, locationId: string): Promise<StockLevel> {
    await this.db.insert(s).values({ organisationId, productId, locationId }).onConflictDoNothing();
    const locked = await this.lock(organisationId, [productId], locationId);
    return locked.get(keyOf(productId, locationId))!;
  }

  /** Every level of the products, with the locations' names. */
  levels(organisationId: string, productIds: readonly string[]): Promise<LocationLevel[]> {
    if (productIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({ productId: s.productId, locationId: s.locationId, locationName: commerceLocations.name, onHand: s.onHand, reserved: s.reserved })
      .from(s)
      .innerJoin(commerceLocations, eq(commerceLocations.id, s.locationId))
      .where(and(eq(s.organisationId, organisationId), inArray(s.productId, [...productIds])))
      .orderBy(asc(commerceLocations.name));
  }

  /**
   * Units each product (or whole kits each kit) can be ordered in now, over every location: the same SQL the
   * storefronts show and filter by, so the admin's figure and the shopper's never differ.
   */
  async availableByProduct(organisationId: string, productIds: readonly string[], linked: LinkedLevels): Promise<Map<string, number>> {
    if (productIds.length === 0) return new Map();
    const rows = await this.db
      .select({ id: commerceProducts.id, available: availableUnits(linked) })
      .from(commerceProducts)
      .where(and(eq(commerceProducts.organisationId, organisationId), inArray(commerceProducts.id, [...productIds])));
    const found = new Map(rows.map((row) => [row.id, row.available]));
    return new Map(productIds.map((id) => [id, found.get(id) ?? 0]));
  }

  /** A product's movements, newest first, or a kit's: those of its components reserved as part of it. */
  history(organisationId: string, productId: string, limit: number): Promise<MovementRow[]> {
    const product = commerceProducts;
    const kit = alias(commerceProducts, 'kit');
    return this.db
      .select({ movement: m, locationName: commerceLocations.name, productName: product.name, kitName: kit.name, actorName: users.name })
      .from(m)
      .innerJoin(commerceLocations, eq(commerceLocations.id, m.locationId))
      .innerJoin(product, eq(product.id, m.productId))
      .leftJoin(kit, eq(kit.id, m.kitId))
      .leftJoin(users, eq(users.id, m.actorId))
      .where(and(eq(m.organisationId, organisationId), or(eq(m.productId, productId), eq(m.kitId, productId))))
      .orderBy(desc(m.createdAt), desc(m.id))
      .limit(limit)
      .then((rows) => rows.map((row) => ({ ...row.movement, locationName: row.locationName, productName: row.productName, kitName: row.kitName, actorName: row.actorName })));
  }

  /** Whether any product has stock or history at the location (then it cannot be removed). */
  async usedAt(organisationId: string, locationId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ one: sql`1` })
      .from(m)
      .where(and(eq(m.organisationId, organisationId), eq(m.locationId, locationId)))
      .limit(1);
    return row !== undefined;
  }

  private async move(organisationId: string, productId: string, locationId: string, movement: MovementInput): Promise<StockLevel> {
    const locked = await this.lock(organisationId, [productId], locationId);
    const before = locked.get(keyOf(productId, locationId));
    if (!before) throw new Error(`no stock row for ${productId} at ${locationId}`);
    const after = applyMovement(before, movement.kind, movement.quantity);
    if (!isConsistent(after)) throw new Error(`a ${movement.kind} of ${movement.quantity} would leave ${JSON.stringify(after)}`);
    await this.db
      .update(s)
      .set({ onHand: after.onHand, reserved: after.reserved, updatedAt: sql`now()` })
      .where(and(eq(s.organisationId, organisationId), eq(s.productId, productId), eq(s.locationId, locationId)));
    await this.db.insert(m).values({
      organisationId,
      productId,
      locationId,
      kind: movement.kind,
      quantity: movement.quantity,
      onHandAfter: after.onHand,
      reservedAfter: after.reserved,
      orderId: movement.orderId ?? null,
      kitId: movement.kitId ?? null,
      note: movement.note ?? null,
      actorId: movement.actorId,
      // The moment of the statement, not of the transaction: one order's movements keep their order in the history.
      createdAt: sql`clock_timestamp()`,
    });
    return after;
  }

  private async lock(organisationId: string, productIds: readonly string[], locationId?: string): Promise<Map<string, LockedRow>> {
    if (productIds.length === 0) return new Map();
    const rows = await this.db
      .select({ productId: s.productId, locationId: s.locationId, onHand: s.onHand, reserved: s.reserved })
      .from(s)
      .where(and(eq(s.organisationId, organisationId), inArray(s.productId, [...new Set(productIds)]), locationId ? eq(s.locationId, locationId) : undefined))
      .orderBy(asc(s.productId), asc(s.locationId))
      .for('update');
    return new Map(rows.map((row) => [keyOf(row.productId, row.locationId), row]));
  }

  /** What an order holds per product, location and kit: still reserved, and shipped but not returned. */
  private async outstanding(organisationId: string, orderId: string) {
    const signed = (kinds: Record<string, number>) =>
      sql<number>`coalesce(sum(case ${sql.join(
        Object.entries(kinds).map(([kind, sign]) => sql`when ${m.kind} = ${kind} then ${m.quantity} * ${sign}`),
        sql` `,
      )} else 0 end), 0)::int`;
    const rows = await this.db
      .select({
        productId: m.productId,
        locationId: m.locationId,
        kitId: m.kitId,
        reserved: signed({ reserved: 1, released: -1, fulfilled: -1 }),
        fulfilled: signed({ fulfilled: 1, returned: -1 }),
      })
      .from(m)
      .where(and(eq(m.organisationId, organisationId), eq(m.orderId, orderId)))
      .groupBy(m.productId, m.locationId, m.kitId)
      .orderBy(asc(m.productId), asc(m.locationId));
    return rows.map((row) => ({ ...row, reserved: Number(row.reserved), fulfilled: Number(row.fulfilled) }));
  }

  private async accessoriesOf(organisationId: string, productIds: readonly string[]): Promise<Map<string, string>> {
    if (productIds.length === 0) return new Map();
    const rows = await this.db
      .select({ id: commerceProducts.id, accessoryId: commerceProducts.accessoryId })
      .from(commerceProducts)
      .where(and(eq(commerceProducts.organisationId, organisationId), isNotNull(commerceProducts.accessoryId), inArray(commerceProducts.id, [...new Set(productIds)])));
    return new Map(rows.map((row) => [row.id, row.accessoryId!]));
  }

  private async kitIdsAmong(organisationId: string, productIds: readonly string[]): Promise<string[]> {
    if (productIds.length === 0) return [];
    const rows = await this.db
      .select({ id: commerceProducts.id })
      .from(commerceProducts)
      .where(and(eq(commerceProducts.organisationId, organisationId), eq(commerceProducts.kind, 'kit'), inArray(commerceProducts.id, [...new Set(productIds)])));
    return rows.map((row) => row.id);
  }

  private async componentsOf(organisationId: string, kitIds: readonly string[]): Promise<Map<string, { productId: string; quantity: number }[]>> {
    if (kitIds.length === 0) return new Map();
    const c = commerceKitComponents;
    const rows = await this.db
      .select({ kitId: c.kitId, productId: c.productId, quantity: c.quantity })
      .from(c)
      .where(and(eq(c.organisationId, organisationId), inArray(c.kitId, [...kitIds])));
    const byKit = new Map<string, { productId: string; quantity: number }[]>();
    for (const row of rows) byKit.set(row.kitId, [...(byKit.get(row.kitId) ?? []), { productId: row.productId, quantity: row.quantity }]);
    return byKit;
  }

  private async defaultStockLocation(organisationId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ id: commerceLocations.id })
      .from(commerceLocations)
      .where(and(eq(commerceLocations.organisationId, organisationId), eq(commerceLocations.isDefaultStock, true)));
    return row?.id ?? null;
  }
}
