import type { CampaignKindUi } from '../kinds/campaign-kind-ui';
import { RecoverActions, RecoverDeviceStep, RecoverFacts } from './recover-person';

/** Recover's parts of the campaign pattern: per person, what they answered and the admin's moves; per device, its next step. */
export const recoverUi: CampaignKindUi = {
  namespace: 'campaigns-recover',
  picksDevices: true,
  PersonFacts: RecoverFacts,
  PersonActions: RecoverActions,
  DeviceActions: RecoverDeviceStep,
};
