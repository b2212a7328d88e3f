import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { leaveGuardMachine, type LeaveGuardEvent } from '../../../src/application/navigation/leave-guard-machine';

const events: LeaveGuardEvent[] = [
  { type: 'UNSAVED_CHANGED', unsaved: true },
  { type: 'UNSAVED_CHANGED', unsaved: false },
  { type: 'NAVIGATE', url: '/apps/manage-beta', mode: 'push' },
  { type: 'NAVIGATE', url: '/dashboard', mode: 'arrive' },
  { type: 'LEAVE' },
  { type: 'STAY' },
];

/** What the guard lets through and puts back, in order. */
function recordingGuard() {
  const effects: string[] = [];
  const machine = leaveGuardMachine.provide({
    actions: {
      proceed: (_, { url, mode }) => effects.push(`${mode} ${url}`),
      restoreAddress: () => effects.push('restore'),
    },
  });
  return { actor: createActor(machine).start(), effects };
}

function replay(sent: readonly LeaveGuardEvent[]) {
  const guard = recordingGuard();
  for (const event of sent) guard.actor.send(event);
  return guard;
}

describe('the leave guard, path by path', () => {
  const paths = getShortestPaths(leaveGuardMachine, {
    events,
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.held]),
  });

  it('reaches every state', () => {
    expect(new Set(paths.map((path) => path.state.value))).toEqual(new Set(['saved', 'unsaved', 'asking']));
  });

  it.each(paths.map((path) => [path.steps.slice(1).map((step) => step.event.type).join(' → ') || '(start)', path] as const))('%s', (_, path) => {
    const sent = path.steps.slice(1).map((step) => step.event);
    const { actor, effects } = replay(sent);
    const state = actor.getSnapshot();
    expect(state.value).toBe(path.state.value);
    // Nothing passes while asking: what waits is the last navigation asked for, and it has not gone through.
    if (state.matches('asking')) {
      const last = sent.findLast((event) => event.type === 'NAVIGATE')!;
      expect(state.context.held).toEqual({ url: last.url, mode: last.mode });
      expect(effects).not.toContain(`${last.mode} ${last.url}`);
    }
  });
});

describe('the leave guard', () => {
  const link = { type: 'NAVIGATE', url: '/apps/shop', mode: 'push' } as const;
  const back = { type: 'NAVIGATE', url: '/dashboard', mode: 'arrive' } as const;
  const unsaved = { type: 'UNSAVED_CHANGED', unsaved: true } as const;

  it('lets a navigation through at once when nothing is unsaved', () => {
    expect(replay([link]).effects).toEqual(['push /apps/shop']);
    expect(replay([unsaved, { type: 'UNSAVED_CHANGED', unsaved: false }, link]).effects).toEqual(['push /apps/shop']);
  });

  it('holds a navigation away from unsaved changes until the person leaves them', () => {
    const { actor, effects } = replay([unsaved, link]);
    expect(effects).toEqual([]);
    actor.send({ type: 'LEAVE' });
    expect(effects).toEqual(['push /apps/shop']);
  });

  it('stays on a link without moving, and puts the address back after back or forward', () => {
    expect(replay([unsaved, link, { type: 'STAY' }]).effects).toEqual([]);
    expect(replay([unsaved, back, { type: 'STAY' }]).effects).toEqual(['restore']);
  });

  it('asks again at the next navigation after staying, and takes the newest one asked for', () => {
    const { actor, effects } = replay([unsaved, link, { type: 'STAY' }, back, link]);
    expect(actor.getSnapshot().context.held).toEqual({ url: '/apps/shop', mode: 'push' });
    actor.send({ type: 'LEAVE' });
    expect(effects).toEqual(['push /apps/shop']);
  });
});
