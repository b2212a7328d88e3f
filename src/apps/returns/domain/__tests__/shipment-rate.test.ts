import { describe, expect, it } from 'vitest';
import { rateBuyable } from '../shipment-rate';

const DAY = 24 * 3600_000;

describe('buying a rate', () => {
  const quotedAt = new Date('2026-11-20T10:00:00Z');
  const after = (ms: number) => new Date(quotedAt.getTime() + ms);

  it('buys a rate while it is under seven days old', () => {
    expect(rateBuyable(quotedAt, quotedAt)).toBe(true);
    expect(rateBuyable(quotedAt, after(7 * DAY - 1))).toBe(true);
  });

  it('refuses it from its seventh day on', () => {
    expect(rateBuyable(quotedAt, after(7 * DAY))).toBe(false);
    expect(rateBuyable(quotedAt, after(30 * DAY))).toBe(false);
  });

  it('refuses a rate dated after the purchase: a clock gone wrong is no rate to trust', () => {
    expect(rateBuyable(quotedAt, after(-DAY))).toBe(false);
  });
});
