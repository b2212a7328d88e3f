import { defineServerApp } from '../../kernel';
import { mountInsightRoutes } from './routes/mount-routes';
import { FootprintService } from './services/footprint-service';
import { TrailService } from './services/trail-service';

/** The insight apps on the server: the audit trail, which Audit Manager reads, and Environmental Reporting's footprint of the fleet. */
export const insightServer = defineServerApp({
  id: 'insight',
  uses: ['assetLifecycle', 'places', 'peopleDirectory'],
  repositories: () => ({}),
  services: (deps) => ({ trail: new TrailService(deps), footprint: new FootprintService(deps) }),
  mount: mountInsightRoutes,
});
