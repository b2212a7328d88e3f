import * as api from '../../../../../contract/apps/manage/routes';
import type { PeopleGateway } from '../../application/ports/people-gateway';
import { call, gatewayOf } from '../../../../adapters/http/gateway-of';

export const createPeopleGateway = gatewayOf<PeopleGateway>({
  list: call(api.listManagePeople),
  get: call(api.getManagePerson),
  story: call(api.getManagePersonStory),
  summary: call(api.getManagePersonSummary),
  create: call(api.createManagePerson),
  rename: call(api.updateManagePerson),
  offboard: call(api.offboardManagePerson),
});
