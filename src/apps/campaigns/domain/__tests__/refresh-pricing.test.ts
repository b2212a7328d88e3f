import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GRADES } from '../refresh-grade';
import { AGE_BANDS, ageBandOf, priceOf, type PricingRules } from '../refresh-pricing';

/** A MacBook Air bought 2–3 years ago is worth 400.00 as new; B keeps 80 %, C 50 %, D 20 %; never under 25.00. */
const rules: PricingRules = {
  basePrices: [
    { model: 'MacBook Air M1', ageBand: '2-3', amount: 40000 },
    { model: 'MacBook Air M1', ageBand: '3-4', amount: 30000 },
    { model: '*', ageBand: '2-3', amount: 15000 },
  ],
  gradeFactors: { A: 10000, B: 8000, C: 5000, D: 2000 },
  roundingStep: 1,
  floor: 2500,
  lockedOrDead: 'zero',
  validityDays: 7,
};
const device = { model: 'MacBook Air M1', ageBand: '2-3', grade: 'A', lockedOrDead: false } as const;

describe('pricing a graded device from the campaign rules', () => {
  it('takes the base price of the model and age band times the grade factor', () => {
    expect(priceOf(rules, device)).toEqual({ kind: 'priced', amount: 40000 });
    expect(priceOf(rules, { ...device, grade: 'B' })).toEqual({ kind: 'priced', amount: 32000 });
    expect(priceOf(rules, { ...device, ageBand: '3-4', grade: 'C' })).toEqual({ kind: 'priced', amount: 15000 });
  });

  it('matches the model whatever its case or spaces, and falls back to the any-model row', () => {
    expect(priceOf(rules, { ...device, model: ' macbook air m1 ' })).toEqual({ kind: 'priced', amount: 40000 });
    expect(priceOf(rules, { ...device, model: 'ThinkPad X1' })).toEqual({ kind: 'priced', amount: 15000 });
  });

  it('has no price for a model and age no row names', () => {
    expect(priceOf(rules, { ...device, ageBand: '4+' })).toEqual({ kind: 'no-rule' });
  });

  it('never goes below the floor', () => {
    // 150.00 × 20 % is 30.00, under a floor of 50.00.
    expect(priceOf({ ...rules, floor: 5000 }, { ...device, model: 'ThinkPad X1', grade: 'D' })).toEqual({ kind: 'priced', amount: 5000 });
  });

  it('prices a locked or dead device zero under the zero rule, and as any D under the grade-d rule', () => {
    expect(priceOf(rules, { ...device, grade: 'D', lockedOrDead: true })).toEqual({ kind: 'priced', amount: 0 });
    expect(priceOf({ ...rules, lockedOrDead: 'grade-d' }, { ...device, grade: 'D', lockedOrDead: true })).toEqual({ kind: 'priced', amount: 8000 });
  });

  it('rounds half up to the minor unit, or to the campaign step', () => {
    const odd = { ...rules, basePrices: [{ model: '*', ageBand: '0-1', amount: 12345 }] } as const;
    expect(priceOf(odd, { ...device, ageBand: '0-1', grade: 'B' })).toEqual({ kind: 'priced', amount: 9876 });
    expect(priceOf({ ...odd, roundingStep: 100 }, { ...device, ageBand: '0-1', grade: 'B' })).toEqual({ kind: 'priced', amount: 9900 });
    const whole = (amount: number): PricingRules => ({ ...rules, floor: 0, roundingStep: 100, basePrices: [{ model: '*', ageBand: '0-1', amount }] });
    expect(priceOf(whole(150), { ...device, ageBand: '0-1' })).toEqual({ kind: 'priced', amount: 200 });
    expect(priceOf(whole(149), { ...device, ageBand: '0-1' })).toEqual({ kind: 'priced', amount: 100 });
  });

  it('always gives whole minor units, at least the floor, and never more than the base when factors are at most 100 %', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.record({ A: fc.integer({ min: 0, max: 10000 }), B: fc.integer({ min: 0, max: 10000 }), C: fc.integer({ min: 0, max: 10000 }), D: fc.integer({ min: 0, max: 10000 }) }),
        fc.constantFrom(...GRADES),
        fc.integer({ min: 0, max: 5000 }),
        (base, gradeFactors, grade, floor) => {
          const priced = priceOf({ ...rules, basePrices: [{ model: '*', ageBand: '1-2', amount: base }], gradeFactors, floor }, { ...device, ageBand: '1-2', grade });
          if (priced.kind !== 'priced') throw new Error('expected a price');
          expect(Number.isInteger(priced.amount)).toBe(true);
          expect(priced.amount).toBeGreaterThanOrEqual(floor);
          expect(priced.amount).toBeLessThanOrEqual(Math.max(base, floor));
        },
      ),
    );
  });
});

describe('the age band of a device', () => {
  const on = new Date('2026-11-24T12:00:00Z');

  it('counts whole years since purchase', () => {
    expect(ageBandOf(new Date('2026-06-01'), on)).toBe('0-1');
    expect(ageBandOf(new Date('2024-06-01'), on)).toBe('2-3');
    expect(ageBandOf(new Date('2015-01-01'), on)).toBe('4+');
  });

  it('puts a device of unknown purchase date in the oldest band', () => {
    expect(ageBandOf(null, on)).toBe(AGE_BANDS.at(-1));
  });
});
