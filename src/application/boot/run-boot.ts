import { createActor, fromCallback, waitFor, type ActorOptions } from 'xstate';
import type { LoggerPort } from '../ports/logger-port';
import type { ServiceRegistry } from '../ports/service-registry';
import type { StartupContext, StartupModule, StartupModuleLoader, StartupRouter } from '../ports/startup-module';
import { bootMachine, type BootEvent, type BootSnapshot, type ModuleFailure } from './boot-machine';
import { redirectUrlOf } from './redirect-url';

export interface BootOptions {
  /** The startup modules, in the order they run. */
  readonly loaders: readonly StartupModuleLoader[];
  readonly container: ServiceRegistry;
  readonly router: StartupRouter;
  readonly path: string;
  readonly publicPath: string;
  readonly logger: LoggerPort;
  /** Leaves the app for an absolute http(s) URL (location.assign). */
  leaveApp(url: string): void;
  attachRouter(): void;
  /** Renders the app into its root element. */
  mount(): void;
  /** Puts the plain "the portal could not start" notice on the page. */
  showStartupFailure(): void;
  /** Passed to the actor, so that the events it receives can be recorded for replay. */
  readonly inspect?: ActorOptions<typeof bootMachine>['inspect'];
}

const ABSOLUTE_HTTP_URL = /^https?:\/\//i;

function reasonOf(thrown: unknown): string {
  return thrown instanceof Error ? thrown.message : String(thrown);
}

function isStartupModule(value: unknown): value is StartupModule {
  return typeof value === 'object' && value !== null && typeof (value as StartupModule).run === 'function';
}

/**
 * Starts the portal (spec 4): the boot machine with the real importing, running and effects provided.
 * Resolves with the final snapshot: mounted, redirected or halted.
 */
export function runBoot(options: BootOptions): Promise<BootSnapshot> {
  const { loaders, logger } = options;
  const modules = new Map<string, StartupModule>();
  // What was thrown, kept out of the machine's context so that the context stays plain data.
  const thrown = new Map<string, unknown>();

  async function importAll(): Promise<BootEvent> {
    const results = await Promise.allSettled(loaders.map((loader) => loader.load()));
    const failed: ModuleFailure[] = [];
    results.forEach((result, index) => {
      const { name } = loaders[index]!;
      if (result.status === 'fulfilled' && isStartupModule(result.value.default)) {
        modules.set(name, result.value.default);
        return;
      }
      const error = result.status === 'rejected' ? result.reason : new Error('it exports no startup module');
      thrown.set(name, error);
      failed.push({ module: name, reason: reasonOf(error) });
    });
    return { type: 'IMPORTS_SETTLED', loaded: [...modules.keys()], failed };
  }

  async function run(name: string): Promise<BootEvent> {
    // Asserted wide: the closure below assigns it, which flow analysis does not see.
    let requested = null as string | null;
    const context: StartupContext = {
      container: options.container,
      router: options.router,
      path: options.path,
      publicPath: options.publicPath,
      redirect: (url) => {
        requested ??= url;
      },
    };
    try {
      await modules.get(name)?.run(context);
    } catch (error) {
      const url = requested ?? redirectUrlOf(error);
      if (url !== null) return { type: 'MODULE_REDIRECTED', module: name, url };
      thrown.set(name, error);
      return { type: 'MODULE_FAILED', module: name, reason: reasonOf(error) };
    }
    return requested === null
      ? { type: 'MODULE_DONE', module: name }
      : { type: 'MODULE_REDIRECTED', module: name, url: requested };
  }

  const machine = bootMachine.provide({
    actors: {
      importModules: fromCallback(({ sendBack }) => {
        void importAll().then(sendBack);
      }),
      runModule: fromCallback(({ input, sendBack }) => {
        void run(input.module).then(sendBack);
      }),
    },
    actions: {
      reportImportFailures: (_, { failures }) => {
        for (const { module, reason } of failures) {
          logger.error(`Boot error: startup module "${module}" could not be loaded and is skipped: ${reason}`, thrown.get(module));
        }
      },
      followRedirect: (_, { url }) => {
        if (ABSOLUTE_HTTP_URL.test(url)) options.leaveApp(url);
        else options.router.navigate(url, { replace: true });
      },
      reportBootError: (_, { module, reason }) => {
        logger.error(`Boot error: startup module "${module}" failed, the portal stops: ${reason}`, thrown.get(module));
      },
      showStartupFailure: () => options.showStartupFailure(),
      attachRouter: () => options.attachRouter(),
      mount: () => options.mount(),
    },
  });

  const actor = createActor(machine, {
    input: { modules: loaders.map((loader) => loader.name) },
    ...(options.inspect && { inspect: options.inspect }),
  });
  const finished = waitFor(actor, (snapshot) => snapshot.status === 'done');
  actor.start();
  return finished;
}
