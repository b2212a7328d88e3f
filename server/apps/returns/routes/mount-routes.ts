import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../../kernel';
import type { ReturnsServices } from '../services/services';
import { mountBuybackRoutes } from './buyback-routes';

/** Mounts the contract's returns routes on their services, one area per line. */
export function mountReturnsRoutes(app: FastifyInstance, guards: Guards, services: ReturnsServices): void {
  mountBuybackRoutes(app, guards, services);
}
