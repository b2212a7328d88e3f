import { describe, expect, it } from 'vitest';
import { assetExceptions, duplicateSerials, licenceExceptions, type ExceptionAsset } from '../../../src/domain/manage/exceptions';
import { isIsoDay, repeatsWithinBatch, statusFromLabel, warrantyEndOf } from '../../../src/domain/manage/import-rows';

const today = '2026-06-01';
const healthy: ExceptionAsset = { status: 'deployed', archived: false, warrantyEnd: '2027-01-01', endOfLife: '2029-01-01', assigneeOffboarded: false };

describe('exceptions', () => {
  it('finds nothing on a healthy asset or an archived one', () => {
    expect(assetExceptions(healthy, today)).toEqual([]);
    expect(assetExceptions({ ...healthy, archived: true, warrantyEnd: '2020-01-01' }, today)).toEqual([]);
  });

  it('flags a device held by an offboarded person, an expired warranty while deployed, and end of life', () => {
    expect(assetExceptions({ ...healthy, assigneeOffboarded: true }, today)).toEqual(['offboarded-holder']);
    expect(assetExceptions({ ...healthy, warrantyEnd: '2026-05-31' }, today)).toEqual(['warranty-expired']);
    expect(assetExceptions({ ...healthy, status: 'in-stock', warrantyEnd: '2026-05-31' }, today)).toEqual([]);
    expect(assetExceptions({ ...healthy, endOfLife: '2026-01-01' }, today)).toEqual(['past-end-of-life']);
    expect(assetExceptions({ ...healthy, status: 'retired', endOfLife: '2026-01-01' }, today)).toEqual([]);
  });

  it('finds serials that differ only in case, spaces or dashes, ignoring blanks and archived assets', () => {
    const found = duplicateSerials([
      { id: 'a', serial: 'C02-XK1', archived: false },
      { id: 'b', serial: 'c02xk1', archived: false },
      { id: 'c', serial: 'C02XK1', archived: true },
      { id: 'd', serial: null, archived: false },
      { id: 'e', serial: 'OTHER', archived: false },
    ]);
    expect([...found]).toEqual([['C02XK1', ['a', 'b']]]);
  });

  it('flags an over-allocated licence', () => {
    expect(licenceExceptions({ seats: 1, used: 2 })).toEqual(['licence-over-allocated']);
    expect(licenceExceptions({ seats: 2, used: 2 })).toEqual([]);
  });
});

describe('imported rows', () => {
  it('maps Snipe-IT status labels and ours, and refuses the unknown', () => {
    expect(statusFromLabel('Ready to Deploy')).toBe('in-stock');
    expect(statusFromLabel('Lost/Stolen')).toBe('lost');
    expect(statusFromLabel('in-repair')).toBe('in-repair');
    expect(statusFromLabel('')).toBe('in-stock');
    expect(statusFromLabel('Teleported')).toBeNull();
  });

  it('turns warranty months into the day it ends, and checks days', () => {
    expect(warrantyEndOf('2024-01-31', 36)).toBe('2027-01-31');
    expect(warrantyEndOf(null, 12)).toBeNull();
    expect(isIsoDay('2024-02-30')).toBe(false);
    expect(isIsoDay('2024-02-29')).toBe(true);
  });

  it('names the first line of a tag or serial repeated within the batch', () => {
    const problems = repeatsWithinBatch([
      { line: 2, assetTag: 'A-1', serial: 'S1' },
      { line: 3, assetTag: 'a-1', serial: 'S2' },
      { line: 4, assetTag: 'A-3', serial: 'S1' },
    ]);
    expect(problems).toEqual([
      { line: 3, reason: 'asset tag a-1 repeats line 2' },
      { line: 4, reason: 'asset serial S1 repeats line 2' },
    ]);
  });
});
