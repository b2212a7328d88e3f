import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageBandOf, ANY_MODEL, basePriceOf, factoredPrice } from '../device-pricing';

describe('the shared device pricing core', () => {
  it("prices a model by its own row before the any-model row, case and spaces aside", () => {
    const rules = { basePrices: [{ model: ANY_MODEL, ageBand: '1-2' as const, amount: 100 }, { model: 'MacBook Air M2', ageBand: '1-2' as const, amount: 700 }] };
    expect(basePriceOf(rules, ' macbook air m2 ', '1-2')).toBe(700);
    expect(basePriceOf(rules, 'ThinkPad', '1-2')).toBe(100);
    expect(basePriceOf(rules, 'ThinkPad', '0-1')).toBeNull();
  });

  it('counts whole years, an unknown purchase as the oldest band', () => {
    expect(ageBandOf(new Date('2024-01-10'), new Date('2026-01-09'))).toBe('1-2');
    expect(ageBandOf(null, new Date('2026-01-09'))).toBe('4+');
  });

  it('multiplies two axes in basis points, rounds half up to the step, and keeps the floor', () => {
    expect(factoredPrice(100_000, [8_000, 9_000], { roundingStep: 100, floor: 0 })).toBe(72_000);
    expect(factoredPrice(10_050, [5_000], { roundingStep: 100, floor: 0 })).toBe(5_000);
    expect(factoredPrice(1_000, [1_000, 1_000], { roundingStep: 1, floor: 500 })).toBe(500);
  });

  it('never pays more than the base with factors at most whole, nor a fraction of a minor unit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.array(fc.integer({ min: 0, max: 10_000 }), { maxLength: 3 }), (base, factors) => {
        const price = factoredPrice(base, factors, { roundingStep: 1, floor: 0 });
        expect(Number.isInteger(price)).toBe(true);
        expect(price).toBeLessThanOrEqual(base);
      }),
    );
  });
});
