import { repairRoutes } from './repair-routes';

/** The returns app's routes, one list per area. */
export const returnsRoutes = [...Object.values(repairRoutes)] as const;
