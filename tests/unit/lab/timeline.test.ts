import { describe, expect, it } from 'vitest';
import { startTimeline, timelineReducer, type Timeline, type TimelineAction } from '../../../src/lab/model/timeline';

const event = (n: number) => ({ type: `E${n}` });

function run(timeline: Timeline, ...actions: TimelineAction[]): Timeline {
  return actions.reduce(timelineReducer, timeline);
}

const threeSteps = run(startTimeline('door', {}), ...[1, 2, 3].map((n) => ({ type: 'step', event: event(n) }) as const));

describe('the timeline', () => {
  it('applies each step at once', () => {
    expect(threeSteps).toMatchObject({ events: [event(1), event(2), event(3)], position: 3, origin: { kind: 'steps' } });
  });

  it('drops what came after the position when a step is taken from the middle', () => {
    expect(run(threeSteps, { type: 'seek', position: 1 }, { type: 'step', event: event(9) }).events).toEqual([event(1), event(9)]);
  });

  it('keeps the position on the timeline when jumping', () => {
    expect(run(threeSteps, { type: 'seek', position: 7 }).position).toBe(3);
    expect(run(threeSteps, { type: 'seek', position: -2 }).position).toBe(0);
    expect(run(threeSteps, { type: 'seek', position: 1.6 }).position).toBe(2);
  });

  it('plays from the start when at the end, one event per tick, and stops after the last', () => {
    const playing = run(threeSteps, { type: 'play' });
    expect(playing).toMatchObject({ position: 0, playing: true });
    expect(run(playing, { type: 'tick' }, { type: 'tick' })).toMatchObject({ position: 2, playing: true });
    expect(run(playing, { type: 'tick' }, { type: 'tick' }, { type: 'tick' })).toMatchObject({ position: 3, playing: false });
  });

  it('pauses, and a jump pauses too', () => {
    const playing = run(threeSteps, { type: 'seek', position: 1 }, { type: 'play' });
    expect(playing).toMatchObject({ position: 1, playing: true });
    expect(run(playing, { type: 'pause' }, { type: 'tick' })).toMatchObject({ position: 1, playing: false });
    expect(run(playing, { type: 'seek', position: 2 }).playing).toBe(false);
  });

  it('does not play an empty timeline', () => {
    expect(run(startTimeline('door', {}), { type: 'play' }).playing).toBe(false);
  });

  it('loads a trace at its start, and plays a path straight away', () => {
    const trace = {
      machineId: 'guard',
      machineVersion: 'v',
      portalVersion: '0.1.0',
      startedAt: '2026-11-22T10:00:00.000Z',
      input: { session: { signedIn: false, allowedApps: [] } },
      start: null,
      droppedEvents: 0,
      events: [event(1)],
      final: null,
    };
    expect(run(threeSteps, { type: 'load-trace', trace })).toMatchObject({
      machineId: 'guard',
      input: trace.input,
      events: [event(1)],
      position: 0,
      playing: false,
      origin: { kind: 'trace', final: null, droppedEvents: 0 },
    });
    expect(
      run(threeSteps, { type: 'load-scenario', machineId: 'door', input: {}, key: 'open', events: [event(5)] }),
    ).toMatchObject({ events: [event(5)], position: 0, playing: true, origin: { kind: 'scenario', key: 'open' } });
  });
});
