import * as routes from '../../../../../contract/apps/audit/audit-round-routes';
import type { ContractClient } from '../../../../adapters/http/contract-client';
import { call, gatewayOf } from '../../../../adapters/http/gateway-of';
import type { AuditRoundsGateway } from '../../application/ports/audit-rounds-gateway';

const createAuditRoundsGateway = gatewayOf<AuditRoundsGateway>({
  due: call(routes.listDueAudits),
  options: call(routes.auditRoundOptions),
  list: call(routes.listAuditRounds),
  create: call(routes.createAuditRound),
  get: call(routes.getAuditRound),
  scan: call(routes.scanInAuditRound),
  moveHere: call(routes.moveAssetToAuditRound),
  fail: call(routes.reportAuditFailure),
  close: call(routes.closeAuditRound),
});

/** The physical audits' gateway, loaded with its contract schemas on the first call. */
export function createAuditRoundGateways(client: ContractClient) {
  return { rounds: createAuditRoundsGateway(client) };
}
