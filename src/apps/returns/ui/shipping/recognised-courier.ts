import { getTracking } from 'ts-tracking-number';
import type { RecognisedNumber } from '../../domain/shipment-tracking-number';

/**
 * ts-tracking-number's formats and check digits, for the form's inline check; the server checks with the same
 * library (server/apps/returns/services/tracking-courier.ts), so a number the form takes is one the server takes.
 */
export function recognisedCourier(trackingNumber: string): RecognisedNumber | undefined {
  const found = getTracking(trackingNumber);
  return found && { courier: found.courier.name, service: found.name, trackingUrl: found.trackingUrl };
}
