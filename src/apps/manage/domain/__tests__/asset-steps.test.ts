import { describe, expect, it } from 'vitest';
import { stepsOfChange } from '../asset-steps';
import { changeStatus, checkIn, checkOut, transfer, type AssetState } from '../asset-status';

const inStock: AssetState = { status: 'in-stock', assigneeId: null, archived: false };
const withAda: AssetState = { status: 'deployed', assigneeId: 'ada', archived: false };

const after = (decision: { ok: boolean; value?: AssetState }) => {
  if (!decision.ok || !decision.value) throw new Error('refused');
  return decision.value;
};

describe('the steps a change of an asset tells', () => {
  it('hands it to someone, passes it on and takes it back, each about the person concerned', () => {
    expect(stepsOfChange(inStock, after(checkOut(inStock, 'ada')))).toEqual([{ kind: 'checked-out', personId: 'ada' }]);
    expect(stepsOfChange(withAda, after(transfer(withAda, 'bo')))).toEqual([{ kind: 'transferred', personId: 'bo' }]);
    expect(stepsOfChange(withAda, after(checkIn(withAda)))).toEqual([{ kind: 'checked-in', personId: 'ada' }]);
  });

  it('sends it to repair from its holder without a separate check-in, and brings it back', () => {
    const inRepair = after(changeStatus(withAda, 'in-repair'));
    expect(stepsOfChange(withAda, inRepair)).toEqual([{ kind: 'repair-started', personId: 'ada' }]);
    expect(stepsOfChange(inRepair, after(changeStatus(inRepair, 'in-stock')))).toEqual([{ kind: 'repair-ended', personId: null }]);
  });

  it('archives and restores, and tells nothing of a change that moves nothing', () => {
    expect(stepsOfChange(inStock, { ...inStock, archived: true })).toEqual([{ kind: 'archived', personId: null }]);
    expect(stepsOfChange({ ...inStock, archived: true }, inStock)).toEqual([{ kind: 'restored', personId: null }]);
    expect(stepsOfChange(withAda, { ...withAda, status: 'pending-return' })).toEqual([]);
  });
});
