import * as api from '../../../../../contract/apps/manage/routes';
import type { SoftwareGateway } from '../../application/ports/software-gateway';
import { call, gatewayOf } from '../../../../adapters/http/gateway-of';

export const createSoftwareGateway = gatewayOf<SoftwareGateway>({
  listSoftware: call(api.listManageSoftware),
  getSoftware: call(api.getManageSoftware),
  createSoftware: call(api.createManageSoftware),
  updateSoftware: call(api.updateManageSoftware),
  listLicences: call(api.listManageLicences),
  getLicence: call(api.getManageLicence),
  createLicence: call(api.createManageLicence),
  updateLicence: call(api.updateManageLicence),
  revealKey: (client) => async (id) => (await client.call(api.revealManageLicenceKey, { params: { id } })).key,
  assignSeat: call(api.assignManageLicenceSeat),
  releaseSeat: call(api.releaseManageLicenceSeat),
});
