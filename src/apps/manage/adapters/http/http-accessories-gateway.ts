import * as api from '../../../../../contract/apps/manage/routes';
import type { AccessoriesGateway } from '../../application/ports/accessories-gateway';
import type { ContractClient } from '../../../../adapters/http/contract-client';
import { queryOf } from '../../../../adapters/http/query-of';

export class HttpAccessoriesGateway implements AccessoriesGateway {
  constructor(private readonly client: ContractClient) {}

  list(query: Parameters<AccessoriesGateway['list']>[0]) {
    return this.client.call(api.listManageAccessories, { query: queryOf(query) });
  }

  get(id: string) {
    return this.client.call(api.getManageAccessory, { params: { id } });
  }

  create(body: Parameters<AccessoriesGateway['create']>[0]) {
    return this.client.call(api.createManageAccessory, { body });
  }

  update(id: string, body: Parameters<AccessoriesGateway['update']>[1]) {
    return this.client.call(api.updateManageAccessory, { params: { id }, body });
  }

  checkOut(id: string, body: Parameters<AccessoriesGateway['checkOut']>[1]) {
    return this.client.call(api.checkOutManageAccessory, { params: { id }, body });
  }

  checkIn(id: string, checkoutId: string) {
    return this.client.call(api.checkInManageAccessory, { params: { id, checkoutId } });
  }

  archive(id: string, version: number) {
    return this.client.call(api.archiveManageAccessory, { params: { id }, body: { version } });
  }

  restore(id: string, version: number) {
    return this.client.call(api.restoreManageAccessory, { params: { id }, body: { version } });
  }
}
