import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from './db/database';
import type { Guards } from './http/mount-route';
import type { JobHandler } from './jobs/job-worker';
import type { AppProvidedPorts } from './ports/app-provided-ports';
import type { Repositories } from './repositories';
import type { ServiceDeps } from './services/service-deps';

/** Work an app does beside the API: a listener, a poller. */
export interface AppBackground {
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** What a demo seed may reach beyond its app's repositories: the kernel's, and the ports the apps provide (seeded in order). */
export interface DemoKernel {
  readonly repos: Repositories;
  readonly ports: AppProvidedPorts;
}

/** An app's server part (server/apps/<app>/index.ts): what the kernel composes, mounts and seeds for it. */
export interface ServerApp<Id extends string, Repos, Services> {
  /** The app's folder name; its repositories and services appear under this key. */
  readonly id: Id;
  /** Over a database or a transaction of it: the store adds them to every `repos` as `repos[id]`. */
  readonly repositories: (db: Db) => Repos;
  readonly services: (deps: ServiceDeps) => Services;
  /** Mounts the app's routes of the contract on the API. */
  readonly mount: (api: FastifyInstance, guards: Guards, services: Services) => void;
  /**
   * Fills a new demo organisation with the app's sample data, inside the demo seed's transaction; the apps before it
   * in `serverApps` have seeded theirs.
   */
  readonly seedDemo?: (repos: Repos, organisationId: string, people: readonly string[], kernel: DemoKernel) => Promise<void>;
  /** Started once the server is ready; stopped as it closes, before the stores it uses are. */
  readonly background?: (deps: ServiceDeps, log: FastifyBaseLogger) => AppBackground;
  /** The job kinds the app runs on the kernel's queue, by kind; the composition root hands them to the worker. */
  readonly jobs?: (services: Services) => Readonly<Record<string, JobHandler>>;
  /** Kernel ports (server/ports) the app implements for the others; the composition root binds them. */
  readonly provides?: Partial<AppProvidedPorts>;
}

export function defineServerApp<Id extends string, Repos, Services>(app: ServerApp<Id, Repos, Services>) {
  return app;
}
