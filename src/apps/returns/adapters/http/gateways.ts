import type { ContractClient } from '../../../../adapters/http/contract-client';
import { createBuybackDeskGateway, createBuybackGateway } from './http-buyback-gateway';

/** The returns apps' gateways, one per aggregate (one line each). */
export function createReturnsGateways(client: ContractClient) {
  return {
    buyback: createBuybackGateway(client),
    buybackDesk: createBuybackDeskGateway(client),
  };
}
