import type { FastifyInstance } from 'fastify';
import * as routes from '../../../../contract/apps/audit/routes';
import { mountRoute, type Guards } from '../../../kernel';
import type { TrailService } from '../services/trail-service';

/** Mounts the contract's Audit Manager routes on their services. */
export function mountAuditRoutes(api: FastifyInstance, guards: Guards, services: { trail: TrailService }): void {
  mountRoute(api, routes.listAuditLog, guards, ({ principal, query }) => services.trail.entries(principal, query));
}
