import type { LoggerPort } from '../../application/ports/logger-port';
import type { ServiceWorkerPort } from '../../application/ports/service-worker-port';

/** The default listener: the worker's life goes to the debug log and changes nothing for the user. */
export function createLoggingServiceWorkerListener(logger: LoggerPort): ServiceWorkerPort {
  return {
    onEvent: (event) => logger.debug(`Service worker ${event.type}`, event.type === 'error' ? event.error : undefined),
  };
}
