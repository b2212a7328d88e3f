import * as api from '../../../../../contract/apps/manage/routes';
import type { ReviewGateway } from '../../application/ports/review-gateway';
import { call, gatewayOf } from '../../../../adapters/http/gateway-of';

export const createReviewGateway = gatewayOf<ReviewGateway>({
  exceptions: call(api.listManageExceptions),
  // The screen reads a CSV file; the contract also takes other sources.
  importRows: call(api.importManageAssets, (rows) => ({ body: { source: 'csv' as const, rows } })),
  importedAssets: call(api.listManageImportedAssets),
  accept: call(api.acceptManageImportedAsset),
  merge: call(api.mergeManageImportedAsset),
  reject: call(api.rejectManageImportedAsset),
});
