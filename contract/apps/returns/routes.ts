import { repairRoutes } from './repair-routes';
import { buybackRoutes } from './buyback-routes';
import { shipmentRoutes } from './shipment-routes';

export * from './shipment-routes';

/** The returns apps' routes, one list per area. */
export const returnsRoutes = [...shipmentRoutes, ...Object.values(repairRoutes), ...buybackRoutes] as const;
