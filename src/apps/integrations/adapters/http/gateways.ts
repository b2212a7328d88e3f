import type { ContractClient } from '../../../../adapters/http/contract-client';
import { createTokensGateway } from './token-gateways';
import { createWebhooksGateway } from './webhook-gateways';

/** Integrations' gateways, loaded with their contract schemas on the first call. */
export function createIntegrationsGateways(client: ContractClient) {
  return { tokens: createTokensGateway(client), webhooks: createWebhooksGateway(client) };
}
