import { labMachine } from '../../../application/lab/lab-machine';
import { DEVICE_OUTCOMES, DISPOSITIONS } from '../domain/recover-state';
import { RECOVER_MOVE_EVENTS, recoverCampaignMachine, type RecoverCampaignEvent, type RecoverCampaignInput } from './recover-campaign-machine';

/** A leaver with a laptop and a phone: enough to show a partial return next to a whole one. */
export const recoverSampleInput: RecoverCampaignInput = { deviceIds: ['laptop', 'phone'] };

/** Every move, and each device received with each outcome and processed each way. */
export const recoverEventSamples: readonly RecoverCampaignEvent[] = [
  ...RECOVER_MOVE_EVENTS,
  ...recoverSampleInput.deviceIds.flatMap((deviceId) => [
    ...DEVICE_OUTCOMES.map((outcome): RecoverCampaignEvent => ({ type: 'RECEIVE_DEVICE', deviceId, outcome })),
    ...DISPOSITIONS.map((disposition): RecoverCampaignEvent => ({ type: 'PROCESS_DEVICE', deviceId, disposition })),
  ]),
];

export const recoverCampaignLabMachine = labMachine({
  machine: recoverCampaignMachine,
  defaultInput: recoverSampleInput,
  eventSamples: () => [...recoverEventSamples],
  // The state, and how many devices have an outcome and a disposition: which device it was does not tell stories apart.
  scenarioKey: ({ value, context }) =>
    JSON.stringify([
      value,
      [...context.devices.map((device) => device.outcome ?? '-')].sort(),
      context.devices.filter((device) => device.disposition).length,
    ]),
});
