import type { ServiceRegistry } from './service-registry';

/** The little of the router a startup module may touch; the navigation service satisfies it. */
export interface StartupRouter {
  navigate(path: string, options?: { replace?: boolean }): void;
}

export interface StartupContext {
  readonly container: ServiceRegistry;
  readonly router: StartupRouter;
  /** Ends startup: the browser goes to the url and the app is not mounted. */
  redirect(url: string): void;
  /** The path (with query and hash) the browser opened the portal on. */
  readonly path: string;
  /** Where the app is served from, ending in a slash. */
  readonly publicPath: string;
}

/** One step of startup (spec 4). Throwing a value that carries `url` sends the browser there. */
export interface StartupModule {
  readonly name: string;
  run(context: StartupContext): void | Promise<void>;
}

/** A startup module behind its own dynamic import, so that each is a chunk of its own. */
export interface StartupModuleLoader {
  readonly name: string;
  load(): Promise<{ readonly default: StartupModule }>;
}
