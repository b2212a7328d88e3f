import { setup } from 'xstate';
import { CAMPAIGN_ACTIONS, CAMPAIGN_STATUSES, campaignActionsOf, changeCampaignStatus, type CampaignStatus } from '../domain/campaign-status';

type CampaignEvent = { readonly type: 'START' | 'CLOSE' | 'CANCEL' | 'REOPEN' };

export const CAMPAIGN_EVENTS: readonly CampaignEvent[] = CAMPAIGN_ACTIONS.map((action) => ({ type: action.toUpperCase() as CampaignEvent['type'] }));

function statusConfig(status: CampaignStatus) {
  const on = Object.fromEntries(
    campaignActionsOf(status).map((action) => {
      const decision = changeCampaignStatus(status, action);
      return [action.toUpperCase(), { target: decision.ok ? decision.value : status }];
    }),
  );
  return Object.keys(on).length ? { on } : { type: 'final' as const };
}

/**
 * A campaign of any kind as a whole, built from the domain's status rules (campaign-status.ts), which the server
 * applies: scheduled until its first invitation, active, then closed (and reopened) or cancelled. Each person's own
 * progress is their kind's machine.
 */
export const campaignMachine = setup({ types: { events: {} as CampaignEvent } }).createMachine({
  id: 'campaign',
  initial: 'scheduled',
  states: Object.fromEntries(CAMPAIGN_STATUSES.map((status) => [status, statusConfig(status)])),
});
