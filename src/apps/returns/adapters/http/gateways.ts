import type { ContractClient } from '../../../../adapters/http/contract-client';
import { createRepairGateway } from './repair-gateways';
import { createBuybackDeskGateway, createBuybackGateway } from './http-buyback-gateway';
import { createShipmentsGateway } from './shipment-gateways';

/** The returns apps' gateways, loaded with their contract schemas on the first call. */
export function createReturnsGateways(client: ContractClient) {
  return {
    shipments: createShipmentsGateway(client),
    repair: createRepairGateway(client),
    buyback: createBuybackGateway(client),
    buybackDesk: createBuybackDeskGateway(client),
  };
}
