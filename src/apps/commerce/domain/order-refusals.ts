/** Why a parcel cannot ship, in the API's words; clients word the code themselves. */
export const SHIPMENT_REFUSALS = {
  'nothing-to-ship': 'The parcel holds nothing that is still to ship.',
  'unknown-line': 'The parcel names a line the order does not have.',
  'more-than-ordered': 'The parcel holds more than is left to ship of a line.',
} as const;

/** Why the serials typed for a parcel's devices cannot be taken; each is answered at the serial's field. */
export const SERIAL_REFUSALS = {
  'serial-not-in-parcel': 'This serial names a device the parcel does not hold.',
  'serial-repeated': 'Two devices of the parcel cannot have the same serial.',
  'serial-taken': 'Another asset of the fleet has this serial.',
} as const;

/** Why an order cannot be cancelled now. */
export const CANCEL_REFUSALS = {
  'already-shipped': 'Something of this order has shipped already; it can no longer be cancelled.',
  'not-allowed-now': 'This order is finished; there is nothing left to cancel.',
} as const;
