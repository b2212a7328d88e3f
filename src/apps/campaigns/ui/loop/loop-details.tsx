import { loopRulesOf } from '../../domain/loop-rules';
import { LoopCreditPanel } from './loop-credit-panel';
import { LoopDevicesPanel } from './loop-devices-panel';

/** What a Loop campaign's details page adds to the pattern's: its devices by serial, and its environmental credit. */
export function LoopDetails({ campaign }: { campaign: { readonly id: string; readonly rules: unknown } }) {
  const rules = loopRulesOf(campaign.rules);
  return (
    <div className="loop-details">
      <LoopDevicesPanel campaignId={campaign.id} defaultRecycler={rules.defaultRecycler} />
      <LoopCreditPanel campaignId={campaign.id} />
    </div>
  );
}
