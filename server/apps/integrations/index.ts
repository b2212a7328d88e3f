import { defineServerApp } from '../../kernel';
import { mountIntegrationsRoutes } from './routes/mount-routes';
import { createIntegrationsServices } from './services/services';

/** Integrations on the server: API tokens (the kernel authenticates with them; admins manage them here). */
export const integrationsServer = defineServerApp({
  id: 'integrations',
  repositories: () => ({}),
  services: createIntegrationsServices,
  mount: mountIntegrationsRoutes,
});
