import type { Repositories } from '../repositories';

/** A parcel's weight and size, as carriers rate it. */
export interface Parcel {
  readonly weightGrams: number;
  readonly lengthMm: number;
  readonly widthMm: number;
  readonly heightMm: number;
}

/** A postal address: a person's home, or a site's address as Locations keeps it. */
export interface PostalAddress {
  readonly name: string;
  readonly line1: string;
  readonly line2?: string | null;
  readonly city: string;
  readonly region?: string | null;
  readonly postcode: string;
  /** ISO 3166 alpha-2. */
  readonly country: string;
}

/**
 * One end of a shipment: a site of Locations by id (one whose address is complete), a person at an address they
 * gave, or an address typed on Shipping Label (a supplier, a repair shop).
 */
export type ShipmentEnd =
  | { readonly kind: 'place'; readonly placeId: string }
  | { readonly kind: 'person'; readonly personId: string; readonly address: PostalAddress }
  | { readonly kind: 'address'; readonly address: PostalAddress };

/** Why a parcel moves: the app and record it belongs to, so each app finds its own shipments. */
export interface ShipmentPurpose {
  /** `buyback`, `trade-in`, `repair`, `repair-return`, `buyback-return`, `recover`, or `manual` (Shipping Label). */
  readonly kind: string;
  /** The id of the record the shipment serves (a buyback order, a repair, a recover pickup). */
  readonly reference: string;
}

/** The carrier's tracking states (EasyPost's), with the label's own states before the carrier has it. */
export const TRACKING_STATES = [
  'pre_transit',
  'in_transit',
  'out_for_delivery',
  'available_for_pickup',
  'delivered',
  'return_to_sender',
  'failure',
  'cancelled',
  'error',
] as const;
export type TrackingState = (typeof TRACKING_STATES)[number];

export interface ShipmentRequest {
  readonly purpose: ShipmentPurpose;
  readonly from: ShipmentEnd;
  readonly to: ShipmentEnd;
  /** The parcel; a default laptop box when not given. */
  readonly parcel?: Parcel;
  /** The devices in the parcel (Manage's asset ids): each change of the shipment is told in their life story. */
  readonly assetIds?: readonly string[];
  /**
   * For the manual carrier: the number typed from the carrier's site, checked by its check digit (a 400 otherwise).
   * Without one, the shipment waits in `pre_transit` for it (`track`).
   */
  readonly trackingNumber?: string;
  /** Who asked for it, for the trail; null for a job. */
  readonly actorId: string | null;
  /** The app it is made through, for the trail. */
  readonly appSlug: string;
  /** The caller's clock. */
  readonly at: Date;
}

/** A shipment as other apps show it. */
export interface ShipmentRef {
  readonly id: string;
  readonly purpose: ShipmentPurpose;
  readonly state: TrackingState;
  /** The courier (`UPS`, `DHL`), known once there is a tracking number. */
  readonly carrier: string | null;
  readonly trackingNumber: string | null;
  /** The carrier's own page of the parcel, where it has one. */
  readonly trackingUrl: string | null;
  /** Where the label (PDF 4×6) is downloaded, once bought; a signed, short-lived address. */
  readonly labelUrl: string | null;
}

/**
 * Parcels between two places, with their label and tracking, kept by Shipping Label (the returns app) and bound in
 * the composition root: Recover's pickups, buyback and repair shipments all use this one model. Each call runs on the
 * caller's repositories, so a shipment is opened in the caller's transaction or not at all.
 */
export interface ShipmentsPort {
  /** A new shipment in `pre_transit`, its label bought with the organisation's carrier (the manual carrier by default). */
  open(repos: Repositories, organisationId: string, request: ShipmentRequest): Promise<ShipmentRef>;
  /** The shipments of a purpose's records, newest first. */
  ofPurpose(repos: Repositories, organisationId: string, kind: string, references: readonly string[]): Promise<ShipmentRef[]>;
  /** Gives a manual shipment its tracking number (checked by its check digit, a 400 otherwise); 404 for no such shipment. */
  track(repos: Repositories, organisationId: string, shipmentId: string, change: TrackingNumberChange): Promise<ShipmentRef>;
  /** Records a tracking event: a move the state rules allow (a 409 otherwise), kept in the shipment's history. */
  advance(repos: Repositories, organisationId: string, shipmentId: string, event: TrackingEventInput): Promise<ShipmentRef>;
}

/** Who did what when, for the trail of a change made through another app. */
interface ChangeBy {
  readonly actorId: string | null;
  readonly appSlug: string;
  readonly at: Date;
}

export interface TrackingNumberChange extends ChangeBy {
  readonly trackingNumber: string;
}

export interface TrackingEventInput extends ChangeBy {
  readonly state: TrackingState;
  /** Where the carrier scanned it, or what it said. */
  readonly note?: string | null;
}
