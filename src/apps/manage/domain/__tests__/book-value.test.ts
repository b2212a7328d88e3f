import { describe, expect, it } from 'vitest';
import { bookValueCents, wholeMonthsBetween } from '../book-value';

const laptop = { costCents: 136_000, purchaseDate: '2025-01-15', months: 36, floorCents: null };

describe('book value (straight line over months)', () => {
  it('loses an equal share each whole month since purchase, rounded to the cent', () => {
    expect(bookValueCents(laptop, '2025-01-15')).toBe(136_000);
    expect(bookValueCents(laptop, '2025-02-14')).toBe(136_000);
    expect(bookValueCents(laptop, '2025-02-15')).toBe(132_222);
    expect(bookValueCents(laptop, '2026-01-15')).toBe(90_667);
  });

  it('stops at the floor, and is the floor once fully depreciated', () => {
    const floored = { ...laptop, floorCents: 10_000 };
    expect(bookValueCents(floored, '2026-01-15')).toBe(94_000);
    expect(bookValueCents(floored, '2028-01-15')).toBe(10_000);
    expect(bookValueCents(floored, '2031-06-01')).toBe(10_000);
    expect(bookValueCents(laptop, '2028-01-15')).toBe(0);
    // A floor above the cost keeps the cost.
    expect(bookValueCents({ ...laptop, floorCents: 200_000 }, '2026-01-15')).toBe(136_000);
  });

  it('has no value without a cost or a purchase date, and keeps the cost before the purchase', () => {
    expect(bookValueCents({ ...laptop, costCents: null }, '2026-01-15')).toBeNull();
    expect(bookValueCents({ ...laptop, purchaseDate: null }, '2026-01-15')).toBeNull();
    expect(bookValueCents(laptop, '2024-12-01')).toBe(136_000);
  });

  it('counts whole months by the day of the month', () => {
    expect(wholeMonthsBetween('2025-01-31', '2025-02-28')).toBe(0);
    expect(wholeMonthsBetween('2025-01-31', '2025-03-31')).toBe(2);
  });
});
