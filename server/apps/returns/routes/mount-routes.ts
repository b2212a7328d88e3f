import type { FastifyInstance } from 'fastify';
import { mountRepairRoutes } from './repair-routes';
import type { Guards } from '../../../kernel';
import type { ReturnsServices } from '../services/services';

/** Mounts the contract's returns routes on their services, one area after another. */
export function mountReturnsRoutes(api: FastifyInstance, guards: Guards, services: ReturnsServices): void {
  mountRepairRoutes(api, guards, services);
}
