import * as api from '../../../../../contract/apps/manage/routes';
import type { PlacesGateway } from '../../application/ports/places-gateway';
import { call, gatewayOf } from '../../../../adapters/http/gateway-of';

export const createPlacesGateway = gatewayOf<PlacesGateway>({
  list: call(api.listManagePlaces),
  add: call(api.addManagePlace),
});
