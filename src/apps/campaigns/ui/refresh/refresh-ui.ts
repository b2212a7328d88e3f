import { DEFAULT_REFRESH_BUY_RULES } from '../../domain/refresh-rules';
import type { CampaignKindUi } from '../kinds/campaign-kind-ui';
import { RefreshGoPanel } from './refresh-go-panel';
import { RefreshPersonFacts } from './refresh-person-facts';
import { RefreshRulesStep } from './refresh-rules-step';

/** Refresh Buy's parts of the campaign pattern: the price rules step, and each person's grade, price and decision. */
export const refreshBuyUi: CampaignKindUi = {
  RulesStep: RefreshRulesStep,
  defaultRules: DEFAULT_REFRESH_BUY_RULES,
  picksDevices: true,
  PersonFacts: RefreshPersonFacts,
};

/** Refresh Go's: the shareable address on the details page; people come in through it rather than the wizard. */
export const refreshGoUi: CampaignKindUi = {
  picksDevices: false,
  DetailsPanel: RefreshGoPanel,
};
