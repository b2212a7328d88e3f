import { defineServerApp } from '../../kernel';
import { integrationsRepositoriesOf } from './repositories/repositories';
import { mountIntegrationsRoutes } from './routes/mount-routes';
import { createIntegrationsServices } from './services/services';
import { integrationsWebhookEvents } from './services/webhook-events-port';
import { WEBHOOK_DELIVERY_JOB } from './services/webhook-queue';

/** Integrations on the server: API tokens (the kernel authenticates with them) and outgoing webhooks (the port apps emit through). */
export const integrationsServer = defineServerApp({
  id: 'integrations',
  repositories: integrationsRepositoriesOf,
  services: (deps) => createIntegrationsServices(deps),
  mount: mountIntegrationsRoutes,
  jobs: (services) => ({ [WEBHOOK_DELIVERY_JOB]: (payload: unknown) => services.deliveries.attempt(payload) }),
  provides: (repositoriesIn, deps) => ({ webhookEvents: integrationsWebhookEvents(repositoriesIn, deps) }),
});
