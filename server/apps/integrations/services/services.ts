import { WEBHOOK_TIMEOUT_MS } from '../../../../src/apps/integrations/domain/webhooks';
import type { IntegrationsDeps, WebhookNet } from './service-deps';
import { TokenService } from './token-service';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookEndpointService } from './webhook-endpoint-service';

/** Integrations' use cases, one per area: API tokens, webhook endpoints and their deliveries. */
export function createIntegrationsServices(deps: IntegrationsDeps, net: WebhookNet = { timeoutMs: WEBHOOK_TIMEOUT_MS }) {
  return { tokens: new TokenService(deps), endpoints: new WebhookEndpointService(deps, net), deliveries: new WebhookDeliveries(deps, net) };
}
export type IntegrationsServices = ReturnType<typeof createIntegrationsServices>;
