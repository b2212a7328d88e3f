import { defineServerApp } from '../../kernel';
import { mountInsightRoutes } from './routes/mount-routes';
import { FootprintService } from './services/footprint-service';

/** The insight apps on the server: Environmental Reporting's footprint of the fleet. */
export const insightServer = defineServerApp({
  id: 'insight',
  uses: ['assetLifecycle', 'places', 'peopleDirectory'],
  repositories: () => ({}),
  services: (deps) => ({ footprint: new FootprintService(deps) }),
  mount: mountInsightRoutes,
});
