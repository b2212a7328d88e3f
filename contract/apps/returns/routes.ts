import type { RouteDescriptor } from '../../descriptor';
import { buybackRoutes } from './buyback-routes';

/** Every route of the returns apps, for contract/routes.ts. */
export const returnsRoutes: readonly RouteDescriptor[] = [...buybackRoutes];
