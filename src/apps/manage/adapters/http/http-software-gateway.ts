import * as api from '../../../../../contract/apps/manage/routes';
import type { SoftwareGateway } from '../../application/ports/software-gateway';
import type { ContractClient } from '../../../../adapters/http/contract-client';
import { queryOf } from '../../../../adapters/http/query-of';

export class HttpSoftwareGateway implements SoftwareGateway {
  constructor(private readonly client: ContractClient) {}

  listSoftware(query: Parameters<SoftwareGateway['listSoftware']>[0]) {
    return this.client.call(api.listManageSoftware, { query: queryOf(query) });
  }

  getSoftware(id: string) {
    return this.client.call(api.getManageSoftware, { params: { id } });
  }

  createSoftware(body: Parameters<SoftwareGateway['createSoftware']>[0]) {
    return this.client.call(api.createManageSoftware, { body });
  }

  updateSoftware(id: string, body: Parameters<SoftwareGateway['updateSoftware']>[1]) {
    return this.client.call(api.updateManageSoftware, { params: { id }, body });
  }

  listLicences(query: Parameters<SoftwareGateway['listLicences']>[0]) {
    return this.client.call(api.listManageLicences, { query: queryOf(query) });
  }

  getLicence(id: string) {
    return this.client.call(api.getManageLicence, { params: { id } });
  }

  createLicence(body: Parameters<SoftwareGateway['createLicence']>[0]) {
    return this.client.call(api.createManageLicence, { body });
  }

  updateLicence(id: string, body: Parameters<SoftwareGateway['updateLicence']>[1]) {
    return this.client.call(api.updateManageLicence, { params: { id }, body });
  }

  async revealKey(id: string) {
    return (await this.client.call(api.revealManageLicenceKey, { params: { id } })).key;
  }

  assignSeat(id: string, body: Parameters<SoftwareGateway['assignSeat']>[1]) {
    return this.client.call(api.assignManageLicenceSeat, { params: { id }, body });
  }

  releaseSeat(id: string, seatId: string) {
    return this.client.call(api.releaseManageLicenceSeat, { params: { id, seatId } });
  }
}
