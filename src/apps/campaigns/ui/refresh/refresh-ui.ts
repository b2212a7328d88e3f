import { DEFAULT_REFRESH_BUY_RULES } from '../../domain/refresh-rules';
import type { CampaignKindUi } from '../kinds/campaign-kind-ui';
import { RefreshGoPersonActions } from './order-kit-dialog';
import { RefreshGoPanel } from './refresh-go-panel';
import { RefreshGoPersonFacts } from './refresh-go-person-facts';
import { RefreshGoRulesStep } from './refresh-go-rules-step';
import { RefreshPersonFacts } from './refresh-person-facts';
import { RefreshRulesStep } from './refresh-rules-step';

/** Refresh Buy's parts of the campaign pattern: the price rules step, and each person's grade, price and decision. */
export const refreshBuyUi: CampaignKindUi = {
  namespace: 'campaigns-refresh',
  RulesStep: RefreshRulesStep,
  defaultRules: DEFAULT_REFRESH_BUY_RULES,
  picksDevices: true,
  PersonFacts: RefreshPersonFacts,
};

/**
 * Refresh Go's: the Device Hub kits it offers, the shareable address on the details page (people come in through it
 * rather than the wizard), the device each person picked, and the order of their kit.
 */
export const refreshGoUi: CampaignKindUi = {
  namespace: 'campaigns-refresh',
  RulesStep: RefreshGoRulesStep,
  defaultRules: { kitIds: [] },
  picksDevices: false,
  PersonFacts: RefreshGoPersonFacts,
  PersonActions: RefreshGoPersonActions,
  DetailsPanel: RefreshGoPanel,
};
