import * as api from '../../../../../contract/apps/campaigns/loop-routes';
import { call, gatewayOf } from '../../../../adapters/http/gateway-of';
import type { LoopGateway } from '../../application/ports/loop-gateway';

export const createLoopGateway = gatewayOf<LoopGateway>({
  factorTables: call(api.listLoopFactorTables),
  devices: call(api.listLoopDevices),
  addDevices: call(api.addLoopDevices),
  updateDevice: call(api.updateLoopDevice),
  releaseDevice: call(api.releaseLoopDevice),
  credit: call(api.getLoopCredit),
  exportCredit: call(api.exportLoopCredit),
});
