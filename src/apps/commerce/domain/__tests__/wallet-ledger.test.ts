import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEntry } from '../wallet-ledger';
import { invoiceNumberOf } from '../invoice-number';

const amount = fc.integer({ min: -100_000, max: 100_000 }).filter((value) => value !== 0);

describe('the ledger rule', () => {
  it('never leaves a balance below zero, and what it accepts sums to the balance after each entry', () => {
    fc.assert(
      fc.property(fc.array(amount, { maxLength: 60 }), (amounts) => {
        let balance = 0;
        let sum = 0;
        for (const each of amounts) {
          const step = applyEntry(balance, each);
          if (step.ok) {
            sum += each;
            balance = step.balanceAfterMinor;
            expect(balance).toBe(sum);
          } else {
            expect(step.shortMinor).toBe(-(balance + each));
            expect(step.shortMinor).toBeGreaterThan(0);
          }
          expect(balance).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('refuses exactly the debits larger than the balance', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.integer({ min: 1, max: 2_000_000 }), (balance, debit) => {
        expect(applyEntry(balance, -debit).ok).toBe(debit <= balance);
      }),
    );
  });

  it('takes no zero or fractional amount', () => {
    expect(() => applyEntry(10, 0)).toThrow(RangeError);
    expect(() => applyEntry(10, 0.5)).toThrow(RangeError);
  });
});

describe('invoice numbers', () => {
  it('are the year and a six-digit running number that sorts as it counts', () => {
    expect(invoiceNumberOf(2026, 17)).toBe('2026-000017');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_998 }), (sequence) => {
        expect(invoiceNumberOf(2026, sequence) < invoiceNumberOf(2026, sequence + 1)).toBe(true);
      }),
    );
  });
});
