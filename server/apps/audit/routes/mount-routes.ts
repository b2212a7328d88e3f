import type { FastifyInstance } from 'fastify';
import * as routes from '../../../../contract/apps/audit/routes';
import { mountRoute, type Guards } from '../../../kernel';
import type { TrailService } from '../services/trail-service';
import type { AuditRoundService } from '../services/audit-round-service';
import type { DueAuditService } from '../services/due-audit-service';
import { mountAuditRoundRoutes } from './mount-audit-rounds';

/** Mounts the contract's Audit Manager routes on their services. */
export function mountAuditRoutes(api: FastifyInstance, guards: Guards, services: { trail: TrailService; dueAudits: DueAuditService; rounds: AuditRoundService }): void {
  mountRoute(api, routes.listAuditLog, guards, ({ principal, query }) => services.trail.entries(principal, query));
  mountRoute(api, routes.exportAuditLog, guards, ({ principal, query }) => services.trail.exportCsv(principal, query));
  mountRoute(api, routes.listTrailPeople, guards, ({ principal, query }) => services.trail.people(principal, query));
  mountRoute(api, routes.getTrailRetention, guards, ({ principal }) => services.trail.retention(principal));
  mountRoute(api, routes.updateTrailRetention, guards, ({ principal, body }) => services.trail.saveRetention(principal, body));
  mountAuditRoundRoutes(api, guards, services);
}
