import type { LoggerPort } from '../../application/ports/logger-port';
import { browserServiceWorkerEnvironment } from './browser-service-worker-environment';
import { createLoggingServiceWorkerListener } from './logging-service-worker-listener';
import { registerServiceWorker } from './register-service-worker';

/** The portal's worker in this browser, registered once the window has loaded; its life goes to the debug log. */
export function startServiceWorker(logger: LoggerPort): Promise<void> {
  return registerServiceWorker(
    browserServiceWorkerEnvironment({ production: process.env.NODE_ENV === 'production', listener: createLoggingServiceWorkerListener(logger), logger }),
  );
}
