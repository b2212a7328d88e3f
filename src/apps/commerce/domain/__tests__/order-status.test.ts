import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowedEvents,
  cancelRefusal,
  fulfilmentOf,
  initialStatus,
  isOpenOrder,
  linesAfterShipment,
  nextStatus,
  ORDER_STATUSES,
  ownerEvents,
  type OrderEvent,
  type OrderStatus,
} from '../order-status';

const status = fc.constantFrom(...ORDER_STATUSES);
const event: fc.Arbitrary<OrderEvent> = fc.oneof(
  fc.constantFrom<OrderEvent>({ type: 'approve' }, { type: 'decline' }, { type: 'process' }, { type: 'complete' }, { type: 'cancel' }),
  fc.constantFrom('unfulfilled', 'partially-shipped', 'shipped').map((fulfilment) => ({ type: 'ship', fulfilment }) as const),
);
const lines = fc.array(
  fc.integer({ min: 1, max: 20 }).chain((quantity) => fc.record({ quantity: fc.constant(quantity), shippedQuantity: fc.integer({ min: 0, max: quantity }) })),
  { minLength: 1, maxLength: 6 },
);

describe('order status', () => {
  it('starts awaiting approval only when an approver must decide', () => {
    expect(initialStatus(true)).toBe('awaiting-approval');
    expect(initialStatus(false)).toBe('ordered');
  });

  it('walks the happy path: approved, prepared, shipped in parts, completed', () => {
    const path: [OrderEvent, OrderStatus][] = [
      [{ type: 'approve' }, 'ordered'],
      [{ type: 'process' }, 'processing'],
      [{ type: 'ship', fulfilment: 'partially-shipped' }, 'partially-shipped'],
      [{ type: 'ship', fulfilment: 'shipped' }, 'shipped'],
      [{ type: 'complete' }, 'completed'],
    ];
    let current: OrderStatus = 'awaiting-approval';
    for (const [step, expected] of path) {
      current = nextStatus(current, step)!;
      expect(current).toBe(expected);
    }
  });

  it('never moves a finished order', () => {
    fc.assert(
      fc.property(fc.constantFrom('completed', 'declined', 'cancelled'), event, (final, any) => {
        expect(nextStatus(final, any)).toBeNull();
      }),
    );
  });

  it('cancels only what has not left the warehouse, and completes only what fully shipped', () => {
    fc.assert(
      fc.property(status, (from) => {
        const cancelled = nextStatus(from, { type: 'cancel' });
        expect(cancelled !== null).toBe(['awaiting-approval', 'ordered', 'processing'].includes(from));
        expect(nextStatus(from, { type: 'complete' }) !== null).toBe(from === 'shipped');
      }),
    );
  });

  it('lets the person who ordered cancel, and nothing else, while the order may be cancelled; and says why not once it may not', () => {
    fc.assert(
      fc.property(status, (from) => {
        const cancellable = nextStatus(from, { type: 'cancel' }) !== null;
        expect(ownerEvents(from)).toEqual(cancellable ? ['cancel'] : []);
        const refusal = cancelRefusal(from);
        expect(refusal === null).toBe(cancellable);
        if (refusal) expect(refusal).toBe(['partially-shipped', 'shipped', 'completed'].includes(from) ? 'already-shipped' : 'not-allowed-now');
      }),
    );
  });

  it('offers exactly the events that move the order', () => {
    fc.assert(
      fc.property(status, event, (from, any) => {
        if (any.type === 'ship' && any.fulfilment === 'unfulfilled') return;
        expect(allowedEvents(from).includes(any.type)).toBe(nextStatus(from, any) !== null);
      }),
    );
  });
});

describe('fulfilment from the lines', () => {
  it('is shipped when every unit left, unfulfilled when none did, partial otherwise', () => {
    fc.assert(
      fc.property(lines, (all) => {
        const ordered = all.reduce((sum, line) => sum + line.quantity, 0);
        const shipped = all.reduce((sum, line) => sum + line.shippedQuantity, 0);
        const expected = shipped === 0 ? 'unfulfilled' : shipped === ordered ? 'shipped' : 'partially-shipped';
        expect(fulfilmentOf(all)).toBe(expected);
      }),
    );
  });

  it('ships the whole remainder when a parcel names no lines, and never more than was ordered', () => {
    fc.assert(
      fc.property(lines, fc.array(fc.record({ index: fc.nat(), quantity: fc.integer({ min: 1, max: 30 }) }), { maxLength: 4 }), (all, parcel) => {
        const withIds = all.map((line, index) => ({ ...line, id: `l${index}` }));
        const whole = linesAfterShipment(withIds, null);
        if ('problem' in whole) expect(fulfilmentOf(withIds)).toBe('shipped');
        else expect(fulfilmentOf(whole.lines)).toBe('shipped');
        const named = parcel.map((item) => ({ lineId: `l${item.index % withIds.length}`, quantity: item.quantity }));
        const after = linesAfterShipment(withIds, named);
        if ('lines' in after) for (const line of after.lines) expect(line.shippedQuantity).toBeLessThanOrEqual(line.quantity);
        else expect(['more-than-ordered', 'nothing-to-ship']).toContain(after.problem);
      }),
    );
  });

  it('refuses a parcel naming a line the order does not have', () => {
    expect(linesAfterShipment([{ id: 'a', quantity: 1, shippedQuantity: 0 }], [{ lineId: 'b', quantity: 1 }])).toEqual({ problem: 'unknown-line' });
  });
});

describe('an open order', () => {
  it('is one something can still happen to: completed, declined and cancelled ones are done', () => {
    expect(ORDER_STATUSES.filter((status) => !isOpenOrder(status))).toEqual(['completed', 'declined', 'cancelled']);
  });
});
