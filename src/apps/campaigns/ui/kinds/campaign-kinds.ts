import type { CampaignKind } from '../../domain/campaign-kind';
import { recoverUi } from '../recover/recover-ui';
import { loopUi } from '../loop/loop-ui';
import { refreshBuyUi, refreshGoUi } from '../refresh/refresh-ui';
import type { CampaignKindUi } from './campaign-kind-ui';

/** Each kind's parts of the pattern's screens (campaign-kind-ui.ts): one line per kind. */
export const CAMPAIGN_KIND_UI: Readonly<Record<CampaignKind, CampaignKindUi>> = {
  recover: recoverUi,
  'refresh-buy': refreshBuyUi,
  'refresh-go': refreshGoUi,
  loop: loopUi,
};
