import type { RouteDescriptor } from '../descriptor';
import { authRoutes } from './auth-routes';
import { manageRoutes } from './manage-routes';
import { shellRoutes } from './shell-routes';
import { visitorRoutes } from './visitor-routes';

export * from './auth-routes';
export * from './manage-routes';
export * from './shell-routes';
export * from './visitor-routes';

/** Every route of the API; the server mounts each, the OpenAPI document and the bad-input suite walk them. */
export const allRoutes: readonly RouteDescriptor[] = [...authRoutes, ...shellRoutes, ...visitorRoutes, ...manageRoutes];
