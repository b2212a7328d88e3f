import type { ContractClient } from '../../../../adapters/http/contract-client';
import { createTeamGateway } from './team-gateway';

/** The people apps' gateways, loaded with their contract schemas on the first call. */
export function createPeopleGateways(client: ContractClient) {
  return {
    team: createTeamGateway(client),
  };
}
