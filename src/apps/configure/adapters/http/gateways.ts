import { listConfigureItems } from '../../../../../contract/apps/configure/routes';
import type { ContractClient } from '../../../../adapters/http/contract-client';
import { call, gatewayOf } from '../../../../adapters/http/gateway-of';
import type { ItemsGateway } from '../../application/ports/items-gateway';

const createItemsGateway = gatewayOf<ItemsGateway>({ list: call(listConfigureItems) });

/** Configure's gateways, loaded with their contract schemas on the first call. */
export function createConfigureGateways(client: ContractClient) {
  return { items: createItemsGateway(client) };
}
