import { STARTUP_ORDER, type StartupModuleName } from '../../application/boot/startup-order';
import type { StartupModuleLoader } from '../../application/ports/startup-module';

// Each import() is its own chunk, so the modules download side by side and one lost chunk costs only its module.
const loaders: Record<StartupModuleName, StartupModuleLoader['load']> = {
  'state-store': () => import('./state-store-module'),
  authentication: () => import('./authentication-module'),
  'data-fetching': () => import('./data-fetching-module'),
  charts: () => import('./charts-module'),
  translations: () => import('./translations-module'),
  analytics: () => import('./analytics-module'),
  realtime: () => import('./realtime-module'),
  'pdf-viewer': () => import('./pdf-viewer-module'),
};

/** The startup modules of spec 4, in the order they run. */
export const startupModuleLoaders: readonly StartupModuleLoader[] = STARTUP_ORDER.map((name) => ({
  name,
  load: loaders[name],
}));
