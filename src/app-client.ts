import type { ContractClient } from './adapters/http/contract-client';
import { lazily } from './adapters/http/lazily';
import type { LazyCatalogues } from './adapters/i18n/lazy-namespaces';
import { NAV_BADGES, type NavBadge, type NavBadgeSpec } from './application/ports/nav-badge';
import type { LabMachine } from './application/lab/lab-machine';
import type { AppScreens } from './ui/routing/screen-registry';

/** An app's gateways: one module, loaded with the contract schemas it validates with on the first call of any. */
interface AppGateways<Gateways> {
  readonly load: () => Promise<(client: ContractClient) => Gateways>;
  /** Each port token and the gateway of the module that serves it. */
  readonly bind: ReadonlyArray<readonly [token: symbol, pick: (gateways: Gateways) => object]>;
}

/**
 * An app's manifest (its client.ts): all the shell needs to run it, each part loaded when first used. It is the
 * app's own composition root, so it may name every layer of the app.
 */
export interface AppClientSpec<Gateways> extends AppScreens {
  /** The app's slug, declared once in its domain. */
  readonly slug: string;
  /** Its i18next namespaces, each named after the app (`manage`, `manage-assets`). */
  readonly catalogues: LazyCatalogues;
  readonly gateways?: AppGateways<Gateways>;
  /** Other ports the app binds, to adapters that load their heavy part on first use. */
  readonly services?: ReadonlyArray<readonly [token: symbol, service: unknown]>;
  /** A count beside the app's sidebar entry. */
  readonly navBadge?: NavBadgeSpec;
  /** The app's machines for the Machine Lab, loaded by the lab's page only (one manifest of a folder declares them). */
  readonly labMachines?: () => Promise<readonly LabMachine[]>;
}

/** A manifest with its gateways' type forgotten, so that one list holds every app. */
export interface AppClient extends Omit<AppClientSpec<unknown>, 'gateways'> {
  readonly gateways?: {
    readonly load: () => Promise<(client: ContractClient) => unknown>;
    readonly bind: ReadonlyArray<readonly [token: symbol, pick: (gateways: never) => object]>;
  };
}

export function defineAppClient<Gateways>(spec: AppClientSpec<Gateways>): AppClient {
  return spec;
}

type LazyGateway = Record<string, (...args: unknown[]) => Promise<unknown>>;

/**
 * Every service the apps bind: each gateway loads its app's module on its first call, other services as they are;
 * and the sidebar's badges, one per app that declares one.
 */
export function appServices(apps: readonly AppClient[], client: () => Promise<ContractClient>): Array<readonly [symbol, unknown]> {
  const badges: NavBadge[] = apps.flatMap((app) => (app.navBadge ? [{ slug: app.slug, ...app.navBadge }] : []));
  const services = apps.flatMap((app) => {
    const { gateways } = app;
    if (!gateways) return [...(app.services ?? [])];
    let made: Promise<unknown> | null = null;
    const make = () => (made ??= Promise.all([gateways.load(), client()]).then(([create, contract]) => create(contract)));
    const bound = gateways.bind.map(
      ([token, pick]) => [token, lazily(() => make().then((all) => pick(all as never) as LazyGateway))] as const,
    );
    return [...bound, ...(app.services ?? [])];
  });
  return [...services, [NAV_BADGES, badges]];
}

/** The apps' namespaces, for the i18next backend. */
export function appCatalogues(apps: readonly AppClient[]): LazyCatalogues {
  return Object.assign({}, ...apps.map((app) => app.catalogues));
}
