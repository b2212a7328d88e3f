import type { ContractClient } from '../../../../adapters/http/contract-client';
import { createCampaignsGateway } from './http-campaigns-gateway';
import { createRecoverGateway, createRecoverReturnGateway } from './http-recover-gateway';
import { createLoopGateway } from './http-loop-gateway';
import { createRefreshGateway, createRefreshPublicGateway } from './http-refresh-gateway';

/** The campaign apps' gateways, one per aggregate: the pattern's, then each kind's own (one line each). */
export function createCampaignGateways(client: ContractClient) {
  return {
    campaigns: createCampaignsGateway(client),
    recover: createRecoverGateway(client),
    recoverReturns: createRecoverReturnGateway(client),
    loop: createLoopGateway(client),
    refresh: createRefreshGateway(client),
    refreshPublic: createRefreshPublicGateway(client),
  };
}

