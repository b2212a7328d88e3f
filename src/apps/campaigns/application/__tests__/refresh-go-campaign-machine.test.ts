import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { refreshGoCampaignMachine } from '../refresh-go-campaign-machine';
import { refreshGoCampaignLabMachine, refreshGoEventSamples } from '../refresh-go-campaign-lab';

const paths = getShortestPaths(refreshGoCampaignMachine, {
  events: [...refreshGoEventSamples],
  serializeState: (snapshot) => refreshGoCampaignLabMachine.scenarioKey(snapshot as never),
});

const describeSteps = (steps: readonly { event: { type: string } }[]) =>
  steps
    .slice(1)
    .map(({ event }) => JSON.stringify(event))
    .join(' → ') || '(start)';

describe('one employee in a Refresh Go campaign, path by path', () => {
  it('reaches every state, each half of the refresh on its own and both', () => {
    const values = paths.map((path) => JSON.stringify(path.state.value));
    expect(new Set(values)).toEqual(
      new Set([
        '"shared"',
        JSON.stringify({ refreshing: { newDevice: 'ordered', oldDevice: 'returnScheduled' } }),
        JSON.stringify({ refreshing: { newDevice: 'delivered', oldDevice: 'returnScheduled' } }),
        JSON.stringify({ refreshing: { newDevice: 'ordered', oldDevice: 'received' } }),
        '"done"',
        '"returnFailed"',
        '"ended"',
      ]),
    );
  });

  it.each(paths.map((path) => [describeSteps(path.steps), path] as const))('%s', (_, path) => {
    const actor = createActor(refreshGoCampaignMachine).start();
    for (const { event } of path.steps.slice(1)) actor.send(event as never);
    const { value, context } = actor.getSnapshot();
    expect(value).toEqual(path.state.value);
    // Only a start that names a device leaves the shared URL; the return is scheduled with it.
    expect(context.newDevice === null).toBe(value === 'shared' || (value === 'ended' && !path.steps.some((step) => step.event.type === 'START' && (step.event as { newDevice: string }).newDevice.trim())));
  });

  it('is done only when the new device arrived and the old one came back', () => {
    const actor = createActor(refreshGoCampaignMachine).start();
    actor.send({ type: 'START', newDevice: 'ThinkPad X1' });
    actor.send({ type: 'OLD_DEVICE_RECEIVED' });
    expect(actor.getSnapshot().status).toBe('active');
    actor.send({ type: 'NEW_DEVICE_DELIVERED' });
    expect(actor.getSnapshot().value).toBe('done');
  });
});
