import type { FastifyInstance } from 'fastify';
import * as routes from '../../../../contract/apps/audit/audit-round-routes';
import { mountRoute, type Guards } from '../../../kernel';
import type { AuditRoundService } from '../services/audit-round-service';
import type { DueAuditService } from '../services/due-audit-service';

/** Mounts the physical audits' routes: due lists and rounds. */
export function mountAuditRoundRoutes(api: FastifyInstance, guards: Guards, services: { dueAudits: DueAuditService; rounds: AuditRoundService }): void {
  const { rounds } = services;
  mountRoute(api, routes.listDueAudits, guards, ({ principal, query }) => services.dueAudits.due(principal, query));
  mountRoute(api, routes.auditRoundOptions, guards, ({ principal }) => rounds.options(principal));
  mountRoute(api, routes.listAuditRounds, guards, ({ principal }) => rounds.list(principal));
  mountRoute(api, routes.createAuditRound, guards, ({ principal, body }) => rounds.create(principal, body));
  mountRoute(api, routes.getAuditRound, guards, ({ principal, params }) => rounds.detail(principal, params.id));
  mountRoute(api, routes.scanInAuditRound, guards, ({ principal, params, body }) => rounds.scan(principal, params.id, body));
  mountRoute(api, routes.moveAssetToAuditRound, guards, ({ principal, params, body }) => rounds.moveHere(principal, params.id, body.assetId));
  mountRoute(api, routes.reportAuditFailure, guards, ({ principal, params, body }) => rounds.fail(principal, params.id, body));
  mountRoute(api, routes.closeAuditRound, guards, ({ principal, params, body }) => rounds.close(principal, params.id, body.version));
}
