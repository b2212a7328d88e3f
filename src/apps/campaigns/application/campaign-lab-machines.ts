import type { LabMachine } from '../../../application/lab/lab-machine';
import { campaignLabMachine } from './campaign-lab';
import { recoverCampaignLabMachine } from './recover-campaign-lab';
import { loopCampaignLabMachine } from './loop-campaign-lab';
import { refreshBuyCampaignLabMachine } from './refresh-buy-campaign-lab';
import { refreshGoCampaignLabMachine } from './refresh-go-campaign-lab';

/**
 * The campaign machines the Machine Lab shows (the manifests' `labMachines`, loaded by the lab's page): the campaign
 * as a whole, then one per kind. A kind registers its machine with one line here.
 */
export const campaignLabMachines: readonly LabMachine[] = [
  campaignLabMachine,
  recoverCampaignLabMachine,
  refreshBuyCampaignLabMachine,
  refreshGoCampaignLabMachine,
  loopCampaignLabMachine,
];
