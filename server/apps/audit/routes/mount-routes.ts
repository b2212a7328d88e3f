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
  mountAuditRoundRoutes(api, guards, services);
}
