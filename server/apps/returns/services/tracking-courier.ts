import { getTracking } from 'ts-tracking-number';
import type { RecognisedNumber } from '../../../../src/apps/returns/domain/shipment-tracking-number';

/** ts-tracking-number's formats and check digits (UPS, USPS, FedEx, DHL, Amazon, OnTrac, S10). */
export function recognisedCourier(trackingNumber: string): RecognisedNumber | undefined {
  const found = getTracking(trackingNumber);
  return found && { courier: found.courier.name, service: found.name, trackingUrl: found.trackingUrl };
}
