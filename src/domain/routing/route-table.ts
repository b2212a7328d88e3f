import { apps } from '../../apps';
import { routesOf } from '../apps/app-routes';
import { authRoutes, publicRoutes } from './public-routes';
import type { RouteDef } from './route';
import { notFoundRoute, shellRoutes } from './shell-routes';

/** Every route of spec sections 2.1-2.4: the shell's own, every app's as it declares them, the catch-all last. */
export const routeTable: readonly RouteDef[] = [...publicRoutes, ...authRoutes, ...shellRoutes, ...apps.flatMap(routesOf), notFoundRoute];
