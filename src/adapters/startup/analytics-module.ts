import { ANALYTICS } from '../../application/ports/analytics-port';
import { LOGGER, type LoggerPort } from '../../application/ports/logger-port';
import type { StartupModule } from '../../application/ports/startup-module';
import { createDebugAnalytics } from '../analytics/debug-analytics';

const analytics: StartupModule = {
  name: 'analytics',
  run({ container }) {
    container.set(ANALYTICS, createDebugAnalytics(container.get<LoggerPort>(LOGGER)));
  },
};

export default analytics;
