import { describe, expect, it } from 'vitest';
import { runBoot, type BootOptions } from '../../../src/application/boot/run-boot';
import type { StartupContext, StartupModule, StartupModuleLoader } from '../../../src/application/ports/startup-module';
import { RecordingLogger } from '../fakes/recording-logger';
import { mapRegistry } from '../startup/map-registry';
import { bootScenario, PATH, PUBLIC_PATH } from './boot-scenario';

function moduleLoader(name: string, run: StartupModule['run']): StartupModuleLoader {
  return { name, load: async () => ({ default: { name, run } }) };
}

function options(loaders: StartupModuleLoader[], overrides: Partial<BootOptions> = {}) {
  const effects: string[] = [];
  const logger = new RecordingLogger();
  const bootOptions: BootOptions = {
    loaders,
    container: mapRegistry(),
    router: { navigate: (path) => effects.push(`navigate ${path}`) },
    path: PATH,
    publicPath: PUBLIC_PATH,
    logger,
    leaveApp: (url) => effects.push(`leave for ${url}`),
    attachRouter: () => effects.push('attach router'),
    mount: () => effects.push('mount'),
    showStartupFailure: () => effects.push('startup failure notice'),
    ...overrides,
  };
  return { bootOptions, effects, logger };
}

describe('runBoot', () => {
  it('starts every import before any of them has finished', async () => {
    const started: string[] = [];
    const releases: (() => void)[] = [];
    const loaders = ['a', 'b', 'c'].map((name) => ({
      name,
      load: () => {
        started.push(name);
        return new Promise<{ default: StartupModule }>((resolve) => {
          releases.push(() => resolve({ default: { name, run: () => {} } }));
        });
      },
    }));
    const { bootOptions, effects } = options(loaders);
    const booted = runBoot(bootOptions);
    await Promise.resolve();
    expect(started).toEqual(['a', 'b', 'c']);
    releases.forEach((release) => release());
    expect((await booted).value).toBe('mounted');
    expect(effects).toEqual(['attach router', 'mount']);
  });

  it('hands every module the container, the router, the path, the public path and redirect', async () => {
    const seen: StartupContext[] = [];
    const { bootOptions } = options([moduleLoader('a', (context) => void seen.push(context))]);
    await runBoot(bootOptions);
    expect(seen[0]).toMatchObject({
      container: bootOptions.container,
      router: bootOptions.router,
      path: PATH,
      publicPath: PUBLIC_PATH,
      redirect: expect.any(Function),
    });
  });

  it('waits for a module that returns a promise before running the next', async () => {
    const order: string[] = [];
    const { bootOptions } = options([
      moduleLoader('slow', async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        order.push('slow');
      }),
      moduleLoader('next', () => void order.push('next')),
    ]);
    await runBoot(bootOptions);
    expect(order).toEqual(['slow', 'next']);
  });

  it('goes to the first url asked for even if the module throws afterwards', async () => {
    const { bootOptions, effects } = options([
      moduleLoader('a', ({ redirect }) => {
        redirect('/first');
        redirect('/second');
        throw new Error('after the redirect');
      }),
    ]);
    const snapshot = await runBoot(bootOptions);
    expect(snapshot.value).toBe('redirected');
    expect(effects).toEqual(['navigate /first']);
  });

  it('follows a url carried by any thrown value, not only an Error', async () => {
    const { bootOptions, effects } = options([
      moduleLoader('a', () => Promise.reject({ url: 'HTTP://legacy.example.test/' })),
    ]);
    expect((await runBoot(bootOptions)).context.redirect).toEqual({ module: 'a', url: 'HTTP://legacy.example.test/' });
    expect(effects).toEqual(['leave for HTTP://legacy.example.test/']);
  });

  it('halts on a thrown value that is not an Error, logging it as it is', async () => {
    const { bootOptions, effects, logger } = options([
      moduleLoader('a', () => {
        throw 'plain text';
      }),
    ]);
    const snapshot = await runBoot(bootOptions);
    expect(snapshot.context.failure).toEqual({ module: 'a', reason: 'plain text' });
    expect(effects).toEqual(['startup failure notice']);
    expect(logger.lines).toContainEqual({
      level: 'error',
      message: 'Boot error: startup module "a" failed, the portal stops: plain text',
      details: 'plain text',
    });
  });

  it('skips a chunk that exports no startup module, as an import failure', async () => {
    const { bootOptions, effects } = options([
      { name: 'broken', load: async () => ({ default: {} as StartupModule }) },
      moduleLoader('fine', () => {}),
    ]);
    const snapshot = await runBoot(bootOptions);
    expect(snapshot.context.importFailures).toEqual([{ module: 'broken', reason: 'it exports no startup module' }]);
    expect(snapshot.context.ran).toEqual(['fine']);
    expect(effects).toEqual(['attach router', 'mount']);
  });

  it('logs an import failure with what was thrown, for its stack', async () => {
    const { logger } = await bootScenario({ charts: { kind: 'import fails', reason: 'Failed to fetch' } });
    const line = logger.lines.find((entry) => entry.level === 'error');
    expect(line?.message).toBe('Boot error: startup module "charts" could not be loaded and is skipped: Failed to fetch');
    expect(line?.details).toEqual(new Error('Failed to fetch'));
  });

  it('rejects when mounting itself fails, so the composition root sees it', async () => {
    const { bootOptions } = options([moduleLoader('a', () => {})], {
      mount: () => {
        throw new Error('no #root');
      },
    });
    await expect(runBoot(bootOptions)).rejects.toThrow('no #root');
  });
});
