import { describe, expect, it } from 'vitest';
import { initialApproval, moveRepair, repairMovesFrom, type RepairMove, type RepairStatus } from '../repair-state';

const status = (state: RepairStatus['state'], approval: RepairStatus['approval'] = 'none'): RepairStatus => ({ state, approval });

function walk(start: RepairStatus, moves: readonly RepairMove[]): RepairStatus {
  return moves.reduce((current, move) => {
    const next = moveRepair(current, move);
    if (!next.ok) throw new Error(`${move} refused from ${current.state}: ${next.code}`);
    return next.value;
  }, start);
}

describe('a repair, state by state (GSX)', () => {
  it('goes from submitted through parts and repair to completed', () => {
    expect(walk(status('submitted'), ['await-parts', 'allocate-parts', 'start', 'ready', 'complete'])).toEqual(status('completed'));
  });

  it('starts straight away when the parts are on hand', () => {
    expect(walk(status('submitted'), ['start'])).toEqual(status('in-repair'));
  });

  it('waits for an approver above the threshold: no work before, declined when refused', () => {
    const pending = status('submitted', initialApproval(true));
    expect(moveRepair(pending, 'start')).toMatchObject({ ok: false, code: 'awaiting-approval' });
    expect(moveRepair(pending, 'await-parts')).toMatchObject({ ok: false, code: 'awaiting-approval' });
    expect(walk(pending, ['approve', 'start'])).toEqual(status('in-repair', 'accepted'));
    expect(walk(pending, ['refuse'])).toEqual(status('declined', 'refused'));
    expect(initialApproval(false)).toBe('none');
  });

  it('decides an approval once', () => {
    expect(moveRepair(status('submitted'), 'approve')).toMatchObject({ ok: false, code: 'not-pending' });
    expect(moveRepair(status('submitted', 'accepted'), 'refuse')).toMatchObject({ ok: false, code: 'not-pending' });
  });

  it('declines before the device is opened, never after', () => {
    for (const state of ['submitted', 'awaiting-parts', 'parts-allocated'] as const) expect(walk(status(state), ['decline']).state).toBe('declined');
    for (const state of ['in-repair', 'ready'] as const) expect(moveRepair(status(state), 'decline')).toMatchObject({ ok: false, code: 'transition' });
  });

  it('does not move an ended repair', () => {
    for (const state of ['completed', 'declined'] as const) {
      expect(repairMovesFrom(status(state))).toEqual([]);
      expect(moveRepair(status(state), 'start')).toMatchObject({ ok: false, code: 'ended' });
    }
  });

  it('offers exactly the moves the rules allow', () => {
    expect(repairMovesFrom(status('submitted', 'pending'))).toEqual(['approve', 'refuse', 'decline']);
    expect(repairMovesFrom(status('submitted'))).toEqual(['await-parts', 'start', 'decline']);
    expect(repairMovesFrom(status('in-repair'))).toEqual(['ready']);
  });
});

describe("a repair order's status in Manage Orders", () => {
  it('follows its devices: ordered, processing, then completed or declined', async () => {
    const { repairOrderStatus, repairOrderPath } = await import('../repair-order-status');
    expect(repairOrderStatus(['submitted', 'submitted'])).toBe('ordered');
    expect(repairOrderStatus(['submitted', 'in-repair'])).toBe('processing');
    expect(repairOrderStatus(['completed', 'ready'])).toBe('processing');
    expect(repairOrderStatus(['completed', 'declined'])).toBe('completed');
    expect(repairOrderStatus(['declined', 'declined'])).toBe('declined');
    expect(repairOrderPath('ordered', 'declined')).toEqual(['processing', 'declined']);
    expect(repairOrderPath('processing', 'completed')).toEqual(['completed']);
    expect(repairOrderPath('ordered', 'ordered')).toEqual([]);
  });
});
