import { tokenRoutes } from './token-routes';

export * from './token-routes';

/** Integrations' routes, one list per area (tokens; webhooks join them). */
export const integrationsRoutes = [...tokenRoutes] as const;
