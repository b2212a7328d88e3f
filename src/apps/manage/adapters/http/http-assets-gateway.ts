import * as api from '../../../../../contract/apps/manage/routes';
import type { AssetsGateway } from '../../application/ports/assets-gateway';
import type { ProductType } from '../../domain/asset-status';
import type { ContractClient } from '../../../../adapters/http/contract-client';
import { queryOf } from '../../../../adapters/http/query-of';

export class HttpAssetsGateway implements AssetsGateway {
  constructor(private readonly client: ContractClient) {}

  list(query: Parameters<AssetsGateway['list']>[0]) {
    return this.client.call(api.listManageAssets, { query: queryOf(query) });
  }

  exportCsv(query: Parameters<AssetsGateway['exportCsv']>[0]) {
    return this.client.call(api.exportManageAssets, { query: queryOf(query) });
  }

  async customFields(productType: ProductType) {
    return (await this.client.call(api.listManageCustomFields, { query: { productType } })).fields;
  }

  get(id: string) {
    return this.client.call(api.getManageAsset, { params: { id } });
  }

  create(body: Parameters<AssetsGateway['create']>[0]) {
    return this.client.call(api.createManageAsset, { body });
  }

  update(id: string, body: Parameters<AssetsGateway['update']>[1]) {
    return this.client.call(api.updateManageAsset, { params: { id }, body });
  }

  checkOut(id: string, body: Parameters<AssetsGateway['checkOut']>[1]) {
    return this.client.call(api.checkOutManageAsset, { params: { id }, body });
  }

  checkIn(id: string, body: Parameters<AssetsGateway['checkIn']>[1]) {
    return this.client.call(api.checkInManageAsset, { params: { id }, body });
  }

  transfer(id: string, body: Parameters<AssetsGateway['transfer']>[1]) {
    return this.client.call(api.transferManageAsset, { params: { id }, body });
  }

  archive(id: string, version: number) {
    return this.client.call(api.archiveManageAsset, { params: { id }, body: { version } });
  }

  restore(id: string, version: number) {
    return this.client.call(api.restoreManageAsset, { params: { id }, body: { version } });
  }

  activity(id: string, query: Parameters<AssetsGateway['activity']>[1]) {
    return this.client.call(api.listManageAssetActivity, { params: { id }, query: queryOf(query) });
  }

  bulkEdit(ids: readonly string[], changes: Parameters<AssetsGateway['bulkEdit']>[1]) {
    return this.client.call(api.bulkEditManageAssets, { body: { ids, changes } });
  }

  bulkArchive(ids: readonly string[]) {
    return this.client.call(api.bulkArchiveManageAssets, { body: { ids } });
  }
}
