import * as api from '../../../../../contract/apps/manage/routes';
import type { ReviewGateway } from '../../application/ports/review-gateway';
import type { MigrationBody } from '../../domain/import-plan';
import { call, gatewayOf } from '../../../../adapters/http/gateway-of';

export const createReviewGateway = gatewayOf<ReviewGateway>({
  exceptions: call(api.listManageExceptions),
  // Sent as a file so that the bar can show how much of ten thousand rows has gone.
  migrate: call(api.importManageMigration, (body: MigrationBody, onProgress: (sent: number) => void) => ({
    upload: { file: new Blob([JSON.stringify(body)], { type: 'application/json' }), onProgress },
  })),
  importedAssets: call(api.listManageImportedAssets),
  accept: call(api.acceptManageImportedAsset),
  merge: call(api.mergeManageImportedAsset),
  reject: call(api.rejectManageImportedAsset),
  waitingHolders: call(api.listManageWaitingHolders),
  handOver: call(api.handOverManageWaitingHolder),
  dropWaiting: call(api.dropManageWaitingHolder),
});
