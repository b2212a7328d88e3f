import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { refreshBuyCampaignMachine } from '../refresh-buy-campaign-machine';
import {
  refreshBuyCampaignLabMachine,
  refreshBuyEventSamples,
  refreshBuySampleInput,
} from '../refresh-buy-campaign-lab';

const paths = getShortestPaths(refreshBuyCampaignMachine, {
  input: refreshBuySampleInput,
  events: [...refreshBuyEventSamples],
  serializeState: (snapshot) => refreshBuyCampaignLabMachine.scenarioKey(snapshot as never),
});

const describeSteps = (steps: readonly { event: { type: string } }[]) =>
  steps
    .slice(1)
    .map(({ event }) => event.type)
    .join(' → ') || '(start)';

describe('one person in a Refresh Buy campaign, path by path', () => {
  it('reaches every state: invited, the questionnaire, priced or waiting for a rule, and each ending', () => {
    expect(new Set(paths.map((path) => path.state.value))).toEqual(
      new Set(['invited', 'questionnaire', 'awaitingRule', 'priced', 'priceExpired', 'accepted', 'declined', 'linkExpired', 'revoked']),
    );
  });

  it.each(paths.map((path) => [describeSteps(path.steps), path] as const))('%s', (_, path) => {
    const actor = createActor(refreshBuyCampaignMachine, { input: refreshBuySampleInput }).start();
    for (const { event } of path.steps.slice(1)) actor.send(event as never);
    const { value, context } = actor.getSnapshot();
    expect(value).toEqual(path.state.value);
    // Whatever the path, a person can only be waiting on, or have, a price the rules gave; accepting charges one way.
    if (value === 'priced' || value === 'accepted') expect(context.price).not.toBeNull();
    if (value === 'awaitingRule') expect(context.price).toBeNull();
    expect(context.chargeMethod !== null).toBe(value === 'accepted');
  });

  it('prices a device graded B at the rule: 400.00 × 80 %', () => {
    const actor = createActor(refreshBuyCampaignMachine, { input: refreshBuySampleInput }).start();
    actor.send({ type: 'OPEN_LINK' });
    actor.send({ type: 'SUBMIT_ANSWERS', answers: { powersOn: 'yes', screen: 'light-scratches', body: 'like-new', battery: 'good', keyboardPorts: 'all-work', locked: 'no', accessories: 'charger' } });
    expect(actor.getSnapshot().context).toMatchObject({ grade: 'B', price: 32000 });
    expect(actor.getSnapshot().value).toBe('priced');
  });

  it('refuses a way of paying the campaign does not allow', () => {
    const actor = createActor(refreshBuyCampaignMachine, { input: refreshBuySampleInput }).start();
    actor.send({ type: 'OPEN_LINK' });
    actor.send({ type: 'SUBMIT_ANSWERS', answers: { powersOn: 'no', screen: 'flawless', body: 'like-new', battery: 'good', keyboardPorts: 'all-work', locked: 'no', accessories: 'none' } });
    actor.send({ type: 'ACCEPT', chargeMethod: 'wallet' });
    expect(actor.getSnapshot().value).toBe('priced');
    expect(actor.getSnapshot().context).toMatchObject({ grade: 'D', price: 0 });
  });
});
