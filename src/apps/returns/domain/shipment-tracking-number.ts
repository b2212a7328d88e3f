/** A courier's number format as a check-digit library recognises it (ts-tracking-number on both sides). */
export interface RecognisedNumber {
  readonly courier: string;
  readonly service: string;
  /** The carrier's tracking page, with `%s` where the number goes. */
  readonly trackingUrl: string | null;
}

/** Which courier's format, check digit included, a number is of; undefined for none. */
export type CourierLookup = (trackingNumber: string) => RecognisedNumber | undefined;

export type TrackingCheck =
  | { readonly ok: true; readonly trackingNumber: string; readonly courier: string; readonly service: string; readonly trackingUrl: string | null }
  | { readonly ok: false; readonly reason: 'empty' | 'check-digit' };

/** The number as the carrier prints it, without the spaces a person copies from its site. */
export function normalisedTrackingNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/**
 * A tracking number typed from the carrier's site, checked by its carrier's check digit (UPS, USPS, FedEx, DHL and
 * others): a mistyped digit is refused before a label carries it, and the courier is named.
 */
export function checkTrackingNumber(value: string, lookup: CourierLookup): TrackingCheck {
  const trackingNumber = normalisedTrackingNumber(value);
  if (!trackingNumber) return { ok: false, reason: 'empty' };
  const found = lookup(trackingNumber);
  if (!found) return { ok: false, reason: 'check-digit' };
  const trackingUrl = found.trackingUrl ? found.trackingUrl.replace('%s', encodeURIComponent(trackingNumber)) : null;
  return { ok: true, trackingNumber, courier: found.courier, service: found.service, trackingUrl };
}
