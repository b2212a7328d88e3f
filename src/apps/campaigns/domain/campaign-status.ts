import { allow, refuse, type Decision } from '../../../domain/rules/decision';

/**
 * A campaign as a whole: scheduled until its contact date, active while people act on it, then closed (every person
 * is done, or the admin closed it) or cancelled. People's own progress is each kind's own (see recover-state.ts).
 */
export const CAMPAIGN_STATUSES = ['scheduled', 'active', 'closed', 'cancelled'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const CAMPAIGN_ACTIONS = ['start', 'close', 'cancel', 'reopen'] as const;
export type CampaignAction = (typeof CAMPAIGN_ACTIONS)[number];

const moves: Readonly<Record<CampaignStatus, Partial<Record<CampaignAction, CampaignStatus>>>> = {
  scheduled: { start: 'active', cancel: 'cancelled' },
  active: { close: 'closed', cancel: 'cancelled' },
  closed: { reopen: 'active' },
  cancelled: {},
};

export function campaignActionsOf(status: CampaignStatus): CampaignAction[] {
  return CAMPAIGN_ACTIONS.filter((action) => moves[status][action] !== undefined);
}

export function changeCampaignStatus(status: CampaignStatus, action: CampaignAction): Decision<CampaignStatus> {
  const to = moves[status][action];
  return to ? allow(to) : refuse('campaign-transition', `A ${status} campaign cannot ${action}.`, { status, action });
}

/** A new campaign starts at once when its contact date has come; otherwise it waits for it. */
export function initialCampaignStatus(contactDate: string, today: string): CampaignStatus {
  return contactDate <= today ? 'active' : 'scheduled';
}

/** A campaign still takes changes to its people and links until it ends. */
export function isOpenCampaign(status: CampaignStatus): boolean {
  return status === 'scheduled' || status === 'active';
}
