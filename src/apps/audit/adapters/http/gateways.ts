import * as routes from '../../../../../contract/apps/audit/routes';
import type { ContractClient } from '../../../../adapters/http/contract-client';
import { call, gatewayOf } from '../../../../adapters/http/gateway-of';
import type { TrailGateway } from '../../application/ports/trail-gateway';

const createTrailGateway = gatewayOf<TrailGateway>({
  list: call(routes.listAuditLog),
  exportCsv: call(routes.exportAuditLog),
  people: call(routes.listTrailPeople),
  retention: call(routes.getTrailRetention),
  saveRetention: call(routes.updateTrailRetention),
});

/** Audit Manager's gateways, loaded with their contract schemas on the first call. */
export function createAuditGateways(client: ContractClient) {
  return { trail: createTrailGateway(client) };
}
