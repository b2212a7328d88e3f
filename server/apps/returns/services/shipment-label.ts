import type { ShipmentEndValue } from '../schema/shipments';

/** What a label prints, whichever format: the two ends, the carrier's number and the parcel. */
export interface ShipmentLabelData {
  readonly shipmentId: string;
  readonly from: ShipmentEndValue;
  readonly to: ShipmentEndValue;
  readonly courier: string | null;
  readonly trackingNumber: string;
  readonly weightGrams: number;
  readonly purpose: { readonly kind: string; readonly reference: string };
  readonly createdAt: Date;
}

/** An address's lines as a label prints them: name, street, town with postcode, country. */
export function addressLines(end: ShipmentEndValue): string[] {
  const town = [end.postcode, end.city].join(' ');
  return [end.name, end.line1, end.line2, end.region ? `${town}, ${end.region}` : town, end.country].filter((line): line is string => !!line);
}

/** The parcel's weight as carriers print it, in kilograms. */
export function weightText(grams: number): string {
  return `${(grams / 1000).toFixed(grams < 10_000 ? 2 : 1)} kg`;
}

/** The label's own reference, for the packer: the purpose and the shipment's short id. */
export function referenceText(label: ShipmentLabelData): string {
  return `Ref ${label.purpose.kind} ${label.shipmentId.slice(0, 8).toUpperCase()}`;
}
