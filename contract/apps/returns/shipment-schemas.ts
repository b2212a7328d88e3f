import * as z from 'zod';
import { Id, Timestamp, Version } from '../../common';
import { listAnswer, listQuery } from '../../list';
import { text } from '../../text';
import { SHIPMENT_STATES } from '../../../src/apps/returns/domain/shipment-tracking';

export const ShipmentState = z.enum(SHIPMENT_STATES);

const Line = text().trim().min(1).max(120);
const OptionalLine = text().trim().max(120).nullable().optional();

/** A postal address as a label prints it. */
export const PostalAddress = z.strictObject({
  name: Line,
  line1: Line,
  line2: OptionalLine,
  city: Line,
  region: OptionalLine,
  postcode: text().trim().min(1).max(20),
  country: text()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'a country code like DE'),
});

/** One end: a site of Locations (with a complete address), or an address typed in, a person's home when `personId` is given. */
export const ShipmentEndInput = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('place'), placeId: Id }),
  z.strictObject({ kind: z.literal('address'), address: PostalAddress, personId: Id.nullable().optional() }),
]);

/** Grams and millimetres, as carriers rate them; up to a 70 kg, 2 m parcel. */
export const ParcelInput = z.strictObject({
  weightGrams: z.int().min(1).max(70_000),
  lengthMm: z.int().min(1).max(2_000),
  widthMm: z.int().min(1).max(2_000),
  heightMm: z.int().min(1).max(2_000),
});

export const CreateShipmentRequest = z.strictObject({
  from: ShipmentEndInput,
  to: ShipmentEndInput,
  parcel: ParcelInput,
  /** The manual carrier's number, typed from the carrier's site; checked by its check digit. */
  trackingNumber: text().trim().max(60).optional(),
  /** The devices in the parcel, whose life story tells its moves. */
  assetIds: z.array(Id).max(50).optional(),
});

export const ShipmentEnd = z.object({
  kind: z.enum(['place', 'person', 'address']),
  placeId: Id.nullable(),
  person: z.object({ id: Id, name: text() }).nullable(),
  name: text(),
  line1: text(),
  line2: text().nullable(),
  city: text(),
  region: text().nullable(),
  postcode: text(),
  country: text(),
});

export const ShipmentPurposeView = z.object({ kind: text(), reference: text() });

export const Shipment = z.object({
  id: Id,
  purpose: ShipmentPurposeView,
  from: ShipmentEnd,
  to: ShipmentEnd,
  parcel: ParcelInput,
  assetIds: z.array(Id),
  carrier: z.enum(['manual', 'easypost']),
  courier: text().nullable(),
  trackingNumber: text().nullable(),
  trackingUrl: text().nullable(),
  state: ShipmentState,
  createdAt: Timestamp,
  updatedAt: Timestamp,
  version: Version,
});

export const ShipmentEvent = z.object({
  id: Id,
  state: ShipmentState,
  at: Timestamp,
  note: text().nullable(),
  actor: z.object({ id: Id, name: text() }).nullable(),
});

export const ShipmentDetail = Shipment.extend({
  events: z.array(ShipmentEvent),
  /** The states the shipment may move to next (none once final). */
  nextStates: z.array(ShipmentState),
});

export const ShipmentSortFields = ['createdAt'] as const;
export const ShipmentListQuery = listQuery(ShipmentSortFields, {
  state: ShipmentState.optional(),
  purpose: text().trim().max(40).optional(),
});
export const ShipmentList = listAnswer(Shipment);

export const ShipmentParams = z.strictObject({ id: Id });

export const TrackingNumberRequest = z.strictObject({ trackingNumber: text().trim().min(1).max(60), version: Version });

export const TrackingEventRequest = z.strictObject({
  state: ShipmentState,
  /** When the carrier scanned it; now when not given. */
  at: Timestamp.optional(),
  note: text().trim().max(300).nullable().optional(),
  version: Version,
});

export const LABEL_FORMATS = ['pdf-4x6', 'pdf-a6', 'zpl'] as const;
export const LabelQuery = z.strictObject({ format: z.enum(LABEL_FORMATS).default('pdf-4x6') });
export const ShipmentLabel = z.object({ filename: text(), contentType: text(), contentBase64: text() });

/** A site to ship from or to, as the pickers list it. */
export const ShippingPlace = z.object({ id: Id, name: text(), addressMissing: z.boolean() });
export const ShippingPlaceList = z.object({ items: z.array(ShippingPlace) });
export const ShippingPlaceQuery = z.strictObject({ q: text().trim().max(120).optional() });
