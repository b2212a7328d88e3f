import type { FastifyInstance } from 'fastify';
import * as routes from '../../../../contract/apps/insight/routes';
import { mountRoute, type Guards } from '../../../kernel';
import type { TrailService } from '../services/trail-service';

/** Mounts the contract's insight routes on their services. */
export function mountInsightRoutes(api: FastifyInstance, guards: Guards, services: { trail: TrailService }): void {
  mountRoute(api, routes.listAuditLog, guards, ({ principal, query }) => services.trail.entries(principal, query));
}
