import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { STARTUP_ORDER } from '../../../src/application/boot/startup-order';
import { LOADING_TRACKER, LoadingTracker } from '../../../src/application/feedback/loading-tracker';
import { TOAST_CENTER, ToastCenter } from '../../../src/application/feedback/toast-center';
import { ANALYTICS, type AnalyticsPort } from '../../../src/application/ports/analytics-port';
import { LOGGER } from '../../../src/application/ports/logger-port';
import { QUERY_CLIENT } from '../../../src/application/ports/query-client-port';
import type { StartupContext, StartupModule } from '../../../src/application/ports/startup-module';
import { STORAGE } from '../../../src/application/ports/storage-port';
import analyticsModule from '../../../src/adapters/startup/analytics-module';
import authenticationModule from '../../../src/adapters/startup/authentication-module';
import dataFetchingModule from '../../../src/adapters/startup/data-fetching-module';
import stateStoreModule from '../../../src/adapters/startup/state-store-module';
import { startupModuleLoaders } from '../../../src/adapters/startup/startup-module-loaders';
import { MemoryStorage } from '../../../src/adapters/storage/memory-storage';
import { RecordingLogger } from '../fakes/recording-logger';
import { mapRegistry } from './map-registry';

function run(module: StartupModule, storage = new MemoryStorage()) {
  const logger = new RecordingLogger();
  const container = mapRegistry([
    [STORAGE, storage],
    [LOGGER, logger],
  ]);
  const context: StartupContext = { container, router: { navigate: () => {} }, redirect: () => {}, path: '/', publicPath: '/' };
  void module.run(context);
  return { container, logger };
}

describe('the startup module table', () => {
  it('lists the eight modules of spec 4 in their order, each loading the module of that name', async () => {
    expect(startupModuleLoaders.map((loader) => loader.name)).toEqual([...STARTUP_ORDER]);
    const modules = await Promise.all(startupModuleLoaders.map((loader) => loader.load()));
    expect(modules.map((module) => module.default.name)).toEqual([...STARTUP_ORDER]);
  });
});

describe('the state store module', () => {
  it('registers the toasts and the loading tracker the shell shows', () => {
    const { container } = run(stateStoreModule);
    expect(container.get(TOAST_CENTER)).toBeInstanceOf(ToastCenter);
    expect(container.get(LOADING_TRACKER)).toBeInstanceOf(LoadingTracker);
  });
});

describe('the authentication module', () => {
  it('notes whether a session is stored', () => {
    expect(run(authenticationModule).logger.at('debug')).toEqual(['Startup: no stored session']);
    const signedIn = run(authenticationModule, new MemoryStorage({ loginToken: 't' }));
    expect(signedIn.logger.at('debug')).toEqual(['Startup: a session is stored']);
  });
});

describe('the data fetching module', () => {
  const clientOf = (container: ReturnType<typeof run>['container']) => container.get<() => Promise<QueryClient>>(QUERY_CLIENT)();

  it('registers a query client, made on first use and the same at every use, that keeps data fresh for a while and never retries writes', async () => {
    const { container } = run(dataFetchingModule);
    const client = await clientOf(container);
    expect(client).toBeInstanceOf(QueryClient);
    expect(await clientOf(container)).toBe(client);
    const { queries, mutations } = client.getDefaultOptions();
    expect(queries?.staleTime).toBeGreaterThan(0);
    expect(typeof queries?.retry).toBe('function');
    expect(mutations?.retry).toBe(false);
  });

  it.each([
    { after: 'a network failure', error: new TypeError('Failed to fetch'), failureCount: 0, retry: true },
    { after: 'a 500 answer', error: { response: { status: 500 } }, failureCount: 1, retry: true },
    { after: 'a third failure', error: { response: { status: 503 } }, failureCount: 2, retry: false },
    { after: 'a 404 answer (ky)', error: { response: { status: 404 } }, failureCount: 0, retry: false },
    { after: 'a 401 answer (status)', error: { status: 401 }, failureCount: 0, retry: false },
    { after: 'a 429 answer', error: { status: 429 }, failureCount: 0, retry: false },
  ])('after $after, retries: $retry', async ({ error, failureCount, retry }) => {
    const client = await clientOf(run(dataFetchingModule).container);
    const shouldRetry = client.getDefaultOptions().queries?.retry as (failureCount: number, error: unknown) => boolean;
    expect(shouldRetry(failureCount, error)).toBe(retry);
  });
});

describe('the analytics module', () => {
  it('registers analytics that only write to the debug log', () => {
    const { container, logger } = run(analyticsModule);
    const analytics = container.get<AnalyticsPort>(ANALYTICS);
    analytics.track('asset.created', { app: 'manage-beta' });
    analytics.page('/apps/manage-beta/dashboard');
    expect(logger.lines).toEqual([
      { level: 'debug', message: 'Analytics event asset.created', details: { app: 'manage-beta' } },
      { level: 'debug', message: 'Analytics page view /apps/manage-beta/dashboard', details: undefined },
    ]);
  });
});
