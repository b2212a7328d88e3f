import * as api from '../../../../../contract/apps/manage/routes';
import type { ReviewGateway } from '../../application/ports/review-gateway';
import type { ContractClient } from '../../../../adapters/http/contract-client';
import { queryOf } from '../../../../adapters/http/query-of';

export class HttpReviewGateway implements ReviewGateway {
  constructor(private readonly client: ContractClient) {}

  exceptions(query: Parameters<ReviewGateway['exceptions']>[0]) {
    return this.client.call(api.listManageExceptions, { query: queryOf(query) });
  }

  importRows(rows: Parameters<ReviewGateway['importRows']>[0]) {
    return this.client.call(api.importManageAssets, { body: { source: 'csv', rows } });
  }

  importedAssets(query: Parameters<ReviewGateway['importedAssets']>[0]) {
    return this.client.call(api.listManageImportedAssets, { query: queryOf(query) });
  }

  accept(id: string, version: number) {
    return this.client.call(api.acceptManageImportedAsset, { params: { id }, body: { version } });
  }

  merge(id: string, body: Parameters<ReviewGateway['merge']>[1]) {
    return this.client.call(api.mergeManageImportedAsset, { params: { id }, body });
  }

  reject(id: string, version: number) {
    return this.client.call(api.rejectManageImportedAsset, { params: { id }, body: { version } });
  }
}
