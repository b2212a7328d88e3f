import type { ContractClient } from '../../../../adapters/http/contract-client';
import { createAccessoriesGateway } from './http-accessories-gateway';
import { createAssetsGateway } from './http-assets-gateway';
import { createConfigureGateway } from './http-configure-gateway';
import { createBulkGateway } from './http-bulk-gateway';
import { createPeopleGateway } from './http-people-gateway';
import { createPlacesGateway } from './http-places-gateway';
import { createReviewGateway } from './http-review-gateway';
import { createSoftwareGateway } from './http-software-gateway';
import { createFleetGateway } from './http-fleet-gateway';
import { createStockGateway } from './http-stock-gateway';

/** Manage's gateways, one per aggregate. */
export function createManageGateways(client: ContractClient) {
  return {
    assets: createAssetsGateway(client),
    accessories: createAccessoriesGateway(client),
    software: createSoftwareGateway(client),
    people: createPeopleGateway(client),
    review: createReviewGateway(client),
    places: createPlacesGateway(client),
    configure: createConfigureGateway(client),
    fleet: createFleetGateway(client),
    stock: createStockGateway(client),
    bulk: createBulkGateway(client),
  };
}

