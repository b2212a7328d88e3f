import { describe, expect, it, vi } from 'vitest';
import type { ServiceWorkerEvent } from '../../../src/application/ports/service-worker-port';
import { createLoggingServiceWorkerListener } from '../../../src/adapters/service-worker/logging-service-worker-listener';
import {
  registerServiceWorker,
  SERVICE_WORKER_URL,
  type ServiceWorkerEnvironment,
} from '../../../src/adapters/service-worker/register-service-worker';
import { RecordingLogger } from '../fakes/recording-logger';

class FakeWorker extends EventTarget {
  state = 'installing';

  moveTo(state: string): void {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  readonly unregister = vi.fn(async () => true);

  /** The browser found a new script and starts installing it. */
  startInstall(): FakeWorker {
    const worker = new FakeWorker();
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    return worker;
  }
}

function scriptResponse(status: number, contentType: string | null) {
  return { status, headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : null) } };
}

/** A browser with service workers, online, on a production host, whose load event the test fires. */
function fakeBrowser(overrides: Partial<ServiceWorkerEnvironment> = {}) {
  const events: ServiceWorkerEvent[] = [];
  const registration = new FakeRegistration();
  const leftOver = new FakeRegistration();
  let becomeReady = () => {};
  let fireLoad = () => {};
  const workers = {
    controller: null as unknown,
    ready: new Promise<unknown>((resolve) => (becomeReady = () => resolve(registration))),
    register: vi.fn(async (_url: string) => registration),
    getRegistrations: vi.fn(async () => [leftOver]),
  };
  const navigator = { serviceWorker: workers, onLine: true };
  const env: ServiceWorkerEnvironment = {
    production: true,
    navigator,
    fetch: vi.fn(async () => scriptResponse(200, 'text/javascript; charset=utf-8')),
    loaded: () => new Promise<void>((resolve) => (fireLoad = resolve)),
    hostname: 'portal.example.com',
    listener: { onEvent: (event) => events.push(event) },
    logger: new RecordingLogger(),
    ...overrides,
  };
  const types = () => events.map((event) => event.type);
  /** Registers with the load event already fired. */
  const register = () => {
    const done = registerServiceWorker(env);
    fireLoad();
    return done;
  };
  return {
    env,
    navigator,
    workers,
    registration,
    leftOver,
    events,
    types,
    register,
    becomeReady: () => becomeReady(),
    fireLoad: () => fireLoad(),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('registering the service worker', () => {
  it('does nothing in a development build', async () => {
    const browser = fakeBrowser({ production: false });
    await registerServiceWorker(browser.env);
    expect(browser.workers.register).not.toHaveBeenCalled();
    expect(browser.env.fetch).not.toHaveBeenCalled();
    expect(browser.types()).toEqual([]);
  });

  it('does nothing where the browser has no service workers', async () => {
    const browser = fakeBrowser({ navigator: { onLine: true } });
    await registerServiceWorker(browser.env);
    expect(browser.types()).toEqual([]);
    expect(browser.env.fetch).not.toHaveBeenCalled();
  });

  it('waits for the window load event', async () => {
    const browser = fakeBrowser();
    const done = registerServiceWorker(browser.env);
    await flush();
    expect(browser.workers.register).not.toHaveBeenCalled();
    browser.fireLoad();
    await done;
    expect(browser.workers.register).toHaveBeenCalledWith(SERVICE_WORKER_URL);
  });

  it('registers /sw.js straight away on a real host, then reports ready', async () => {
    const browser = fakeBrowser();
    await browser.register();
    expect(browser.env.fetch).not.toHaveBeenCalled();
    expect(browser.types()).toEqual(['registered']);
    browser.becomeReady();
    await flush();
    expect(browser.types()).toEqual(['registered', 'ready']);
  });

  it.each(['localhost', '[::1]', '127.0.0.1', '127.12.0.254'])('checks the script first on %s', async (hostname) => {
    const browser = fakeBrowser({ hostname });
    await browser.register();
    expect(browser.env.fetch).toHaveBeenCalledWith(SERVICE_WORKER_URL);
    expect(browser.types()).toEqual(['registered']);
  });

  it.each(['127.0.0.1.example.com', '128.0.0.1', '127.0.0.256', 'mylocalhost'])(
    'treats %s as a real host',
    async (hostname) => {
      const browser = fakeBrowser({ hostname });
      await browser.register();
      expect(browser.env.fetch).not.toHaveBeenCalled();
    },
  );

  it.each([
    ['a 404', scriptResponse(404, 'text/javascript')],
    ['an HTML page', scriptResponse(200, 'text/html')],
    ['no content type', scriptResponse(200, null)],
  ])('on localhost, %s is an error and the worker left behind is unregistered', async (_, response) => {
    const browser = fakeBrowser({ hostname: 'localhost', fetch: vi.fn(async () => response) });
    await browser.register();
    expect(browser.types()).toEqual(['error']);
    expect(browser.leftOver.unregister).toHaveBeenCalled();
    expect(browser.workers.register).not.toHaveBeenCalled();
  });

  it('reports a failed registration as an error while online', async () => {
    const browser = fakeBrowser();
    const failure = new Error('SecurityError');
    browser.workers.register.mockRejectedValue(failure);
    await browser.register();
    expect(browser.events).toEqual([{ type: 'error', error: failure }]);
  });

  it('reports a failed registration as offline while offline', async () => {
    const browser = fakeBrowser();
    browser.navigator.onLine = false;
    browser.workers.register.mockRejectedValue(new Error('network'));
    await browser.register();
    expect(browser.types()).toEqual(['offline']);
  });

  it('reports offline when the script check on localhost cannot reach the server', async () => {
    const browser = fakeBrowser({
      hostname: 'localhost',
      fetch: vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    });
    browser.navigator.onLine = false;
    await browser.register();
    expect(browser.types()).toEqual(['offline']);
  });

  it('reports updatefound, then cached when the first worker installs', async () => {
    const browser = fakeBrowser();
    await browser.register();
    const worker = browser.registration.startInstall();
    worker.moveTo('installed');
    worker.moveTo('activated');
    expect(browser.types()).toEqual(['registered', 'updatefound', 'cached']);
  });

  it('reports updated when a new worker installs while an older one controls the page', async () => {
    const browser = fakeBrowser();
    browser.workers.controller = {};
    await browser.register();
    browser.registration.startInstall().moveTo('installed');
    expect(browser.types()).toEqual(['registered', 'updatefound', 'updated']);
  });
});

describe('the default service worker listener', () => {
  it('logs every event at debug level and nothing louder', () => {
    const logger = new RecordingLogger();
    const listener = createLoggingServiceWorkerListener(logger);
    const failure = new Error('boom');
    listener.onEvent({ type: 'cached' });
    listener.onEvent({ type: 'error', error: failure });
    expect(logger.lines).toEqual([
      { level: 'debug', message: 'Service worker cached', details: undefined },
      { level: 'debug', message: 'Service worker error', details: failure },
    ]);
  });
});
