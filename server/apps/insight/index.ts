import { defineServerApp } from '../../kernel';
import { mountInsightRoutes } from './routes/mount-routes';
import { TrailService } from './services/trail-service';

/** The insight apps on the server: the audit trail, which Audit Manager reads; the reports come later. */
export const insightServer = defineServerApp({
  id: 'insight',
  repositories: () => ({}),
  services: (deps) => ({ trail: new TrailService(deps) }),
  mount: mountInsightRoutes,
});
