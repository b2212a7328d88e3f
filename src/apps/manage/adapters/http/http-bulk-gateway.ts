import * as api from '../../../../../contract/apps/manage/routes';
import type { BulkGateway } from '../../application/ports/bulk-gateway';
import { call, gatewayOf } from '../../../../adapters/http/gateway-of';

export const createBulkGateway = gatewayOf<BulkGateway>({
  start: call(api.startManageBulkImport),
  sendBatch: call(api.sendManageBulkBatch),
  history: call(api.listManageBulkImports),
  waiting: call(api.listManageBulkWaiting),
  fix: call(api.fixManageBulkRow),
  drop: call(api.dropManageBulkRow),
  mapping: call(api.getManageBulkMapping),
});
