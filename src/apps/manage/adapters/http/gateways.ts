import type { ContractClient } from '../../../../adapters/http/contract-client';
import { HttpAccessoriesGateway } from './http-accessories-gateway';
import { HttpAssetsGateway } from './http-assets-gateway';
import { HttpPeopleGateway } from './http-people-gateway';
import { HttpReviewGateway } from './http-review-gateway';
import { HttpSoftwareGateway } from './http-software-gateway';

/** Manage's gateways, one per aggregate. */
export function createManageGateways(client: ContractClient) {
  return {
    assets: new HttpAssetsGateway(client),
    accessories: new HttpAccessoriesGateway(client),
    software: new HttpSoftwareGateway(client),
    people: new HttpPeopleGateway(client),
    review: new HttpReviewGateway(client),
  };
}

export type ManageGateways = ReturnType<typeof createManageGateways>;
