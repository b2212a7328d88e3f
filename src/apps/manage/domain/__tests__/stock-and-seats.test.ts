import { describe, expect, it } from 'vitest';
import { assignSeat, freeSeats, isOverAllocated, maskKey, releaseSeat, resizeSeats } from '../licence-seats';
import { checkInUnits, checkOutUnits, isLowStock, recount } from '../accessory-stock';

describe('accessory stock', () => {
  it('checks units out and never below zero', () => {
    expect(checkOutUnits({ total: 10, available: 3 }, 3)).toEqual({ ok: true, value: { total: 10, available: 0 } });
    expect(checkOutUnits({ total: 10, available: 3 }, 4)).toMatchObject({ ok: false, code: 'insufficient-stock' });
    expect(checkOutUnits({ total: 10, available: 3 }, 0)).toMatchObject({ ok: false, code: 'quantity' });
  });

  it('checks units in up to the total, and recounts without losing the ones out', () => {
    expect(checkInUnits({ total: 10, available: 9 }, 1)).toEqual({ ok: true, value: { total: 10, available: 10 } });
    expect(checkInUnits({ total: 10, available: 10 }, 1)).toMatchObject({ ok: false, code: 'over-total' });
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
    expect(freeSeats({ seats: 2, used: 1 })).toBe(1);
  });

  it('releases, resizes no lower than what is used, and spots over-allocation', () => {
    expect(releaseSeat({ seats: 2, used: 1 })).toEqual({ ok: true, value: { seats: 2, used: 0 } });
    expect(releaseSeat({ seats: 2, used: 0 })).toMatchObject({ ok: false });
    expect(resizeSeats({ seats: 5, used: 3 }, 2)).toMatchObject({ ok: false, code: 'below-used' });
    expect(resizeSeats({ seats: 5, used: 3 }, 3)).toEqual({ ok: true, value: { seats: 3, used: 3 } });
    expect(isOverAllocated({ seats: 2, used: 3 })).toBe(true);
  });

  it('masks a key to its last four characters', () => {
    expect(maskKey('ABCD-EFGH-IJKL-MNOP')).toBe('••••••••MNOP');
    expect(maskKey('short')).toBe('••••••••');
  });
});
