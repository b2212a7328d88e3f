import { describe, expect, it } from 'vitest';
import {
  archive,
  changeStatus,
  checkIn,
  checkOut,
  offboardHolder,
  restore,
  transfer,
  type AssetState,
} from '../asset-status';

const inStock: AssetState = { status: 'in-stock', assigneeId: null, archived: false };
const deployed: AssetState = { status: 'deployed', assigneeId: 'ann', archived: false };

describe('check-out', () => {
  it('deploys an asset in stock to the person', () => {
    expect(checkOut(inStock, 'ann')).toEqual({ ok: true, value: deployed });
  });

  it.each(['retired', 'lost'] as const)('refuses a %s asset', (status) => {
    expect(checkOut({ ...inStock, status }, 'ann')).toMatchObject({ ok: false, code: 'unavailable' });
  });

  it('refuses a deployed asset (that is a transfer) and an archived one', () => {
    expect(checkOut(deployed, 'bob')).toMatchObject({ ok: false, code: 'not-in-stock' });
    expect(checkOut({ ...inStock, archived: true }, 'ann')).toMatchObject({ ok: false, code: 'archived' });
  });
});

describe('check-in and transfer', () => {
  it('check-in returns the asset to stock and clears the assignee', () => {
    expect(checkIn(deployed)).toEqual({ ok: true, value: inStock });
    expect(checkIn({ ...deployed, status: 'pending-return' })).toEqual({ ok: true, value: inStock });
    expect(checkIn(inStock)).toMatchObject({ ok: false, code: 'not-checked-out' });
  });

  it('transfer hands a held asset to someone else', () => {
    expect(transfer(deployed, 'bob')).toEqual({ ok: true, value: { ...deployed, assigneeId: 'bob' } });
    expect(transfer(deployed, 'ann')).toMatchObject({ ok: false, code: 'same-assignee' });
    expect(transfer(inStock, 'bob')).toMatchObject({ ok: false, code: 'not-checked-out' });
  });

  it('offboarding makes a deployed asset pending return and leaves others alone', () => {
    expect(offboardHolder(deployed)).toEqual({ ok: true, value: { ...deployed, status: 'pending-return' } });
    expect(offboardHolder(inStock)).toEqual({ ok: true, value: inStock });
  });
});

describe('status changes by edit', () => {
  it('never deploys without a person', () => {
    expect(changeStatus(inStock, 'deployed')).toMatchObject({ ok: false, code: 'use-check-out' });
  });

  it('clears the assignee when the asset leaves the person for repair, and keeps it when lost', () => {
    expect(changeStatus(deployed, 'in-repair')).toEqual({ ok: true, value: { ...inStock, status: 'in-repair' } });
    expect(changeStatus(deployed, 'lost')).toEqual({ ok: true, value: { ...deployed, status: 'lost' } });
  });

  it('refuses transitions outside the table, and any change while archived', () => {
    expect(changeStatus({ ...inStock, status: 'retired' }, 'in-repair')).toMatchObject({ ok: false, code: 'transition' });
    expect(changeStatus({ ...inStock, archived: true }, 'lost')).toMatchObject({ ok: false, code: 'archived' });
    expect(changeStatus(inStock, 'in-stock')).toEqual({ ok: true, value: inStock });
  });
});

describe('archive and restore', () => {
  it('archives only what nobody holds, and restores it', () => {
    expect(archive(deployed)).toMatchObject({ ok: false, code: 'checked-out' });
    const archived = archive(inStock);
    expect(archived).toEqual({ ok: true, value: { ...inStock, archived: true } });
    expect(restore({ ...inStock, archived: true })).toEqual({ ok: true, value: inStock });
    expect(restore(inStock)).toMatchObject({ ok: false, code: 'not-archived' });
  });
});
