import { tokenRoutes } from './token-routes';
import { webhookRoutes } from './webhook-routes';

export * from './token-routes';
export * from './webhook-routes';

/** Integrations' routes, one list per area (tokens, webhooks). */
export const integrationsRoutes = [...tokenRoutes, ...webhookRoutes] as const;
