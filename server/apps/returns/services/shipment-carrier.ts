import type { Parcel, PostalAddress, TrackingState } from '../../../kernel';
import type { ShipmentRateValue } from '../schema/shipments';

/** What a carrier rates and labels: the two addresses and the parcel. */
export interface CarrierShipmentRequest {
  readonly from: PostalAddress;
  readonly to: PostalAddress;
  readonly parcel: Parcel;
}

/** The carrier's shipment and the rates it quoted for it. */
export interface CarrierQuote {
  readonly carrierShipmentId: string;
  readonly rates: readonly ShipmentRateValue[];
}

/** A bought label: the carrier's number and where it tracks it. */
export interface CarrierLabel {
  readonly courier: string;
  readonly trackingNumber: string;
  readonly trackingUrl: string | null;
}

export interface CarrierTrackingEvent {
  readonly state: TrackingState;
  readonly at: Date;
  readonly note: string | null;
}

/**
 * A carrier account that buys labels (EasyPost's or Shippo's shape): rates for a shipment, buying one of them, and
 * the tracker's events. The manual carrier has none of this: its number is typed from the carrier's site.
 */
export interface CarrierAccount {
  readonly name: 'easypost';
  rates(request: CarrierShipmentRequest): Promise<CarrierQuote>;
  /** Refused (RateExpired) for a rate seven days old or older at `at`. */
  buy(carrierShipmentId: string, rate: ShipmentRateValue, at: Date): Promise<CarrierLabel>;
  track(trackingNumber: string, courier: string): Promise<readonly CarrierTrackingEvent[]>;
}

export class RateExpired extends Error {
  constructor(readonly rateId: string) {
    super(`the rate ${rateId} is seven days old or older: rate the shipment again`);
  }
}

/** The cheapest rate quoted; ties go to the first the carrier listed. */
export function cheapestRate(rates: readonly ShipmentRateValue[]): ShipmentRateValue | null {
  return rates.reduce<ShipmentRateValue | null>((best, rate) => (best === null || rate.amountMinor < best.amountMinor ? rate : best), null);
}
