import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Guards } from './http/mount-route';
import type { JobHandler } from './jobs/job-worker';
import type { AppProvidedPorts, PortName } from './ports/app-provided-ports';
import type { PersonSummaryLine } from './ports/person-summary-port';
import type { RecordHit, RecordSearcher } from './ports/record-search-port';
import type { Repositories } from './repositories';
import { appRepositoriesIn, appStoreOf } from './repositories/app-repositories';
import type { AppBackground, ServerApp } from './server-app';
import type { AppDeps, ServiceDeps } from './services/service-deps';

/** What the composition root binds every app to. */
export interface AppKernel {
  readonly deps: ServiceDeps;
  /** Every port the apps provide; each app gets those it declares it uses. */
  readonly ports: AppProvidedPorts;
  readonly log: FastifyBaseLogger;
}

/** What the ports are provided over: every port, filled in as the apps provide them, and the kernel's deps (none while seeding). */
export interface ProvidingKernel {
  readonly deps: ServiceDeps | null;
  readonly ports: AppProvidedPorts;
}

/** An app bound to its deps: its routes, job kinds and background work, with none of the app's types left. */
export interface ComposedApp {
  readonly jobs: Readonly<Record<string, JobHandler>>;
  readonly background: AppBackground | null;
  mount(api: FastifyInstance, guards: Guards): void;
}

/**
 * An app as the list of apps holds it. Each app's own types (its repositories, services and ports) stay inside these
 * functions, so the list is of one type, and no app's type reaches the kernel or another app.
 */
export interface ComposableApp {
  /** The ports it provides for the others, each call on its repositories in the caller's scope. */
  provides(kernel: ProvidingKernel): Partial<AppProvidedPorts>;
  /** What it knows of a person, in the scope of the kernel's `repos`. */
  personSummary(repos: Repositories, organisationId: string, personId: string, at: Date): Promise<readonly PersonSummaryLine[]>;
  /** Its records matching a search, in the scope of the kernel's `repos`. */
  recordSearch(repos: Repositories, searcher: RecordSearcher, query: string): Promise<readonly RecordHit[]>;
  compose(kernel: AppKernel): ComposedApp;
  /** Its demo data, in the scope (the seed's transaction) of the kernel's `repos`. */
  seedDemo(repos: Repositories, organisationId: string, people: readonly string[], ports: AppProvidedPorts): Promise<void>;
}

function portsOf<Uses extends PortName>(uses: readonly Uses[] | undefined, ports: AppProvidedPorts): Pick<AppProvidedPorts, Uses> {
  return Object.fromEntries((uses ?? []).map((name) => [name, ports[name]])) as Pick<AppProvidedPorts, Uses>;
}

/** An app's deps: the kernel's, its own store over the kernel's, and the ports it declares it uses. */
export function appDepsOf<Own, Services, Uses extends PortName>(
  app: ServerApp<Own, Services, Uses>,
  kernel: Pick<AppKernel, 'deps' | 'ports'>,
): AppDeps<Own, Uses> {
  const { store, config, now, keys, mail, jobs, realtime, files } = kernel.deps;
  return { config, now, keys, mail, jobs, realtime, files, store: appStoreOf(store, app.repositories), ...portsOf(app.uses, kernel.ports) };
}

export function composable<Own, Services, Uses extends PortName>(app: ServerApp<Own, Services, Uses>): ComposableApp {
  return {
    provides: ({ deps, ports }) => {
      const appDeps = () => {
        if (!deps) throw new Error(`The ports of ${app.id} that run its use cases are not bound while the demo is seeded`);
        return appDepsOf(app, { deps, ports });
      };
      return app.provides?.((repos) => appRepositoriesIn(repos, app.repositories), appDeps, () => portsOf(app.uses, ports)) ?? {};
    },
    personSummary: async (repos, organisationId, personId, at) =>
      (await app.personSummary?.(appRepositoriesIn(repos, app.repositories), organisationId, personId, at)) ?? [],
    recordSearch: async (repos, searcher, query) => (await app.recordSearch?.(appRepositoriesIn(repos, app.repositories), searcher, query)) ?? [],
    compose: (kernel) => {
      const deps = appDepsOf(app, kernel);
      const services = app.services(deps);
      return {
        jobs: app.jobs?.(services) ?? {},
        background: app.background?.(deps, kernel.log) ?? null,
        mount: (api, guards) => app.mount(api, guards, services),
      };
    },
    seedDemo: async (repos, organisationId, people, ports) => {
      await app.seedDemo?.(appRepositoriesIn(repos, app.repositories), organisationId, people, portsOf(app.uses, ports));
    },
  };
}
