import * as api from '../../../../../contract/apps/manage/fleet-routes';
import type { FleetGateway } from '../../application/ports/fleet-gateway';
import { call, gatewayOf } from '../../../../adapters/http/gateway-of';

export const createFleetGateway = gatewayOf<FleetGateway>({
  list: call(api.listAllAssets),
  exportCsv: call(api.exportAllAssets),
  lookUp: call(api.lookUpAssetDetail, (code: string) => ({ query: { code } })),
  story: call(api.getAssetDetailStory),
});
