import * as api from '../../../../../contract/apps/manage/routes';
import type { AccessoriesGateway } from '../../application/ports/accessories-gateway';
import { call, gatewayOf } from '../../../../adapters/http/gateway-of';

export const createAccessoriesGateway = gatewayOf<AccessoriesGateway>({
  list: call(api.listManageAccessories),
  get: call(api.getManageAccessory),
  create: call(api.createManageAccessory),
  update: call(api.updateManageAccessory),
  checkOut: call(api.checkOutManageAccessory),
  checkIn: call(api.checkInManageAccessory),
  archive: call(api.archiveManageAccessory),
  restore: call(api.restoreManageAccessory),
});
