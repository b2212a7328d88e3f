import type { AnalyticsPort } from '../../application/ports/analytics-port';
import type { LoggerPort } from '../../application/ports/logger-port';

/** The default product analytics: nothing leaves the browser; developers see the events in the debug log. */
export function createDebugAnalytics(logger: LoggerPort): AnalyticsPort {
  return {
    track: (event, properties) => logger.debug(`Analytics event ${event}`, properties),
    page: (path) => logger.debug(`Analytics page view ${path}`),
  };
}
