import type { LoggerPort } from '../../application/ports/logger-port';
import type { ServiceWorkerPort } from '../../application/ports/service-worker-port';

export const SERVICE_WORKER_URL = '/sw.js';

interface InstallingWorker {
  readonly state: string;
  addEventListener(type: 'statechange', listener: () => void): void;
}

interface Registration {
  readonly installing: InstallingWorker | null;
  addEventListener(type: 'updatefound', listener: () => void): void;
  unregister(): Promise<boolean>;
}

interface ServiceWorkers {
  readonly controller: unknown;
  readonly ready: Promise<unknown>;
  register(url: string): Promise<Registration>;
  getRegistrations(): Promise<readonly Registration[]>;
}

/** Everything registration touches, handed in so that every branch can be tried without a browser. */
export interface ServiceWorkerEnvironment {
  /** Only production builds get a service worker: in development it would serve stale bundles. */
  readonly production: boolean;
  readonly navigator: { readonly serviceWorker?: ServiceWorkers; readonly onLine: boolean };
  fetch(url: string): Promise<{ readonly status: number; readonly headers: { get(name: string): string | null } }>;
  /** Resolves once the window's load event has fired. */
  loaded(): Promise<void>;
  readonly hostname: string;
  readonly listener: ServiceWorkerPort;
  readonly logger: LoggerPort;
}

const LOOPBACK_V4 = /^127(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;

function isLocalhost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || LOOPBACK_V4.test(hostname);
}

function reportFailure(env: ServiceWorkerEnvironment, error: unknown): void {
  env.listener.onEvent(env.navigator.onLine ? { type: 'error', error } : { type: 'offline' });
}

/**
 * On localhost another project may have left its own worker behind, or the dev server may answer
 * /sw.js with index.html; both would hijack the page, so the script is checked before registering.
 */
async function scriptIsServed(env: ServiceWorkerEnvironment, workers: ServiceWorkers): Promise<boolean> {
  const response = await env.fetch(SERVICE_WORKER_URL);
  const contentType = response.headers.get('content-type') ?? '';
  if (response.status !== 404 && contentType.includes('javascript')) return true;
  env.listener.onEvent({
    type: 'error',
    error: new Error(`No service worker at ${SERVICE_WORKER_URL}: status ${response.status}, type "${contentType}"`),
  });
  const registrations = await workers.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
  return false;
}

async function register(env: ServiceWorkerEnvironment, workers: ServiceWorkers): Promise<void> {
  const registration = await workers.register(SERVICE_WORKER_URL);
  const report = (type: 'ready' | 'registered' | 'cached' | 'updatefound' | 'updated') => env.listener.onEvent({ type });
  report('registered');
  void workers.ready.then(() => report('ready'));
  registration.addEventListener('updatefound', () => {
    report('updatefound');
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      // With a controller the page runs on an older worker, so this one is an update waiting its turn.
      if (worker.state === 'installed') report(workers.controller ? 'updated' : 'cached');
    });
  });
}

/** Registers /sw.js (spec 4, 7, 8). Never rejects: every failure reaches the listener. */
export async function registerServiceWorker(env: ServiceWorkerEnvironment): Promise<void> {
  const workers = env.navigator.serviceWorker;
  if (!env.production || !workers) {
    env.logger.debug(`Service worker not registered: ${env.production ? 'not supported here' : 'not a production build'}`);
    return;
  }
  await env.loaded();
  try {
    if (isLocalhost(env.hostname) && !(await scriptIsServed(env, workers))) return;
    await register(env, workers);
  } catch (error) {
    reportFailure(env, error);
  }
}
