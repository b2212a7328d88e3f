import type { IntegrationsDeps } from './service-deps';
import { TokenService } from './token-service';

/** Integrations' use cases, one per area (tokens; webhooks join them). */
export function createIntegrationsServices(deps: IntegrationsDeps) {
  return { tokens: new TokenService(deps) };
}
export type IntegrationsServices = ReturnType<typeof createIntegrationsServices>;
