import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { SHIPMENT_STATES, type ShipmentState } from '../../../../src/apps/returns/domain/shipment-tracking';
import { at, createdAt, id, inList, organisationId, users, version } from '../../../kernel-schema';

/** An end of a shipment as the label prints it: kept as it was when the label was made, whatever Locations does later. */
export interface ShipmentEndValue {
  readonly kind: 'place' | 'person' | 'address';
  readonly placeId: string | null;
  readonly personId: string | null;
  readonly name: string;
  readonly line1: string;
  readonly line2: string | null;
  readonly city: string;
  readonly region: string | null;
  readonly postcode: string;
  readonly country: string;
}

/** A rate a carrier quoted for the shipment (EasyPost's), kept to buy it while it is fresh. */
export interface ShipmentRateValue {
  readonly id: string;
  readonly carrier: string;
  readonly service: string;
  readonly amountMinor: number;
  readonly currency: string;
  readonly quotedAt: string;
}

/**
 * Parcels between two places, EasyPost's and Shippo's model: the ends, the parcel, why it moves (a purpose: the app's
 * record it serves), the carrier and its tracking number, and where it is (the tracking state).
 */
export const returnsShipments = pgTable(
  'returns_shipments',
  {
    id: id(),
    organisationId: organisationId(),
    purposeKind: text('purpose_kind').notNull(),
    purposeReference: text('purpose_reference').notNull(),
    fromEnd: jsonb('from_end').$type<ShipmentEndValue>().notNull(),
    toEnd: jsonb('to_end').$type<ShipmentEndValue>().notNull(),
    weightGrams: integer('weight_grams').notNull(),
    lengthMm: integer('length_mm').notNull(),
    widthMm: integer('width_mm').notNull(),
    heightMm: integer('height_mm').notNull(),
    /** The devices in the parcel (Manage's asset ids), whose life story each change is told in. */
    assetIds: jsonb('asset_ids').$type<readonly string[]>().notNull().default([]),
    /** `manual` (the admin types the number from the carrier's site) or `easypost`. */
    carrierAccount: text('carrier_account').notNull(),
    /** The courier, named by the tracking number's format (`UPS`) or by the rate bought. */
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    /** The carrier's shipment id, for a bought label. */
    carrierShipmentId: text('carrier_shipment_id'),
    rate: jsonb('rate').$type<ShipmentRateValue>(),
    state: text('state').$type<ShipmentState>().notNull().default('pre_transit'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: version(),
  },
  (t) => [
    index('returns_shipments_purpose_idx').on(t.organisationId, t.purposeKind, t.purposeReference),
    index('returns_shipments_created_idx').on(t.organisationId, t.createdAt),
    index('returns_shipments_tracking_idx').on(t.organisationId, t.trackingNumber),
    check('returns_shipments_state_check', sql`${t.state} in (${inList(SHIPMENT_STATES)})`),
    check('returns_shipments_parcel_check', sql`${t.weightGrams} > 0 and ${t.lengthMm} > 0 and ${t.widthMm} > 0 and ${t.heightMm} > 0`),
  ],
);

/** Each state a shipment went through, with when and by whom (or the carrier): its tracking history. */
export const returnsShipmentEvents = pgTable(
  'returns_shipment_events',
  {
    id: id(),
    /** The order events were recorded in, for two of one moment (a label made and handed over at once). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    organisationId: organisationId(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => returnsShipments.id, { onDelete: 'cascade' }),
    state: text('state').$type<ShipmentState>().notNull(),
    at: at('at').notNull(),
    note: text('note'),
    /** Who recorded it; null for the carrier or a job. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('returns_shipment_events_shipment_idx').on(t.shipmentId, t.at),
    check('returns_shipment_events_state_check', sql`${t.state} in (${inList(SHIPMENT_STATES)})`),
  ],
);
