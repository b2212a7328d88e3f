import { DEFAULT_LOOP_RULES } from '../../domain/loop-rules';
import type { CampaignKindUi } from '../kinds/campaign-kind-ui';
import { LoopDetails } from './loop-details';
import { LoopRulesStep } from './loop-rules-step';

/**
 * Loop's parts of the campaign pattern: the wizard's step for the factor table and default recycler, and the details
 * page's devices and credit. Devices come in by serial on the details page, not picked per person in the wizard.
 */
export const loopUi: CampaignKindUi = {
  namespace: 'campaigns-loop',
  RulesStep: LoopRulesStep,
  defaultRules: DEFAULT_LOOP_RULES,
  picksDevices: false,
  DetailsPanel: LoopDetails,
};
