import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { campaignLabMachines } from '../campaign-lab-machines';
import { campaignMachine, CAMPAIGN_EVENTS } from '../campaign-machine';
import { recoverCampaignLabMachine, recoverEventSamples, recoverSampleInput } from '../recover-campaign-lab';
import { recoverCampaignMachine } from '../recover-campaign-machine';
import { changeCampaignStatus, type CampaignAction, type CampaignStatus } from '../../domain/campaign-status';
import {
  processDevice,
  receiveDevice,
  RECOVER_STATES,
  recoverMove,
  type RecoverDevice,
  type RecoverMove,
  type RecoverState,
} from '../../domain/recover-state';
import { scenariosOf } from '../../../../application/lab/scenarios';

const paths = getShortestPaths(recoverCampaignMachine, {
  input: recoverSampleInput,
  events: [...recoverEventSamples],
  serializeState: (snapshot) => recoverCampaignLabMachine.scenarioKey(snapshot as never),
});

const describeSteps = (steps: readonly { event: { type: string } }[]) =>
  steps
    .slice(1)
    .map(({ event }) => JSON.stringify(event))
    .join(' → ') || '(start)';

/** What the server would decide for the same event, by the domain's rules alone. */
function domainStep(state: RecoverState, devices: readonly RecoverDevice[], event: (typeof recoverEventSamples)[number]) {
  if (event.type === 'RECEIVE_DEVICE') return receiveDevice(state, devices, event.deviceId, event.outcome);
  if (event.type === 'PROCESS_DEVICE') return processDevice(state, devices, event.deviceId, event.disposition);
  const move = event.type.toLowerCase().replace(/_/g, '-') as RecoverMove;
  const decision = recoverMove(state, move);
  return decision.ok ? { ok: true as const, value: { state: decision.value, devices: [...devices] } } : decision;
}

describe('a Recover retrieval, path by path', () => {
  it('reaches every state of the domain', () => {
    expect(new Set(paths.map((path) => path.state.value))).toEqual(new Set(RECOVER_STATES));
  });

  it.each(paths.map((path) => [describeSteps(path.steps), path] as const))('%s', (_, path) => {
    const actor = createActor(recoverCampaignMachine, { input: recoverSampleInput }).start();
    for (const { event } of path.steps.slice(1)) {
      const before = actor.getSnapshot();
      const expected = domainStep(before.value as RecoverState, before.context.devices, event as never);
      actor.send(event as never);
      const after = actor.getSnapshot();
      // The machine moves exactly as the server's rules decide, and stays put where they refuse.
      if (expected.ok) {
        expect(after.value).toBe(expected.value.state);
        expect(after.context.devices).toEqual(expected.value.devices);
      } else {
        expect(after.value).toBe(before.value);
        expect(after.context).toEqual(before.context);
      }
    }
    expect(actor.getSnapshot().value).toEqual(path.state.value);
  });
});

describe('a campaign as a whole', () => {
  const campaignPaths = getShortestPaths(campaignMachine, { events: [...CAMPAIGN_EVENTS] });

  it('moves as the domain’s status rules say, to each status', () => {
    expect(new Set(campaignPaths.map((path) => path.state.value))).toEqual(new Set(['scheduled', 'active', 'closed', 'cancelled']));
    for (const path of campaignPaths) {
      let status: CampaignStatus = 'scheduled';
      for (const { event } of path.steps.slice(1)) {
        const decision = changeCampaignStatus(status, event.type.toLowerCase() as CampaignAction);
        expect(decision.ok).toBe(true);
        if (decision.ok) status = decision.value;
      }
      expect(path.state.value).toBe(status);
    }
  });
});

describe('the Machine Lab', () => {
  it('lists the campaign machines, each with a scenario per state it can rest in', () => {
    expect(campaignLabMachines.map((entry) => entry.machine.id)).toEqual(expect.arrayContaining(['campaign', 'recover-campaign']));
    for (const entry of campaignLabMachines) expect(scenariosOf(entry, entry.defaultInput).length).toBeGreaterThan(1);
  });
});
