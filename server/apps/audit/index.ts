import { defineServerApp } from '../../kernel';
import { mountAuditRoutes } from './routes/mount-routes';
import { TrailService } from './services/trail-service';
import { auditRepositoriesOf } from './repositories/audit-round-repositories';
import { AuditRoundService } from './services/audit-round-service';
import { DueAuditService } from './services/due-audit-service';

/** Audit Manager on the server: the trail of every change the portal records. */
export const auditServer = defineServerApp({
  id: 'audit',
  uses: ['assetLifecycle', 'places', 'auditPolicy', 'serviceTickets'],
  repositories: auditRepositoriesOf,
  services: (deps) => ({ trail: new TrailService(deps), dueAudits: new DueAuditService(deps), rounds: new AuditRoundService(deps) }),
  mount: mountAuditRoutes,
});
