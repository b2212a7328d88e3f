import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_ORDER_TOTAL_MINOR, orderTotalMinor } from '../order-totals';

const line = fc.record({ unitPriceMinor: fc.integer({ min: 0, max: 500_000 }), quantity: fc.integer({ min: 1, max: 50 }) });

describe('order totals', () => {
  it('is the exact sum of price times quantity, in whole minor units', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        const expected = lines.reduce((sum, each) => sum + each.unitPriceMinor * each.quantity, 0);
        const total = orderTotalMinor(lines);
        if (expected > MAX_ORDER_TOTAL_MINOR) expect(total).toBeNull();
        else {
          expect(total).toBe(expected);
          expect(Number.isSafeInteger(total)).toBe(true);
        }
      }),
    );
  });
});
