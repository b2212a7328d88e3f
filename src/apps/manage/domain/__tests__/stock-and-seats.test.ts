import { describe, expect, it } from 'vitest';
import { assignSeat, maskKey, resizeSeats } from '../licence-seats';
import { checkOutUnits, isLowStock, recount } from '../accessory-stock';

describe('accessory stock', () => {
  it('checks units out and never below zero', () => {
    expect(checkOutUnits({ total: 10, available: 3 }, 3)).toEqual({ ok: true, value: { total: 10, available: 0 } });
    expect(checkOutUnits({ total: 10, available: 3 }, 4)).toMatchObject({ ok: false, code: 'insufficient-stock' });
    expect(checkOutUnits({ total: 10, available: 3 }, 0)).toMatchObject({ ok: false, code: 'quantity' });
  });

  it('recounts without losing the units that are out', () => {
    expect(recount({ total: 10, available: 4 }, 8)).toEqual({ ok: true, value: { total: 8, available: 2 } });
    expect(recount({ total: 10, available: 4 }, 5)).toMatchObject({ ok: false, code: 'below-checked-out' });
  });

  it('is low at or below the threshold', () => {
    expect(isLowStock({ total: 10, available: 2 }, 2)).toBe(true);
    expect(isLowStock({ total: 10, available: 3 }, 2)).toBe(false);
  });
});

describe('licence seats', () => {
  it('assigns until the seats run out, then refuses', () => {
    expect(assignSeat({ seats: 2, used: 1 })).toEqual({ ok: true, value: { seats: 2, used: 2 } });
    expect(assignSeat({ seats: 2, used: 2 })).toMatchObject({ ok: false, code: 'no-free-seat' });
  });

  it('resizes no lower than what is used', () => {
    expect(resizeSeats({ seats: 5, used: 3 }, 2)).toMatchObject({ ok: false, code: 'below-used' });
    expect(resizeSeats({ seats: 5, used: 3 }, 3)).toEqual({ ok: true, value: { seats: 3, used: 3 } });
  });

  it('masks a key to its last four characters', () => {
    expect(maskKey('ABCD-EFGH-IJKL-MNOP')).toBe('••••••••MNOP');
    expect(maskKey('short')).toBe('••••••••');
  });
});
