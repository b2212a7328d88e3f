import type { FastifyInstance } from 'fastify';
import * as routes from '../../../../contract/apps/integrations/routes';
import { mountRoute, type Guards } from '../../../kernel';
import type { IntegrationsServices } from '../services/services';

/** Mounts the contract's Integrations routes on their services. */
export function mountIntegrationsRoutes(api: FastifyInstance, guards: Guards, services: IntegrationsServices): void {
  mountRoute(api, routes.listApiTokens, guards, ({ principal, query }) => services.tokens.list(principal, query));
  mountRoute(api, routes.createApiToken, guards, ({ principal, body }) => services.tokens.create(principal, body));
  mountRoute(api, routes.revokeApiToken, guards, ({ principal, params }) => services.tokens.revoke(principal, params.id));

  const { endpoints, deliveries } = services;
  mountRoute(api, routes.listWebhookEndpoints, guards, ({ principal, query }) => endpoints.list(principal, query));
  mountRoute(api, routes.createWebhookEndpoint, guards, ({ principal, body }) => endpoints.create(principal, body));
  mountRoute(api, routes.updateWebhookEndpoint, guards, ({ principal, params, body }) => endpoints.update(principal, params.id, body));
  mountRoute(api, routes.deleteWebhookEndpoint, guards, ({ principal, params }) => endpoints.remove(principal, params.id));
  mountRoute(api, routes.rotateWebhookSecret, guards, ({ principal, params }) => endpoints.rotate(principal, params.id));
  mountRoute(api, routes.sendWebhookTest, guards, ({ principal, params }) => deliveries.sendTest(principal, params.id));
  mountRoute(api, routes.listWebhookDeliveries, guards, ({ principal, params, query }) => deliveries.list(principal, params.id, query));
  mountRoute(api, routes.getWebhookDelivery, guards, ({ principal, params }) => deliveries.get(principal, params.id, params.deliveryId));
  mountRoute(api, routes.redeliverWebhook, guards, ({ principal, params }) => deliveries.redeliver(principal, params.id, params.deliveryId));
}
