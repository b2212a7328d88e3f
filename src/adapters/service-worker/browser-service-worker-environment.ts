import type { LoggerPort } from '../../application/ports/logger-port';
import type { ServiceWorkerPort } from '../../application/ports/service-worker-port';
import type { ServiceWorkerEnvironment } from './register-service-worker';

function windowLoaded(): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
}

/** The real browser behind registerServiceWorker. */
export function browserServiceWorkerEnvironment(options: { production: boolean; listener: ServiceWorkerPort; logger: LoggerPort }): ServiceWorkerEnvironment {
  return {
    ...options,
    navigator: window.navigator,
    fetch: (url) => window.fetch(url),
    loaded: windowLoaded,
    hostname: window.location.hostname,
  };
}
