import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../../kernel';
import type { ReturnsServices } from '../services/services';
import { mountRepairRoutes } from './repair-routes';
import { mountBuybackRoutes } from './buyback-routes';
import { mountShipmentRoutes } from './shipment-routes';

/** Mounts the contract's returns routes on their services, one area after another. */
export function mountReturnsRoutes(api: FastifyInstance, guards: Guards, services: ReturnsServices): void {
  mountShipmentRoutes(api, guards, services.shipments);
  mountRepairRoutes(api, guards, services);
  mountBuybackRoutes(api, guards, services);
}
