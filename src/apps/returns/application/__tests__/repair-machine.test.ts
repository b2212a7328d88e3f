import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { moveRepair, REPAIR_STATES, type RepairMove, type RepairState } from '../../domain/repair-state';
import { repairMachine, REPAIR_EVENTS } from '../repair-machine';

const key = (snapshot: { value: unknown; context: { approval: string } }) => `${String(snapshot.value)}/${snapshot.context.approval}`;

describe.each([false, true])('a repair, path by path (approval needed: %s)', (needsApproval) => {
  const paths = getShortestPaths(repairMachine, { input: { needsApproval }, events: [...REPAIR_EVENTS], serializeState: (snapshot) => key(snapshot as never) });

  it('reaches every state of the domain', () => {
    const reached = new Set(paths.map((path) => path.state.value));
    expect(reached).toEqual(new Set(REPAIR_STATES));
  });

  it.each(paths.map((path) => [path.steps.slice(1).map((step) => step.event.type).join(' → ') || '(start)', path] as const))('%s', (_, path) => {
    const actor = createActor(repairMachine, { input: { needsApproval } }).start();
    for (const { event } of path.steps.slice(1)) {
      const before = actor.getSnapshot();
      const move = event.type.toLowerCase().replace(/_/g, '-') as RepairMove;
      const expected = moveRepair({ state: before.value as RepairState, approval: before.context.approval }, move);
      actor.send(event);
      const after = actor.getSnapshot();
      // The machine moves exactly as the server's rules decide.
      expect(expected.ok).toBe(true);
      if (expected.ok) expect({ state: after.value, approval: after.context.approval }).toEqual(expected.value);
    }
  });

  it('stays put on every move the rules refuse, from every state it reaches', () => {
    for (const path of paths) {
      for (const event of REPAIR_EVENTS) {
        const actor = createActor(repairMachine, { input: { needsApproval } }).start();
        for (const step of path.steps.slice(1)) actor.send(step.event);
        const before = actor.getSnapshot();
        const move = event.type.toLowerCase().replace(/_/g, '-') as RepairMove;
        if (moveRepair({ state: before.value as RepairState, approval: before.context.approval }, move).ok) continue;
        // An ended repair is the machine's final state: nothing more is sent to it.
        if (before.status === 'done') continue;
        actor.send(event);
        expect(key(actor.getSnapshot())).toBe(key(before));
      }
    }
  });
});
