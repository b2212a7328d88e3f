import type { ContractClient } from './adapters/http/contract-client';
import { lazily } from './adapters/http/lazily';
import type { LazyCatalogues } from './adapters/i18n/lazy-namespaces';
import { NAV_BADGES, type NavBadge, type NavBadgeSpec } from './application/ports/nav-badge';
import type { LabMachine } from './application/lab/lab-machine';
import type { AppDeclaration } from './domain/apps/app-declaration';
import type { Language } from './domain/i18n/language';
import { APP_CONNECTIONS, type AppConnectionPanels } from './ui/routing/app-connections';
import type { AppScreens, ScreenLoaders } from './ui/routing/screen-registry';

/** A module of gateways, loaded with the contract schemas it validates with on the first call of any. */
interface GatewayModuleSpec<Gateways> {
  readonly load: () => Promise<(client: ContractClient) => Gateways>;
  /** Each port token and the gateway of the module that serves it. */
  readonly bind: ReadonlyArray<readonly [token: symbol, pick: (gateways: Gateways) => object]>;
}

/** A module of gateways with their type forgotten, so that one app lists several. */
export interface GatewayModule {
  readonly load: () => Promise<(client: ContractClient) => unknown>;
  readonly bind: ReadonlyArray<readonly [token: symbol, pick: (gateways: never) => object]>;
}

export function gatewayModule<Gateways>(module: GatewayModuleSpec<Gateways>): GatewayModule {
  return module;
}

/** An app folder's machines for the Machine Lab, and their names in every language. */
export interface AppLabMachines {
  readonly machines: readonly LabMachine[];
  readonly names: Readonly<Record<Language, Readonly<Record<string, string>>>>;
}

/** What an app folder runs in the browser beside its declaration, each part loaded when first used. */
interface AppClientSpec {
  /**
   * The folder's main i18next namespace: its `refusals.*` word the rule codes its server refuses with, its `routes.*`
   * title its pages in breadcrumbs.
   */
  readonly namespace?: string;
  /** Its screens by the name of a route it declares; a declared route without one shows the shared app screen. */
  readonly screens: ScreenLoaders;
  /** Its i18next namespaces, each named after the folder (`manage`, `manage-assets`). */
  readonly catalogues: LazyCatalogues;
  /** The kernel's lazily loaded namespaces its screens show words of (`activity`): fetched beside them, as its own are. */
  readonly kernelNamespaces?: readonly string[];
  /** Its gateway modules, each bound once: a screen may call a gateway another of the folder's apps uses. */
  readonly gateways?: readonly GatewayModule[];
  /** Other ports the app binds, to adapters that load their heavy part on first use. */
  readonly services?: ReadonlyArray<readonly [token: symbol, service: unknown]>;
  /** Its apps' own connections, by slug, for their `/apps/{app}/integrations` pages. */
  readonly connections?: AppConnectionPanels;
  /** Counts beside its apps' sidebar entries, by slug. */
  readonly navBadges?: Readonly<Record<string, NavBadgeSpec>>;
  /** The folder's machines for the Machine Lab, loaded by the lab's page only. */
  readonly labMachines?: () => Promise<AppLabMachines>;
}

/**
 * An app folder's browser part (its client.ts): its declaration and what the shell needs to run it. It is the
 * folder's own composition root, so it may name every layer of the folder.
 */
export interface AppClient extends AppScreens, Omit<AppClientSpec, 'screens' | 'gateways'> {
  readonly gateways?: readonly GatewayModule[];
}

export function defineAppClient(app: AppDeclaration, spec: AppClientSpec): AppClient {
  return { ...spec, app, id: app.id, namespaces: [...Object.keys(spec.catalogues), ...(spec.kernelNamespaces ?? [])] };
}

type LazyGateway = Record<string, (...args: unknown[]) => Promise<unknown>>;

/**
 * Every service the apps bind: each gateway loads its app's module on its first call, other services as they are;
 * the sidebar's badges and the apps' connection panels.
 */
export function appServices(clients: readonly AppClient[], client: () => Promise<ContractClient>): Array<readonly [symbol, unknown]> {
  const badges: NavBadge[] = clients.flatMap((app) => Object.entries(app.navBadges ?? {}).map(([slug, badge]) => ({ slug, ...badge })));
  const bindModule = (module: GatewayModule) => {
    let made: Promise<unknown> | null = null;
    const make = () => (made ??= Promise.all([module.load(), client()]).then(([create, contract]) => create(contract)));
    return module.bind.map(([token, pick]) => [token, lazily(() => make().then((all) => pick(all as never) as LazyGateway))] as const);
  };
  const services = clients.flatMap((app) => [...(app.gateways ?? []).flatMap(bindModule), ...(app.services ?? [])]);
  const connections: AppConnectionPanels = Object.assign({}, ...clients.map((app) => app.connections ?? {}));
  return [...services, [NAV_BADGES, badges], [APP_CONNECTIONS, connections]];
}

/** The apps' namespaces, for the i18next backend. */
export function appCatalogues(clients: readonly AppClient[]): LazyCatalogues {
  return Object.assign({}, ...clients.map((app) => app.catalogues));
}
