import type { ListPage } from '../../../../application/ports/list-page';
import type { ShipmentState } from '../../domain/shipment-tracking';

export interface PostalAddressFields {
  readonly name: string;
  readonly line1: string;
  readonly line2?: string | null;
  readonly city: string;
  readonly region?: string | null;
  readonly postcode: string;
  readonly country: string;
}

/** One end as the form sends it: a site, or a typed address (a person's home when `personId` is given). */
export type ShipmentEndInput = { readonly kind: 'place'; readonly placeId: string } | { readonly kind: 'address'; readonly address: PostalAddressFields; readonly personId?: string | null };

export interface ParcelFields {
  readonly weightGrams: number;
  readonly lengthMm: number;
  readonly widthMm: number;
  readonly heightMm: number;
}

export interface NewShipment {
  readonly from: ShipmentEndInput;
  readonly to: ShipmentEndInput;
  readonly parcel: ParcelFields;
  readonly trackingNumber?: string;
}

export interface ShipmentEnd {
  readonly kind: 'place' | 'person' | 'address';
  readonly placeId: string | null;
  readonly person: { readonly id: string; readonly name: string } | null;
  readonly name: string;
  readonly line1: string;
  readonly line2: string | null;
  readonly city: string;
  readonly region: string | null;
  readonly postcode: string;
  readonly country: string;
}

export interface Shipment {
  readonly id: string;
  readonly purpose: { readonly kind: string; readonly reference: string };
  readonly from: ShipmentEnd;
  readonly to: ShipmentEnd;
  readonly parcel: ParcelFields;
  readonly carrier: 'manual' | 'easypost';
  readonly courier: string | null;
  readonly trackingNumber: string | null;
  readonly trackingUrl: string | null;
  readonly state: ShipmentState;
  readonly createdAt: string;
  readonly version: number;
}

export interface ShipmentEvent {
  readonly id: string;
  readonly state: ShipmentState;
  readonly at: string;
  readonly note: string | null;
  readonly actor: { readonly id: string; readonly name: string } | null;
}

export interface ShipmentDetail extends Shipment {
  readonly events: readonly ShipmentEvent[];
  readonly nextStates: readonly ShipmentState[];
}

export interface ShipmentQuery {
  readonly page: number;
  readonly pageSize: number;
  readonly q?: string | undefined;
  readonly state?: ShipmentState | undefined;
}

export interface TrackingEventFields {
  readonly state: ShipmentState;
  readonly at?: string;
  readonly note?: string | null;
  readonly version: number;
}

export const LABEL_FORMATS = ['pdf-4x6', 'pdf-a6', 'zpl'] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];

export interface LabelFile {
  readonly filename: string;
  readonly contentType: string;
  readonly bytes: Uint8Array;
}

export interface ShippingPlace {
  readonly id: string;
  readonly name: string;
  readonly addressMissing: boolean;
}

/** Shipping Label's calls: shipments, their labels and tracking events, and the sites to ship between. */
export interface ShipmentsGateway {
  list(query: ShipmentQuery): Promise<ListPage<Shipment>>;
  get(id: string): Promise<ShipmentDetail>;
  create(shipment: NewShipment): Promise<ShipmentDetail>;
  setTrackingNumber(id: string, trackingNumber: string, version: number): Promise<ShipmentDetail>;
  recordEvent(id: string, event: TrackingEventFields): Promise<ShipmentDetail>;
  label(id: string, format: LabelFormat): Promise<LabelFile>;
  places(q?: string): Promise<readonly ShippingPlace[]>;
}

export const SHIPMENTS_GATEWAY = Symbol.for('returns.ShipmentsGateway');
