import { campaignRoutes } from './campaign-routes';
import { commerceRoutes } from './commerce-routes';
import { manageRoutes } from './manage-routes';
import { otherAppRoutes } from './other-app-routes';
import { authRoutes, publicRoutes } from './public-routes';
import type { RouteDef } from './route';
import { serviceDeskRoutes } from './service-desk-routes';
import { notFoundRoute, shellRoutes } from './shell-routes';

/** Every route of spec sections 2.1-2.4, the catch-all last. */
export const routeTable: readonly RouteDef[] = [
  ...publicRoutes,
  ...authRoutes,
  ...shellRoutes,
  ...manageRoutes,
  ...campaignRoutes,
  ...commerceRoutes,
  ...serviceDeskRoutes,
  ...otherAppRoutes,
  notFoundRoute,
];
