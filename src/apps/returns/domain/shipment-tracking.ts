import { allow, refuse, type Decision } from '../../../domain/rules/decision';

/**
 * A shipment's tracking states, EasyPost's: the label's own state before the carrier has the parcel (`pre_transit`),
 * the carrier's scans, and the ends. Kept here, pure, so the server's rule and the screen's choices are one.
 */
export const SHIPMENT_STATES = [
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
export type ShipmentState = (typeof SHIPMENT_STATES)[number];

/** Where nothing moves on: the parcel arrived, went back, was lost or the label was voided. */
const FINAL: ReadonlySet<ShipmentState> = new Set(['delivered', 'return_to_sender', 'failure', 'cancelled']);

/** The carrier's problems and its ends, reachable from any moving state. */
const ENDS_OF_MOVING: readonly ShipmentState[] = ['delivered', 'return_to_sender', 'failure', 'error'];

const NEXT: Readonly<Record<ShipmentState, readonly ShipmentState[]>> = {
  // Only a label the carrier has not scanned yet may be voided.
  pre_transit: ['in_transit', 'out_for_delivery', 'available_for_pickup', 'cancelled', ...ENDS_OF_MOVING],
  in_transit: ['out_for_delivery', 'available_for_pickup', ...ENDS_OF_MOVING],
  // A missed delivery goes back to the depot (in transit) or to a pickup point.
  out_for_delivery: ['in_transit', 'available_for_pickup', ...ENDS_OF_MOVING],
  available_for_pickup: ['in_transit', ...ENDS_OF_MOVING],
  // An error is the carrier's: its next scan says where the parcel really is.
  error: ['pre_transit', 'in_transit', 'out_for_delivery', 'available_for_pickup', 'delivered', 'return_to_sender', 'failure', 'cancelled'],
  delivered: [],
  return_to_sender: [],
  failure: [],
  cancelled: [],
};

export function isShipmentState(value: string): value is ShipmentState {
  return (SHIPMENT_STATES as readonly string[]).includes(value);
}

/** The states a shipment in `state` may move to; none once it is final. */
export function nextShipmentStates(state: ShipmentState): readonly ShipmentState[] {
  return NEXT[state];
}

export function canMoveShipment(from: ShipmentState, to: ShipmentState): boolean {
  return NEXT[from].includes(to);
}

export function isFinalShipmentState(state: ShipmentState): boolean {
  return FINAL.has(state);
}

/** A tracking event's move: allowed by the rules above, or refused with the two states named. */
export function moveShipment(from: ShipmentState, to: ShipmentState): Decision<ShipmentState> {
  if (canMoveShipment(from, to)) return allow(to);
  if (isFinalShipmentState(from)) return refuse('shipment-final', `The shipment is ${from}: nothing moves it on.`, { from, to });
  return refuse('shipment-move', `A shipment ${from} cannot move to ${to}.`, { from, to });
}

/** Only a label the carrier has not scanned may change its tracking number. */
export function trackingNumberChangeable(state: ShipmentState): Decision<true> {
  return state === 'pre_transit' ? allow(true) : refuse('shipment-with-carrier', `The parcel is ${state}: its tracking number is the carrier's now.`, { state });
}

/** A carrier's clock and ours differ by a little: a scan up to this far ahead of our time is taken as now. */
const CLOCK_SLACK_MS = 5 * 60 * 1000;

/** A tracking event happens after the shipment's last one and not in the future: the history reads in the order it happened. */
export function eventTimeAllowed(lastAt: Date, at: Date, now: Date): Decision<Date> {
  if (at.getTime() < lastAt.getTime()) return refuse('shipment-event-before-last', 'A tracking event cannot be earlier than the last one.', { last: lastAt.toISOString() });
  if (at.getTime() > now.getTime() + CLOCK_SLACK_MS) return refuse('shipment-event-future', 'A tracking event cannot be in the future.', {});
  return allow(at);
}
