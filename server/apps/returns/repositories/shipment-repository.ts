import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ShipmentState } from '../../../../src/apps/returns/domain/shipment-tracking';
import { containing, lockedRow, pageOf, type Db, type PageRequest } from '../../../kernel';
import { users } from '../../../kernel-schema';
import { returnsShipmentEvents, returnsShipments } from '../schema/shipments';

export type ShipmentRow = typeof returnsShipments.$inferSelect;
export type NewShipmentRow = typeof returnsShipments.$inferInsert;
export type ShipmentEventRow = typeof returnsShipmentEvents.$inferSelect;
export type NewShipmentEventRow = Omit<typeof returnsShipmentEvents.$inferInsert, 'seq'>;

export interface ShipmentFilter extends PageRequest {
  /** A tracking number, a person's name or email, or a part of either address. */
  readonly q?: string | undefined;
  readonly state?: ShipmentState | undefined;
  readonly purposeKind?: string | undefined;
}

export interface ShipmentEventNamed extends ShipmentEventRow {
  readonly actorName: string | null;
}

const s = returnsShipments;
const e = returnsShipmentEvents;
const fromPerson = alias(users, 'shipment_from_person');
const toPerson = alias(users, 'shipment_to_person');

/** The organisation's shipments and their tracking history: every query is scoped by it. */
export class ShipmentRepository {
  constructor(private readonly db: Db) {}

  async insert(row: NewShipmentRow): Promise<ShipmentRow> {
    const [inserted] = await this.db.insert(s).values(row).returning();
    return inserted!;
  }

  async byId(organisationId: string, id: string): Promise<ShipmentRow | undefined> {
    const [row] = await this.db.select().from(s).where(and(eq(s.organisationId, organisationId), eq(s.id, id)));
    return row;
  }

  /** Locked until the transaction ends, so two tracking events at once take turns and the second sees the first's state. */
  locked(organisationId: string, id: string): Promise<ShipmentRow | undefined> {
    return lockedRow(this.db, s, organisationId, id);
  }

  async update(organisationId: string, id: string, values: Partial<NewShipmentRow>, at: Date): Promise<ShipmentRow> {
    const [row] = await this.db
      .update(s)
      .set({ ...values, updatedAt: at, version: sql`${s.version} + 1` })
      .where(and(eq(s.organisationId, organisationId), eq(s.id, id)))
      .returning();
    return row!;
  }

  ofPurpose(organisationId: string, kind: string, references: readonly string[]): Promise<ShipmentRow[]> {
    if (references.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(s)
      .where(and(eq(s.organisationId, organisationId), eq(s.purposeKind, kind), inArray(s.purposeReference, [...new Set(references)])))
      .orderBy(desc(s.createdAt), desc(s.id));
  }

  /** Newest first; the people at either end named, for the list and its search. */
  async list(organisationId: string, filter: ShipmentFilter): Promise<{ rows: ShipmentRow[]; total: number }> {
    const where = and(
      eq(s.organisationId, organisationId),
      filter.state ? eq(s.state, filter.state) : undefined,
      filter.purposeKind ? eq(s.purposeKind, filter.purposeKind) : undefined,
      filter.q ? this.matching(filter.q) : undefined,
    );
    const { limit, offset } = pageOf(filter);
    const rows = await this.db
      .select({ shipment: s })
      .from(s)
      .leftJoin(fromPerson, sql`${fromPerson.id}::text = ${s.fromEnd}->>'personId'`)
      .leftJoin(toPerson, sql`${toPerson.id}::text = ${s.toEnd}->>'personId'`)
      .where(where)
      .orderBy(desc(s.createdAt), desc(s.id))
      .limit(limit)
      .offset(offset);
    const [total] = await this.db
      .select({ value: count() })
      .from(s)
      .leftJoin(fromPerson, sql`${fromPerson.id}::text = ${s.fromEnd}->>'personId'`)
      .leftJoin(toPerson, sql`${toPerson.id}::text = ${s.toEnd}->>'personId'`)
      .where(where);
    return { rows: rows.map((row) => row.shipment), total: total!.value };
  }

  /** The tracking number with or without its spaces, either end's address, or the name or email of a person at either end. */
  private matching(q: string): SQL {
    const pattern = containing(q.trim());
    const bare = containing(q.replace(/\s+/g, ''));
    return or(
      ilike(s.trackingNumber, bare),
      ilike(sql`${s.fromEnd}::text`, pattern),
      ilike(sql`${s.toEnd}::text`, pattern),
      ilike(fromPerson.name, pattern),
      ilike(fromPerson.email, pattern),
      ilike(toPerson.name, pattern),
      ilike(toPerson.email, pattern),
    )!;
  }

  async addEvent(event: NewShipmentEventRow): Promise<void> {
    await this.db.insert(e).values(event);
  }

  async lastEventAt(organisationId: string, shipmentId: string): Promise<Date | null> {
    const [row] = await this.db
      .select({ at: e.at })
      .from(e)
      .where(and(eq(e.organisationId, organisationId), eq(e.shipmentId, shipmentId)))
      .orderBy(desc(e.at))
      .limit(1);
    return row?.at ?? null;
  }

  /** Oldest first: a history reads from the label onwards. */
  async eventsOf(organisationId: string, shipmentId: string): Promise<ShipmentEventNamed[]> {
    const rows = await this.db
      .select({ event: e, actorName: users.name })
      .from(e)
      .leftJoin(users, eq(users.id, e.actorId))
      .where(and(eq(e.organisationId, organisationId), eq(e.shipmentId, shipmentId)))
      .orderBy(asc(e.at), asc(e.seq));
    return rows.map(({ event, actorName }) => ({ ...event, actorName }));
  }
}
