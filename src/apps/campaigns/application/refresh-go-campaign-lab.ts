import { labMachine } from '../../../application/lab/lab-machine';
import { refreshGoCampaignMachine, type RefreshGoEvent } from './refresh-go-campaign-machine';

/** An empty and a real choice of device, and every other step. */
export const refreshGoEventSamples: readonly RefreshGoEvent[] = [
  { type: 'START', newDevice: ' ' },
  { type: 'START', newDevice: 'MacBook Pro 14" M4' },
  { type: 'NEW_DEVICE_DELIVERED' },
  { type: 'OLD_DEVICE_RECEIVED' },
  { type: 'RETURN_FAILED' },
  { type: 'CAMPAIGN_ENDED' },
];

export const refreshGoCampaignLabMachine = labMachine({
  machine: refreshGoCampaignMachine,
  defaultInput: undefined,
  eventSamples: () => [...refreshGoEventSamples],
  scenarioKey: ({ value, context }) => JSON.stringify([value, context.newDevice !== null]),
});
