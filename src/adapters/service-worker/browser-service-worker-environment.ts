import type { LoggerPort } from '../../application/ports/logger-port';
import type { ServiceWorkerPort } from '../../application/ports/service-worker-port';
import type { ServiceWorkerEnvironment } from './register-service-worker';

function windowLoaded(): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
}

/** However long the first screen takes, the worker is registered after this long. */
const FIRST_SCREEN_WAIT_MS = 5000;

/**
 * The window has loaded and the first screen shows (or took too long): the worker's script and its precache then
 * download beside nothing the visitor waits for.
 */
function pageSettled(firstScreenShown: Promise<void>): Promise<void> {
  const shown = Promise.race([firstScreenShown, new Promise<void>((resolve) => window.setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]);
  return Promise.all([windowLoaded(), shown]).then(() => undefined);
}

/** The real browser behind registerServiceWorker. */
export function browserServiceWorkerEnvironment(options: {
  production: boolean;
  listener: ServiceWorkerPort;
  logger: LoggerPort;
  firstScreenShown: Promise<void>;
}): ServiceWorkerEnvironment {
  const { firstScreenShown, ...rest } = options;
  return {
    ...rest,
    navigator: window.navigator,
    fetch: (url) => window.fetch(url),
    loaded: () => pageSettled(firstScreenShown),
    hostname: window.location.hostname,
  };
}
