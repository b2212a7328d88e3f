import { assign, fromCallback, setup, type SnapshotFrom } from 'xstate';

export interface ModuleFailure {
  readonly module: string;
  readonly reason: string;
}

interface BootRedirect {
  readonly module: string;
  readonly url: string;
}

export type BootEvent =
  | { readonly type: 'IMPORTS_SETTLED'; readonly loaded: readonly string[]; readonly failed: readonly ModuleFailure[] }
  | { readonly type: 'MODULE_DONE'; readonly module: string }
  | { readonly type: 'MODULE_REDIRECTED'; readonly module: string; readonly url: string }
  | { readonly type: 'MODULE_FAILED'; readonly module: string; readonly reason: string };

interface BootInput {
  /** Every startup module by name, in the order they run. */
  readonly modules: readonly string[];
}

interface BootContext {
  readonly modules: readonly string[];
  /** The modules whose import succeeded, in run order. */
  readonly loaded: readonly string[];
  readonly importFailures: readonly ModuleFailure[];
  readonly running: string | null;
  readonly ran: readonly string[];
  /** The error that halted startup. */
  readonly failure: ModuleFailure | null;
  readonly redirect: BootRedirect | null;
}

/**
 * Startup of spec 4: all modules are imported at once, those loaded run one by one, and the app mounts
 * unless a module redirects or fails. Importing and running are actors and every effect is an action, all
 * provided by the caller (see runBoot), so the definition replays with `transition` and traverses with
 * xstate/graph without touching a browser.
 */
export const bootMachine = setup({
  types: {
    context: {} as BootContext,
    events: {} as BootEvent,
    input: {} as BootInput,
  },
  actors: {
    /** Imports every module at once and sends IMPORTS_SETTLED when all have succeeded or failed. */
    importModules: fromCallback<BootEvent, { modules: readonly string[] }>(() => {}),
    /** Runs one module and sends MODULE_DONE, MODULE_REDIRECTED or MODULE_FAILED. */
    runModule: fromCallback<BootEvent, { module: string }>(() => {}),
  },
  actions: {
    recordImports: assign(({ context, event }) => {
      if (event.type !== 'IMPORTS_SETTLED') return {};
      const loaded = context.modules.filter((name) => event.loaded.includes(name));
      return { loaded, importFailures: event.failed, running: loaded[0] ?? null };
    }),
    reportImportFailures: (_, _params: { failures: readonly ModuleFailure[] }) => {},
    followRedirect: (_, _params: { url: string }) => {},
    reportBootError: (_, _params: ModuleFailure) => {},
    showStartupFailure: () => {},
    attachRouter: () => {},
    mount: () => {},
  },
  guards: {
    nothingLeftToRun: ({ context }) => context.running === null,
    /** Ignores word from any module but the one running, so a stray event cannot skip a step. */
    fromRunningModule: ({ context, event }) => 'module' in event && event.module === context.running,
  },
}).createMachine({
  id: 'boot',
  context: ({ input }) => ({
    modules: input.modules,
    loaded: [],
    importFailures: [],
    running: null,
    ran: [],
    failure: null,
    redirect: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: { src: 'importModules', input: ({ context }) => ({ modules: context.modules }) },
      on: {
        IMPORTS_SETTLED: {
          target: 'running',
          actions: [
            'recordImports',
            { type: 'reportImportFailures', params: ({ event }) => ({ failures: event.failed }) },
          ],
        },
      },
    },
    running: {
      always: { guard: 'nothingLeftToRun', target: 'mounted' },
      // With nothing left to run the state is left at once and the invoked actor never starts.
      invoke: { src: 'runModule', input: ({ context }) => ({ module: context.running ?? '' }) },
      on: {
        MODULE_DONE: {
          guard: 'fromRunningModule',
          target: 'running',
          reenter: true,
          actions: assign(({ context, event }) => ({
            ran: [...context.ran, event.module],
            running: context.loaded[context.ran.length + 1] ?? null,
          })),
        },
        MODULE_REDIRECTED: {
          guard: 'fromRunningModule',
          target: 'redirected',
          actions: [
            assign({ redirect: ({ event }) => ({ module: event.module, url: event.url }) }),
            { type: 'followRedirect', params: ({ event }) => ({ url: event.url }) },
          ],
        },
        MODULE_FAILED: {
          guard: 'fromRunningModule',
          target: 'halted',
          actions: [
            assign({ failure: ({ event }) => ({ module: event.module, reason: event.reason }) }),
            { type: 'reportBootError', params: ({ event }) => ({ module: event.module, reason: event.reason }) },
          ],
        },
      },
    },
    redirected: { type: 'final' },
    halted: { type: 'final', entry: 'showStartupFailure' },
    mounted: { type: 'final', entry: ['attachRouter', 'mount'] },
  },
});

export type BootSnapshot = SnapshotFrom<typeof bootMachine>;
