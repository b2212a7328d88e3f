import * as api from '../../../../../contract/apps/manage/routes';
import type { BulkGateway } from '../../application/ports/bulk-gateway';
import { call, gatewayOf } from '../../../../adapters/http/gateway-of';

/**
 * The contract sends a problem's code as text (any code the rules may add), the port names the known ones; the
 * screen words every code it receives, so the table is taken as the port's.
 */
const table = {
  start: call(api.startManageBulkImport),
  sendBatch: call(api.sendManageBulkBatch),
  history: call(api.listManageBulkImports),
  waiting: call(api.listManageBulkWaiting),
  fix: call(api.fixManageBulkRow),
  drop: call(api.dropManageBulkRow),
  mapping: call(api.getManageBulkMapping),
};

export const createBulkGateway = gatewayOf<BulkGateway>(table as never);
