import { describe, expect, it } from 'vitest';
import { canMoveShipment, eventTimeAllowed, moveShipment, nextShipmentStates, SHIPMENT_STATES, trackingNumberChangeable } from '../shipment-tracking';

describe('the tracking states', () => {
  it('moves a parcel along its journey: label, carrier, out for delivery, delivered', () => {
    expect(canMoveShipment('pre_transit', 'in_transit')).toBe(true);
    expect(canMoveShipment('in_transit', 'out_for_delivery')).toBe(true);
    expect(canMoveShipment('out_for_delivery', 'delivered')).toBe(true);
    // A missed delivery: back to the depot, or to a pickup point.
    expect(canMoveShipment('out_for_delivery', 'in_transit')).toBe(true);
    expect(canMoveShipment('out_for_delivery', 'available_for_pickup')).toBe(true);
    expect(canMoveShipment('available_for_pickup', 'delivered')).toBe(true);
  });

  it('voids only a label the carrier has not scanned', () => {
    expect(moveShipment('pre_transit', 'cancelled')).toEqual({ ok: true, value: 'cancelled' });
    expect(moveShipment('in_transit', 'cancelled')).toMatchObject({ ok: false, code: 'shipment-move', params: { from: 'in_transit', to: 'cancelled' } });
  });

  it('moves nothing on once delivered, returned, failed or cancelled', () => {
    for (const final of ['delivered', 'return_to_sender', 'failure', 'cancelled'] as const) {
      expect(nextShipmentStates(final)).toEqual([]);
      expect(moveShipment(final, 'in_transit')).toMatchObject({ ok: false, code: 'shipment-final' });
    }
  });

  it("lets the carrier's next scan correct an error, and never stays in place", () => {
    expect(canMoveShipment('error', 'in_transit')).toBe(true);
    for (const state of SHIPMENT_STATES) expect(canMoveShipment(state, state)).toBe(false);
  });

  it('changes a tracking number only before the carrier has the parcel', () => {
    expect(trackingNumberChangeable('pre_transit').ok).toBe(true);
    expect(trackingNumberChangeable('in_transit')).toMatchObject({ ok: false, code: 'shipment-with-carrier' });
  });

  it('takes an event after the last one and not in the future', () => {
    const last = new Date('2026-11-20T10:00:00Z');
    const now = new Date('2026-11-21T10:00:00Z');
    expect(eventTimeAllowed(last, new Date('2026-11-20T12:00:00Z'), now).ok).toBe(true);
    expect(eventTimeAllowed(last, new Date('2026-11-20T09:00:00Z'), now)).toMatchObject({ ok: false, code: 'shipment-event-before-last' });
    expect(eventTimeAllowed(last, new Date('2026-11-21T11:00:00Z'), now)).toMatchObject({ ok: false, code: 'shipment-event-future' });
  });
});
