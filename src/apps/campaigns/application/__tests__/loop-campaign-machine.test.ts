import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { loopCampaignMachine } from '../loop-campaign-machine';
import { loopCampaignLabMachine, loopEventSamples } from '../loop-campaign-lab';
import { mayLeave, type LoopDeviceFacts } from '../../domain/loop-device';

const paths = getShortestPaths(loopCampaignMachine, {
  events: [...loopEventSamples],
  serializeState: (snapshot) => loopCampaignLabMachine.scenarioKey(snapshot as never),
});

const describeSteps = (steps: readonly { event: { type: string } }[]) =>
  steps
    .slice(1)
    .map(({ event }) => JSON.stringify(event))
    .join(' → ') || '(start)';

describe('a Loop device, path by path', () => {
  it('reaches every state: collected, and each way of leaving', () => {
    expect(new Set(paths.map((path) => path.state.value))).toEqual(new Set(['collected', 'refurbished', 'resold', 'recycled']));
  });

  it.each(paths.map((path) => [describeSteps(path.steps), path] as const))('%s', (_, path) => {
    const actor = createActor(loopCampaignMachine).start();
    let facts: LoopDeviceFacts = actor.getSnapshot().context;
    let leftWhen: LoopDeviceFacts | null = null;
    for (const { event } of path.steps.slice(1)) {
      if (event.type === 'RELEASE' && actor.getSnapshot().value === 'collected') leftWhen = facts;
      actor.send(event as never);
      facts = actor.getSnapshot().context;
    }
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual(path.state.value);
    if (snapshot.value === 'collected') return;
    // The machine lets a device go exactly when the domain's release rule does, to the disposition it was given.
    expect(leftWhen && mayLeave(leftWhen)).toBe(true);
    expect({ refurbish: 'refurbished', resell: 'resold', recycle: 'recycled' }[leftWhen!.disposition!]).toBe(snapshot.value);
  });

  it('refuses to let a device go before its data is sanitised', () => {
    const actor = createActor(loopCampaignMachine).start();
    for (const event of [{ type: 'GRADE', grade: 'B' }, { type: 'DISPOSE', disposition: 'resell' }, { type: 'RELEASE' }] as const) actor.send(event);
    expect(actor.getSnapshot().value).toBe('collected');
  });
});
