import type { FastifyInstance } from 'fastify';
import * as routes from '../../../../contract/apps/integrations/routes';
import { mountRoute, type Guards } from '../../../kernel';
import type { IntegrationsServices } from '../services/services';

/** Mounts the contract's Integrations routes on their services. */
export function mountIntegrationsRoutes(api: FastifyInstance, guards: Guards, services: IntegrationsServices): void {
  mountRoute(api, routes.listApiTokens, guards, ({ principal, query }) => services.tokens.list(principal, query));
  mountRoute(api, routes.createApiToken, guards, ({ principal, body }) => services.tokens.create(principal, body));
  mountRoute(api, routes.revokeApiToken, guards, ({ principal, params }) => services.tokens.revoke(principal, params.id));
}
