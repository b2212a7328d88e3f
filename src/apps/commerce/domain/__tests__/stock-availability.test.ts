import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, availableOf, expandKits, kitsAvailable } from '../stock-availability';
import { adjustmentTo, applyMovement, isConsistent, STOCK_MOVEMENT_KINDS } from '../stock-movements';

const level = fc.nat(1000).chain((onHand) => fc.record({ onHand: fc.constant(onHand), reserved: fc.nat(onHand) }));
const rows = fc.uniqueArray(fc.record({ locationId: fc.stringMatching(/^[a-e]$/), level }), { selector: (row) => row.locationId, maxLength: 5 }).map((each) =>
  each.map(({ locationId, level }) => ({ locationId, ...level })),
);

describe('available stock', () => {
  it('is on hand minus reserved, per location', () => {
    expect(availableOf({ onHand: 10, reserved: 3 })).toBe(7);
    expect(availableOf({ onHand: 2, reserved: 2 })).toBe(0);
  });

  it('allocates exactly the quantity from available units, or nothing when all locations together are short', () => {
    fc.assert(
      fc.property(rows, fc.integer({ min: 1, max: 3000 }), (stock, quantity) => {
        const total = stock.reduce((sum, row) => sum + availableOf(row), 0);
        const taken = allocate(stock, quantity);
        if (quantity > total) {
          expect(taken).toBeNull();
          return;
        }
        expect(taken!.reduce((sum, part) => sum + part.quantity, 0)).toBe(quantity);
        for (const part of taken!) expect(part.quantity).toBeLessThanOrEqual(availableOf(stock.find((row) => row.locationId === part.locationId)!));
      }),
    );
  });

  it('takes from the preferred location first', () => {
    const stock = [
      { locationId: 'a', onHand: 9, reserved: 0 },
      { locationId: 'b', onHand: 2, reserved: 0 },
    ];
    expect(allocate(stock, 3, 'b')).toEqual([
      { locationId: 'b', quantity: 2 },
      { locationId: 'a', quantity: 1 },
    ]);
    expect(allocate(stock, 3)).toEqual([{ locationId: 'a', quantity: 3 }]);
  });

  it('expands a kit line into each component times the kit quantity', () => {
    const kits: Record<string, { productId: string; quantity: number }[]> = { kit: [{ productId: 'laptop', quantity: 1 }, { productId: 'cable', quantity: 3 }] };
    expect(expandKits([{ productId: 'kit', quantity: 2 }, { productId: 'mouse', quantity: 1 }], (id) => kits[id] ?? null)).toEqual([
      { productId: 'laptop', quantity: 2, kitId: 'kit' },
      { productId: 'cable', quantity: 6, kitId: 'kit' },
      { productId: 'mouse', quantity: 1, kitId: null },
    ]);
  });

  it('counts whole kits by the scarcest component', () => {
    expect(kitsAvailable([{ quantity: 1, available: 5 }, { quantity: 2, available: 5 }])).toBe(2);
    expect(kitsAvailable([])).toBe(0);
  });
});

describe('stock movements', () => {
  it('keep a consistent level consistent when the units moved are there', () => {
    fc.assert(
      fc.property(level, fc.constantFrom(...STOCK_MOVEMENT_KINDS), fc.nat(1000), (before, kind, quantity) => {
        const after = applyMovement(before, kind, kind === 'adjusted' ? quantity - before.onHand + before.reserved : quantity);
        const possible = kind === 'fulfilled' || kind === 'released' ? quantity <= before.reserved : kind === 'reserved' ? quantity <= availableOf(before) : true;
        if (possible) expect(isConsistent(after)).toBe(true);
      }),
    );
  });

  it('refuses a count below what orders reserved, and answers the signed change otherwise', () => {
    expect(adjustmentTo({ onHand: 10, reserved: 4 }, 3)).toMatchObject({ ok: false, code: 'count-below-reserved', params: { reserved: 4 } });
    expect(adjustmentTo({ onHand: 10, reserved: 4 }, 4)).toEqual({ ok: true, value: -6 });
    expect(adjustmentTo({ onHand: 10, reserved: 0 }, 12)).toEqual({ ok: true, value: 2 });
  });
});
