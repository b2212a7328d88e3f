import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { containing, lockedRow, pageOf, type Db, type PageRequest } from '../../../kernel';
import { OPEN_ORDER_STATUSES, type OrderKind, type OrderStatus } from '../../../../src/apps/commerce/domain/order-status';
import {
  commerceCheckouts,
  commerceOrderCounters,
  commerceOrderLines,
  commerceOrderNotes,
  commerceOrders,
  commerceOrderVotes,
  commerceShipments,
} from '../schema/orders';

export type OrderRow = typeof commerceOrders.$inferSelect;
export type NewOrderRow = Omit<typeof commerceOrders.$inferInsert, 'id' | 'version' | 'updatedAt'>;
export type OrderValues = Partial<Omit<NewOrderRow, 'organisationId' | 'number' | 'kind' | 'checkoutId'>>;
export type OrderLineRow = typeof commerceOrderLines.$inferSelect;
export type NewOrderLineRow = Omit<typeof commerceOrderLines.$inferInsert, 'id' | 'shippedQuantity'>;
export type ShipmentRow = typeof commerceShipments.$inferSelect;
export type NoteRow = typeof commerceOrderNotes.$inferSelect;
export type OrderVoteRow = typeof commerceOrderVotes.$inferSelect;

export interface OrderListRequest extends PageRequest {
  readonly kind?: OrderKind | undefined;
  readonly personId?: string | undefined;
  readonly kinds?: readonly OrderKind[] | undefined;
  readonly status?: OrderStatus | undefined;
  readonly q?: string | undefined;
  readonly sort?: 'placedAt' | '-placedAt' | 'number' | '-number' | 'total' | '-total' | undefined;
}

/** Orders, their lines, shipments, notes and approval votes; every query is scoped by organisation. */
export class OrdersRepository {
  constructor(private readonly db: Db) {}

  /** Bumps the organisation's counter row, which stays locked until the transaction ends: numbers never repeat. */
  async nextNumber(organisationId: string): Promise<number> {
    const [row] = await this.db
      .insert(commerceOrderCounters)
      .values({ organisationId, lastNumber: 1 })
      .onConflictDoUpdate({ target: commerceOrderCounters.organisationId, set: { lastNumber: sql`${commerceOrderCounters.lastNumber} + 1` } })
      .returning({ lastNumber: commerceOrderCounters.lastNumber });
    return row!.lastNumber;
  }

  /** `count` numbers in a row, in one statement: the first of them (the demo seed numbers its orders so). */
  async reserveNumbers(organisationId: string, count: number): Promise<number> {
    const [row] = await this.db
      .insert(commerceOrderCounters)
      .values({ organisationId, lastNumber: count })
      .onConflictDoUpdate({ target: commerceOrderCounters.organisationId, set: { lastNumber: sql`${commerceOrderCounters.lastNumber} + ${count}` } })
      .returning({ lastNumber: commerceOrderCounters.lastNumber });
    return row!.lastNumber - count + 1;
  }

  /**
   * Takes the idempotency key for this pay request. A second request with the key waits here until the first one's
   * transaction ends; then it is told the checkout exists (`claimed: false`) and reads what the first one placed.
   */
  async claimCheckout(organisationId: string, personId: string, idempotencyKey: string): Promise<{ id: string; claimed: boolean }> {
    const [created] = await this.db
      .insert(commerceCheckouts)
      .values({ organisationId, personId, idempotencyKey })
      .onConflictDoNothing()
      .returning({ id: commerceCheckouts.id });
    if (created) return { id: created.id, claimed: true };
    const [existing] = await this.db
      .select({ id: commerceCheckouts.id })
      .from(commerceCheckouts)
      .where(
        and(
          eq(commerceCheckouts.organisationId, organisationId),
          eq(commerceCheckouts.personId, personId),
          eq(commerceCheckouts.idempotencyKey, idempotencyKey),
        ),
      );
    return { id: existing!.id, claimed: false };
  }

  /** Which of these idempotency keys the organisation's checkouts already hold (whoever's they are). */
  async takenKeys(organisationId: string, keys: readonly string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await this.db
      .select({ key: commerceCheckouts.idempotencyKey })
      .from(commerceCheckouts)
      .where(and(eq(commerceCheckouts.organisationId, organisationId), inArray(commerceCheckouts.idempotencyKey, [...new Set(keys)])));
    return new Set(rows.map((row) => row.key));
  }

  /** One checkout per key, each for its person, in one statement; answers each one's id by its key. */
  async insertCheckouts(organisationId: string, checkouts: readonly { personId: string; idempotencyKey: string }[]): Promise<Map<string, string>> {
    if (checkouts.length === 0) return new Map();
    const rows = await this.db
      .insert(commerceCheckouts)
      .values(checkouts.map((checkout) => ({ organisationId, ...checkout })))
      .returning({ id: commerceCheckouts.id, key: commerceCheckouts.idempotencyKey });
    return new Map(rows.map((row) => [row.key, row.id]));
  }

  async insert(values: NewOrderRow, lines: readonly Omit<NewOrderLineRow, 'orderId' | 'organisationId'>[]): Promise<OrderRow> {
    const [order] = await this.db.insert(commerceOrders).values(values).returning();
    if (lines.length > 0) {
      await this.db.insert(commerceOrderLines).values(lines.map((line) => ({ ...line, orderId: order!.id, organisationId: values.organisationId })));
    }
    return order!;
  }

  /**
   * Orders of the past with their lines, in two statements (the demo seed): a line may say how much of it already
   * shipped. Answers the orders, in no particular order.
   */
  async insertMany(orders: readonly { values: NewOrderRow; lines: readonly (Omit<NewOrderLineRow, 'orderId' | 'organisationId'> & { shippedQuantity?: number })[] }[]): Promise<OrderRow[]> {
    if (orders.length === 0) return [];
    const rows = await this.db.insert(commerceOrders).values(orders.map((order) => order.values)).returning();
    const idOf = new Map(rows.map((row) => [row.number, row.id]));
    const lines = orders.flatMap(({ values, lines }) => lines.map((line) => ({ ...line, orderId: idOf.get(values.number)!, organisationId: values.organisationId })));
    if (lines.length > 0) await this.db.insert(commerceOrderLines).values(lines);
    return rows;
  }

  async ofCheckout(organisationId: string, checkoutId: string): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(commerceOrders)
      .where(and(eq(commerceOrders.organisationId, organisationId), eq(commerceOrders.checkoutId, checkoutId)))
      .orderBy(asc(commerceOrders.number));
  }

  async find(organisationId: string, id: string): Promise<OrderRow | undefined> {
    const [row] = await this.db.select().from(commerceOrders).where(and(eq(commerceOrders.organisationId, organisationId), eq(commerceOrders.id, id)));
    return row;
  }

  /** Of these orders, those shipped in full (a kit ordered for a hire, followed from Onboard). */
  async shippedAmong(organisationId: string, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ id: commerceOrders.id })
      .from(commerceOrders)
      .where(and(eq(commerceOrders.organisationId, organisationId), inArray(commerceOrders.id, [...ids]), eq(commerceOrders.fulfilmentStatus, 'shipped')));
    return rows.map((row) => row.id);
  }

  /** The order's row, locked until the transaction ends: two people changing one order act one after the other. */
  lock(organisationId: string, id: string): Promise<OrderRow | undefined> {
    return lockedRow(this.db, commerceOrders, organisationId, id);
  }

  async set(organisationId: string, id: string, values: OrderValues, now: Date): Promise<OrderRow> {
    const [row] = await this.db
      .update(commerceOrders)
      .set({ ...values, updatedAt: now, version: sql`${commerceOrders.version} + 1` })
      .where(and(eq(commerceOrders.organisationId, organisationId), eq(commerceOrders.id, id)))
      .returning();
    return row!;
  }

  async lines(organisationId: string, orderIds: readonly string[]): Promise<OrderLineRow[]> {
    if (orderIds.length === 0) return [];
    return this.db
      .select()
      .from(commerceOrderLines)
      .where(and(eq(commerceOrderLines.organisationId, organisationId), inArray(commerceOrderLines.orderId, [...orderIds])))
      .orderBy(asc(commerceOrderLines.orderId), asc(commerceOrderLines.position));
  }

  async setShipped(organisationId: string, lines: readonly { id: string; shippedQuantity: number }[]): Promise<void> {
    for (const line of lines) {
      await this.db
        .update(commerceOrderLines)
        .set({ shippedQuantity: line.shippedQuantity })
        .where(and(eq(commerceOrderLines.organisationId, organisationId), eq(commerceOrderLines.id, line.id)));
    }
  }

  async shipments(organisationId: string, orderId: string): Promise<ShipmentRow[]> {
    return this.db
      .select()
      .from(commerceShipments)
      .where(and(eq(commerceShipments.organisationId, organisationId), eq(commerceShipments.orderId, orderId)))
      .orderBy(asc(commerceShipments.shippedAt));
  }

  async insertShipment(values: Omit<typeof commerceShipments.$inferInsert, 'id'>): Promise<ShipmentRow> {
    const [row] = await this.db.insert(commerceShipments).values(values).returning();
    return row!;
  }

  /** One statement for many parcels (the demo seed). */
  async insertShipments(values: readonly Omit<typeof commerceShipments.$inferInsert, 'id'>[]): Promise<void> {
    if (values.length > 0) await this.db.insert(commerceShipments).values([...values]);
  }

  async notes(organisationId: string, orderId: string): Promise<NoteRow[]> {
    return this.db
      .select()
      .from(commerceOrderNotes)
      .where(and(eq(commerceOrderNotes.organisationId, organisationId), eq(commerceOrderNotes.orderId, orderId)))
      .orderBy(asc(commerceOrderNotes.createdAt));
  }

  async insertNote(values: Omit<typeof commerceOrderNotes.$inferInsert, 'id'>): Promise<NoteRow> {
    const [row] = await this.db.insert(commerceOrderNotes).values(values).returning();
    return row!;
  }

  async votes(organisationId: string, orderId: string): Promise<OrderVoteRow[]> {
    return this.db
      .select()
      .from(commerceOrderVotes)
      .where(and(eq(commerceOrderVotes.organisationId, organisationId), eq(commerceOrderVotes.orderId, orderId)))
      .orderBy(asc(commerceOrderVotes.at));
  }

  async insertVote(values: Omit<typeof commerceOrderVotes.$inferInsert, 'id'>): Promise<void> {
    await this.db.insert(commerceOrderVotes).values(values);
  }

  private filter(organisationId: string, request: Omit<OrderListRequest, 'page' | 'pageSize' | 'sort'>): SQL | undefined {
    const q = request.q?.trim();
    const number = q && /^#?\d{1,9}$/.test(q) ? Number(q.replace('#', '')) : null;
    return and(
      eq(commerceOrders.organisationId, organisationId),
      request.kind ? eq(commerceOrders.kind, request.kind) : undefined,
      request.kinds ? inArray(commerceOrders.kind, [...request.kinds]) : undefined,
      request.personId ? eq(commerceOrders.personId, request.personId) : undefined,
      request.status ? eq(commerceOrders.status, request.status) : undefined,
      q
        ? or(
            number !== null ? eq(commerceOrders.number, number) : undefined,
            ilike(commerceOrders.personName, containing(q)),
            ilike(commerceOrders.personEmail, containing(q)),
          )
        : undefined,
    );
  }

  /** One page of orders, newest first unless sorted otherwise, with the count of all that matched. */
  async list(organisationId: string, request: OrderListRequest): Promise<{ rows: OrderRow[]; total: number }> {
    const where = this.filter(organisationId, request);
    const { limit, offset } = pageOf(request);
    const [rows, [counted]] = [
      await this.db.select().from(commerceOrders).where(where).orderBy(...this.order(request.sort)).limit(limit).offset(offset),
      await this.db.select({ total: count() }).from(commerceOrders).where(where),
    ];
    return { rows, total: counted?.total ?? 0 };
  }

  /** The orders a person placed: how many, how many are still open, and the kind and address of the newest. */
  async placedBy(organisationId: string, personId: string) {
    const where = this.filter(organisationId, { personId });
    const [counted] = await this.db
      .select({ total: count(), open: sql<number>`(count(*) filter (where ${inArray(commerceOrders.status, [...OPEN_ORDER_STATUSES])}))::int` })
      .from(commerceOrders)
      .where(where);
    const [newest] = await this.db
      .select({ kind: commerceOrders.kind, personEmail: commerceOrders.personEmail })
      .from(commerceOrders)
      .where(where)
      .orderBy(...this.order('-placedAt'))
      .limit(1);
    return { total: counted?.total ?? 0, open: counted?.open ?? 0, newest: newest ?? null };
  }

  /** How many orders the organisation has of each kind that has any. */
  async countByKind(organisationId: string): Promise<{ kind: OrderKind; count: number }[]> {
    return this.db
      .select({ kind: commerceOrders.kind, count: count() })
      .from(commerceOrders)
      .where(eq(commerceOrders.organisationId, organisationId))
      .groupBy(commerceOrders.kind);
  }

  /** Every order that matched, for the CSV export, up to `cap` of them. */
  async all(organisationId: string, request: Omit<OrderListRequest, 'page' | 'pageSize'>, cap: number): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(commerceOrders)
      .where(this.filter(organisationId, request))
      .orderBy(...this.order(request.sort))
      .limit(cap);
  }

  private order(sort: OrderListRequest['sort']): SQL[] {
    const descending = !sort || sort.startsWith('-');
    const field = (sort ?? '-placedAt').replace('-', '');
    const column = field === 'number' ? commerceOrders.number : field === 'total' ? commerceOrders.totalMinor : commerceOrders.placedAt;
    return [descending ? desc(column) : asc(column), desc(commerceOrders.number)];
  }
}
