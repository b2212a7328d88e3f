import { shipmentRoutes } from './shipment-routes';

export * from './shipment-routes';

/** The returns apps' routes, one list per area. */
export const returnsRoutes = [...shipmentRoutes] as const;
