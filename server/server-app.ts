import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from './db/database';
import type { Guards } from './http/mount-route';
import type { JobHandler } from './jobs/job-worker';
import type { AppProvidedPorts, PortName } from './ports/app-provided-ports';
import type { PersonSummaryLine } from './ports/person-summary-port';
import type { RecordHit, RecordSearcher } from './ports/record-search-port';
import type { AppRepositories, AppRepositoriesIn } from './repositories/app-repositories';
import type { AppDeps } from './services/service-deps';

/** Work an app does beside the API: a listener, a poller. */
export interface AppBackground {
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * An app's server part (server/apps/<app>/index.ts): what the kernel composes, mounts and seeds for it. `Own` is its
 * repositories, `Uses` the ports of other apps it calls; its deps carry those and nothing of any other app.
 */
export interface ServerApp<Own, Services, Uses extends PortName = never> {
  /** The app's folder name. */
  readonly id: string;
  /** The ports other apps provide that its use cases and its demo seed call. */
  readonly uses?: readonly Uses[];
  /** Over a database or a transaction of it: the app's store adds them to the kernel's as `repos.own`. */
  readonly repositories: (db: Db) => Own;
  // NoInfer: `Own` and `Uses` are what `repositories` and `uses` say, never what a use case would like them to be.
  readonly services: (deps: AppDeps<NoInfer<Own>, NoInfer<Uses>>) => Services;
  /** Mounts the app's routes of the contract on the API. */
  readonly mount: (api: FastifyInstance, guards: Guards, services: Services) => void;
  /**
   * Fills a new demo organisation with the app's sample data, inside the demo seed's transaction; the apps before it
   * in `serverApps` have seeded theirs. `people` is the demo employee, the admin, then the rest of the staff, the
   * last two of whom have left.
   */
  readonly seedDemo?: (
    repos: AppRepositories<NoInfer<Own>>,
    organisationId: string,
    people: readonly string[],
    ports: Pick<AppProvidedPorts, NoInfer<Uses>>,
  ) => Promise<void>;
  /** Started once the server is ready; stopped as it closes, before the stores it uses are. */
  readonly background?: (deps: AppDeps<NoInfer<Own>, NoInfer<Uses>>, log: FastifyBaseLogger) => AppBackground;
  /** The job kinds the app runs on the kernel's queue, by kind; the composition root hands them to the worker. */
  readonly jobs?: (services: Services) => Readonly<Record<string, JobHandler>>;
  /**
   * What the app knows of one person (counts, balances, each linked to the app's page of them), read in the caller's
   * scope; the kernel gathers every app's into the person summary port. None when it knows nothing of them.
   */
  readonly personSummary?: (repos: AppRepositories<NoInfer<Own>>, organisationId: string, personId: string, at: Date) => Promise<readonly PersonSummaryLine[]>;
  /**
   * The app's records matching what someone typed into the command palette (at most HITS_PER_APP of each kind), only those the
   * searcher may see; the kernel gathers every app's into the record search port.
   */
  readonly recordSearch?: (repos: AppRepositories<NoInfer<Own>>, searcher: RecordSearcher, query: string) => Promise<readonly RecordHit[]>;
  /**
   * Kernel ports (server/ports) the app implements for the others, over its repositories in each caller's scope
   * (`repositoriesIn(callersRepos)`), so that a call lands in the caller's transaction; the composition root binds them.
   * `deps` are the app's own, for a port that runs its use cases: read when the port is called, once every port is
   * bound; none while the demo is seeded, when no port that needs them is called. A port that calls another app's port
   * reaches it through `uses`, read when called (the seed's too): the ports are bound after all apps provided theirs.
   */
  readonly provides?: (
    repositoriesIn: AppRepositoriesIn<NoInfer<Own>>,
    deps: () => AppDeps<NoInfer<Own>, NoInfer<Uses>>,
    uses: () => Pick<AppProvidedPorts, NoInfer<Uses>>,
  ) => Partial<AppProvidedPorts>;
}

export function defineServerApp<Own, Services, Uses extends PortName = never>(app: ServerApp<Own, Services, Uses>) {
  return app;
}
