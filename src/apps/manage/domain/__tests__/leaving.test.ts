import { describe, expect, it } from 'vitest';
import { leavingProgress, type LeavingRecovery } from '../leaving';

const eve = 'eve';
const recovery = (devices: LeavingRecovery['devices'], status = 'active'): LeavingRecovery => ({ campaignId: 'c1', status, personState: 'requested', devices });

describe("a leaver's progress", () => {
  it('follows each device from held, through the campaign, to back or written off, and is complete only then', () => {
    const laptop = { id: 'a1', status: 'pending-return' as const, assigneeId: eve };
    const phone = { id: 'a2', status: 'pending-return' as const, assigneeId: eve };
    const dock = { id: 'a3', status: 'deployed' as const, assigneeId: eve };
    const campaign = recovery([{ assetId: 'a1', outcome: null }, { assetId: 'a2', outcome: null }]);
    const started = leavingProgress(eve, [laptop, phone, dock], [campaign]);
    expect(started.devices.map((device) => [device.assetId, device.state])).toEqual([['a1', 'in-campaign'], ['a2', 'in-campaign'], ['a3', 'held']]);
    expect(started.complete).toBe(false);

    const received = recovery([{ assetId: 'a1', outcome: 'returned' }, { assetId: 'a2', outcome: 'not-returned' }]);
    const back = { ...laptop, status: 'in-stock' as const, assigneeId: null };
    const checkedIn = { ...dock, status: 'lost' as const };
    const done = leavingProgress(eve, [back, phone, checkedIn], [received]);
    expect(done.devices.map((device) => [device.assetId, device.state])).toEqual([['a1', 'back'], ['a2', 'written-off'], ['a3', 'written-off']]);
    expect(done.complete).toBe(true);
  });

  it('leaves out the fleet devices that were never theirs, and a cancelled campaign holds none', () => {
    const theirs = { id: 'a1', status: 'pending-return' as const, assigneeId: eve };
    const someoneElses = { id: 'a9', status: 'deployed' as const, assigneeId: 'ada' };
    const progress = leavingProgress(eve, [theirs, someoneElses], [recovery([{ assetId: 'a1', outcome: null }], 'cancelled')]);
    expect(progress.devices).toEqual([{ assetId: 'a1', state: 'held', recovery: null }]);
    expect(leavingProgress(eve, [], []).complete).toBe(true);
  });
});
