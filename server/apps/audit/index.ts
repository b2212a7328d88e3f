import { defineServerApp } from '../../kernel';
import { mountAuditRoutes } from './routes/mount-routes';
import { TrailService } from './services/trail-service';

/** Audit Manager on the server: the trail of every change the portal records. */
export const auditServer = defineServerApp({
  id: 'audit',
  uses: [],
  repositories: () => ({}),
  services: (deps) => ({ trail: new TrailService(deps) }),
  mount: mountAuditRoutes,
});
