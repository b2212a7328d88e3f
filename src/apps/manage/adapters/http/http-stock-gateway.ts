import * as api from '../../../../../contract/apps/manage/consumable-routes';
import type { StockGateway } from '../../application/ports/stock-gateway';
import { call, gatewayOf } from '../../../../adapters/http/gateway-of';

export const createStockGateway = gatewayOf<StockGateway>({
  consumables: call(api.listManageConsumables),
  consumable: call(api.getManageConsumable),
  createConsumable: call(api.createManageConsumable),
  updateConsumable: call(api.updateManageConsumable),
  issueConsumable: call(api.issueManageConsumable),
  components: call(api.listManageComponents),
  component: call(api.getManageComponent),
  createComponent: call(api.createManageComponent),
  updateComponent: call(api.updateManageComponent),
  installComponent: call(api.installManageComponent),
  removeComponent: call(api.removeManageComponent),
});
