import type { CampaignKindUi } from '../kinds/campaign-kind-ui';
import { RecoverActions, RecoverFacts } from './recover-person';

/** Recover's parts of the campaign pattern: per person, what they answered and the admin's moves and device steps. */
export const recoverUi: CampaignKindUi = { namespace: 'campaigns-recover', picksDevices: true, PersonFacts: RecoverFacts, PersonActions: RecoverActions };
