import { labMachine } from '../../../application/lab/lab-machine';
import { CAMPAIGN_EVENTS, campaignMachine } from './campaign-machine';

export const campaignLabMachine = labMachine({
  machine: campaignMachine,
  defaultInput: undefined,
  eventSamples: () => [...CAMPAIGN_EVENTS],
  scenarioKey: ({ value }) => JSON.stringify(value),
});
