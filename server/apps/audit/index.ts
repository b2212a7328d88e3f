import { defineServerApp, periodicRun } from '../../kernel';
import { auditRepositoriesOf } from './repositories/repositories';
import { mountAuditRoutes } from './routes/mount-routes';
import { AuditRoundService } from './services/audit-round-service';
import { DueAuditService } from './services/due-audit-service';
import { TrailService } from './services/trail-service';

/** How often the trail looks for entries past their organisation's retention: a day late is no matter. */
const PURGE_EVERY_MS = 6 * 60 * 60_000;

/** Audit Manager on the server: the trail of every change the portal records and how long it keeps them, and the physical audits of the fleet. */
export const auditServer = defineServerApp({
  id: 'audit',
  uses: ['assetLifecycle', 'places', 'auditPolicy', 'serviceTickets', 'businessCalendars'],
  repositories: auditRepositoriesOf,
  services: (deps) => ({ trail: new TrailService(deps), dueAudits: new DueAuditService(deps), rounds: new AuditRoundService(deps) }),
  mount: mountAuditRoutes,
  background: (deps, log) => {
    const trail = new TrailService(deps);
    return periodicRun(() => trail.purgeExpired(), PURGE_EVERY_MS, (error) => log.error({ err: error }, 'removing expired trail entries failed'));
  },
});
