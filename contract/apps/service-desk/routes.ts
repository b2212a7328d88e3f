import * as agent from './agent-routes';
import { allConfigRoutes } from './config-routes';
import * as external from './external-routes';
import { allRequesterRoutes } from './requester-routes';

export * from './agent-routes';
export * from './config-routes';
export * from './external-routes';
export * from './mailbox-oauth-routes';
export * from './requester-routes';

/** The service desk's routes: Resolve Now and Support (one set per slug), the external view, Resolve IT and its configuration. */
export const serviceDeskRoutes = [...allRequesterRoutes, ...Object.values(external), ...Object.values(agent), ...allConfigRoutes] as const;
