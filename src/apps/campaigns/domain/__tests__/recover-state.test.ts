import { describe, expect, it } from 'vitest';
import { linkStateOf } from '../campaign-link';
import { pickupOptions } from '../recover-pickup';
import { nextDeviceStep, processDevice, receiveDevice, recoverMove, recoverMovesFrom, retrievalOutcome, type RecoverDevice } from '../recover-state';

const fresh = (id: string): RecoverDevice => ({ id, outcome: null, disposition: null });

describe('a retrieval’s moves', () => {
  it('go requested → awaiting employee → confirmed → pickup booked → in transit', () => {
    let state = recoverMove('requested', 'send');
    for (const move of ['confirm', 'book-pickup', 'pick-up'] as const) {
      expect(state.ok).toBe(true);
      state = recoverMove(state.ok ? state.value : 'requested', move);
    }
    expect(state).toEqual({ ok: true, value: 'in-transit' });
  });

  it('fail only while nobody answered, restart only after failing, and end for good once cancelled', () => {
    expect(recoverMove('pickup-booked', 'no-response')).toMatchObject({ ok: false, code: 'recover-transition' });
    expect(recoverMove('failed', 'restart')).toEqual({ ok: true, value: 'requested' });
    expect(recoverMovesFrom('cancelled')).toEqual([]);
    expect(recoverMovesFrom('processed')).toEqual([]);
  });
});

describe('devices', () => {
  it('are received while they may arrive, processed once back, and then left alone', () => {
    expect(nextDeviceStep('awaiting-employee', fresh('laptop'))).toBe('receive');
    expect(nextDeviceStep('failed', fresh('laptop'))).toBeNull();
    expect(nextDeviceStep('received', { id: 'laptop', outcome: 'partial', disposition: null })).toBe('process');
    expect(nextDeviceStep('in-transit', { id: 'laptop', outcome: 'not-returned', disposition: null })).toBeNull();
    expect(nextDeviceStep('processed', { id: 'laptop', outcome: 'returned', disposition: 'restocked' })).toBeNull();
  });

  it('make the person received once every device has an outcome, and processed once the returned ones are dealt with', () => {
    const devices = [fresh('laptop'), fresh('phone')];
    const first = receiveDevice('in-transit', devices, 'laptop', 'returned');
    expect(first).toMatchObject({ ok: true, value: { state: 'in-transit' } });
    const both = receiveDevice('in-transit', first.ok ? first.value.devices : [], 'phone', 'not-returned');
    expect(both).toMatchObject({ ok: true, value: { state: 'received' } });
    const all = both.ok ? both.value.devices : [];
    expect(retrievalOutcome(all)).toBe('partial');
    expect(processDevice('received', all, 'phone', 'recycled')).toMatchObject({ ok: false, code: 'recover-not-received' });
    expect(processDevice('received', all, 'laptop', 'restocked')).toMatchObject({ ok: true, value: { state: 'processed' } });
  });

  it('take one receipt each, and none once the retrieval ended', () => {
    const done = [{ id: 'laptop', outcome: 'returned' as const, disposition: null }];
    expect(receiveDevice('received', done, 'laptop', 'returned')).toMatchObject({ ok: false, code: 'recover-not-receivable' });
    expect(receiveDevice('in-transit', done, 'laptop', 'returned')).toMatchObject({ ok: false, code: 'recover-already-received' });
    expect(receiveDevice('cancelled', [fresh('x')], 'x', 'returned')).toMatchObject({ ok: false });
  });
});

describe('links and pickups', () => {
  it('tell revoked from expired from active', () => {
    const at = new Date('2027-01-10T00:00:00Z');
    expect(linkStateOf({ expiresAt: new Date('2027-01-11T00:00:00Z'), revokedAt: null }, at)).toBe('active');
    expect(linkStateOf({ expiresAt: at, revokedAt: null }, at)).toBe('expired');
    expect(linkStateOf({ expiresAt: new Date('2026-01-01'), revokedAt: new Date('2025-12-01') }, at)).toBe('revoked');
  });

  it('offer working days after today, mornings and afternoons, none after the deadline', () => {
    // 2027-01-08 is a Friday: the next working days are Monday the 11th and Tuesday the 12th.
    expect(pickupOptions('2027-01-08', '2027-01-12')).toEqual([
      { day: '2027-01-11', slot: 'am' },
      { day: '2027-01-11', slot: 'pm' },
      { day: '2027-01-12', slot: 'am' },
      { day: '2027-01-12', slot: 'pm' },
    ]);
    expect(pickupOptions('2027-01-08', null)).toHaveLength(20);
  });
});
