import * as api from '../../../contract/quick-links';
import type { QuickLinksGateway } from '../../application/ports/quick-links-gateway';
import { call, gatewayOf } from './gateway-of';

export const createQuickLinksGateway = gatewayOf<QuickLinksGateway>({
  pins: call(api.getQuickLinks),
  savePins: call(api.saveQuickLinks),
  search: call(api.searchRecords),
});
