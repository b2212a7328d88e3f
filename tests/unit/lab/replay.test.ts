import { createActor, type EventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import { bootMachine, type BootEvent } from '../../../src/application/boot/boot-machine';
import { STARTUP_ORDER } from '../../../src/application/boot/startup-order';
import { acceptedEvents, replay, snapshotRecord } from '../../../src/application/lab/replay';
import { guardMachine, type GuardEvent } from '../../../src/application/navigation/guard-machine';
import { navigate, recordGuard } from './recording';
import { playerMachine } from './sample-machine';

const shopOnly = { signedIn: true, allowedApps: ['shop'] };
const guardEvents: GuardEvent[] = [
  navigate('/apps/shop/home'),
  navigate('/apps/manage-beta/dashboard', 'push'),
  { type: 'SESSION_CHANGED', session: { signedIn: false, allowedApps: [] } },
  navigate('/dashboard', 'push'),
];

const modules = [...STARTUP_ORDER];
const bootEvents: BootEvent[] = [
  { type: 'IMPORTS_SETTLED', loaded: modules.filter((name) => name !== 'charts'), failed: [{ module: 'charts', reason: 'offline' }] },
  { type: 'MODULE_DONE', module: 'state-store' },
  { type: 'MODULE_FAILED', module: 'authentication', reason: 'no keys' },
];

describe('replay', () => {
  it.each<[string, typeof guardMachine | typeof bootMachine, unknown, EventObject[]]>([
    ['guard', guardMachine, { session: shopOnly }, guardEvents],
    ['boot', bootMachine, { modules }, bootEvents],
  ])('of the %s machine gives the same states and contexts every time', (_, machine, input, events) => {
    const first = replay(machine, { input, start: null, events }).map(snapshotRecord);
    const second = replay(machine, { input, start: null, events }).map(snapshotRecord);
    expect(first).toHaveLength(events.length + 1);
    expect(second).toEqual(first);
  });

  it('ends where a live guard actor ends with the same events, and runs none of its effects', () => {
    const { actor, effects, recorder } = recordGuard(shopOnly, guardEvents);
    const effectsOfLiveRun = [...effects];
    const trace = JSON.parse(recorder.exportTrace()).traces[0];
    const replayed = replay(guardMachine.provide({ actions: { commitHistory: () => effects.push('replay ran an effect') } }), trace);
    expect(snapshotRecord(replayed.at(-1)!)).toEqual(snapshotRecord(actor.getSnapshot()));
    expect(replayed.at(-1)!.context.location?.path).toBe('/login');
    expect(effects).toEqual(effectsOfLiveRun);
  });

  it('ends where a live boot actor ends with the same events', () => {
    const actor = createActor(bootMachine, { input: { modules } }).start();
    for (const event of bootEvents) actor.send(event);
    const replayed = replay(bootMachine, { input: { modules }, start: null, events: bootEvents }).at(-1)!;
    expect(replayed.value).toBe('halted');
    expect(snapshotRecord(replayed)).toEqual(snapshotRecord(actor.getSnapshot()));
  });

  it('starts from a recorded snapshot when the trace has one', () => {
    const [, afterFirst, ...rest] = replay(guardMachine, { input: { session: shopOnly }, start: null, events: guardEvents });
    const resumed = replay(guardMachine, { input: null, start: snapshotRecord(afterFirst!), events: guardEvents.slice(1) });
    expect(resumed.map(snapshotRecord)).toEqual([afterFirst!, ...rest].map(snapshotRecord));
  });
});

describe('the events a state accepts', () => {
  it('are those of every active state node, the root included', () => {
    const [idle] = replay(guardMachine, { input: { session: shopOnly }, start: null, events: [] });
    expect(acceptedEvents(idle!)).toEqual(['NAVIGATE', 'SESSION_CHANGED']);
  });

  it('cover every region of a parallel state', () => {
    const playing = replay(playerMachine, { input: undefined, start: null, events: [{ type: 'PLAY' }] }).at(-1)!;
    expect(playing.value).toEqual({ playing: { audio: 'loud', video: 'normal' } });
    expect(acceptedEvents(playing)).toEqual(['EJECT', 'FULL', 'MUTE', 'STOP']);
  });

  it('are none once the machine is done', () => {
    const halted = replay(bootMachine, { input: { modules }, start: null, events: bootEvents }).at(-1)!;
    expect(acceptedEvents(halted)).toEqual([]);
  });
});
