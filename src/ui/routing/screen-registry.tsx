import type { ComponentType } from 'react';
import type { AppDeclaration } from '../../domain/apps/app-declaration';
import { routesOf } from '../../domain/apps/app-routes';
import type { RouteDef } from '../../domain/routing/route';
import { AppScope, type AppScopeValue } from '../apps/app-scope';
import { loadAppStylesheet } from '../apps/app-stylesheet';
import { ScreenLoading } from '../kit/screen-loading';
import { preloadableComponent, type PreloadableComponent } from './preloadable-component';
import type { ScreenProps } from './screen-props';

export type Screen = ComponentType<ScreenProps>;
export type ScreenModule = { readonly default: ComponentType<ScreenProps> };

type LoadScreen = () => Promise<ScreenModule>;

/** Screens by route name, each loaded on first view. */
export type ScreenLoaders = Readonly<Record<string, LoadScreen>>;

/** What the registry needs of an app folder: its declaration, and its screens by the names of the routes it declares. */
export interface AppScreens extends AppScopeValue {
  readonly app: AppDeclaration;
  readonly screens: ScreenLoaders;
  /** The app's gateway modules: their code is fetched beside a screen's, which calls them as soon as it renders. */
  readonly gateways?: readonly { readonly load: () => Promise<unknown> }[];
  /** The i18next namespaces of the app's folder: fetched beside a screen's code, so that no word of it suspends. */
  readonly namespaces?: readonly string[];
}

/** Fetches i18next namespaces in the language shown; what cannot be fetched is left to the screen's own asking. */
export type LoadNamespaces = (namespaces: readonly string[]) => Promise<unknown>;

const loadAppDashboard: LoadScreen = () => import('../screens/apps/app-dashboard-screen');
const loadDemoSubmitted: LoadScreen = () => import('../screens/public/demo-submitted-screen');

/** The shell's own screens by route name, each its own chunk. */
const shellScreens: Readonly<Record<string, LoadScreen>> = {
  login: () => import('../screens/shell/login-screen'),
  signup: () => import('../screens/shell/signup-screen'),
  oauth: () => import('../screens/shell/oauth-popup-screen'),
  'login-default-user': () => import('../screens/shell/login-user-screen'),
  'external-login': () => import('../screens/public/external-login-screen'),
  'request-demo': () => import('../screens/public/request-demo-screen'),
  'request-demo-submitted': loadDemoSubmitted,
  'request-demo-success': loadDemoSubmitted,
  profile: () => import('../screens/shell/profile-screen'),
  settings: () => import('../screens/shell/settings-screen'),
  'quick-links': () => import('../screens/shell/quick-links-screen'),
  dashboard: () => import('../screens/shell/dashboard-screen'),
  'app-store': () => import('../screens/shell/app-store-screen'),
  'app-details': () => import('../screens/shell/app-details-screen'),
  'not-found': () => import('../screens/shell/not-found-screen'),
};

/** The namespaces beyond the shell's own whose words a shell screen shows, by route name. */
const shellScreenNamespaces: Readonly<Record<string, readonly string[]>> = {
  // Its recent activity words the audit trail's action codes.
  dashboard: ['activity'],
};

/**
 * A screen's words, fetched beside its code: a word whose namespace is missing would suspend the screen after its first
 * render (useTranslation), and the screen's calls would wait for it; a namespace that fails to arrive is asked for
 * again by the screen.
 */
const wordsOf = (namespaces: readonly string[] | undefined, loadNamespaces: LoadNamespaces) =>
  namespaces?.length ? loadNamespaces(namespaces).catch(() => undefined) : null;

/** The shell's screens, each with the words of its namespaces beyond the shell's. */
function shellScreenLoaders(loadNamespaces: LoadNamespaces): Readonly<Record<string, LoadScreen>> {
  return Object.fromEntries(
    Object.entries(shellScreens).map(([name, load]) => {
      const namespaces = shellScreenNamespaces[name];
      return [name, namespaces ? async () => (await Promise.all([load(), wordsOf(namespaces, loadNamespaces)]))[0] : load];
    }),
  );
}

/** An app's screen loads with its stylesheet, and the kit inside knows whose screen it is. */
function appScreenLoader(app: AppScreens, load: LoadScreen, loadNamespaces: LoadNamespaces): LoadScreen {
  const scope: AppScopeValue = { id: app.id, ...(app.namespace !== undefined && { namespace: app.namespace }) };
  return async () => {
    // Not waited for: a screen that fails to fetch one reports it where it calls the gateway.
    for (const gateways of app.gateways ?? []) gateways.load().catch(() => undefined);
    const words = wordsOf(app.namespaces, loadNamespaces);
    const [, { default: Shown }] = await Promise.all([loadAppStylesheet(app.id), load(), words]);
    return {
      default: (props: ScreenProps) => (
        <AppScope app={scope}>
          <Shown {...props} />
        </AppScope>
      ),
    };
  };
}

/** Every app screen's loader by route name; routes without one show the shared app dashboard (spec 2.4). */
function appScreenLoaders(apps: readonly AppScreens[], loadNamespaces: LoadNamespaces): (route: RouteDef) => LoadScreen {
  const loaders = new Map<string, LoadScreen>();
  for (const app of apps) {
    const declared = new Set(routesOf(app.app).map((route) => route.name));
    // One wrapped loader per loader of the app: routes that share one share a screen, which does not suspend again.
    const wrapped = new Map<LoadScreen, LoadScreen>();
    for (const [name, load] of Object.entries(app.screens)) {
      if (!declared.has(name)) throw new Error(`the app ${app.id} has a screen for ${name}, a route it does not declare`);
      if (loaders.has(name) || name in shellScreens) throw new Error(`two screens claim the route ${name}`);
      if (!wrapped.has(load)) wrapped.set(load, appScreenLoader(app, load, loadNamespaces));
      loaders.set(name, wrapped.get(load)!);
    }
  }
  return (route) => loaders.get(route.name) ?? loadAppDashboard;
}

/**
 * Screens shown without the apps' parts and TanStack Query, which the others wait for: sign-in, which must be live
 * before anything else arrives. Its identity-provider buttons bring TanStack Query after the form (login-screen.tsx).
 */
const QUICK_SCREENS: ReadonlySet<string> = new Set(['login']);

export const waitsForSignedInParts = (routeName: string) => !QUICK_SCREENS.has(routeName);

/** The shell's own screen keys, for the test that holds them to the route table. */
export const shellScreenKeys: readonly string[] = Object.keys(shellScreens);

export type ScreenFor = (route: RouteDef) => Screen;

/** The screens by route, and their fetching ahead of time. */
export interface ScreenRegistry {
  /** A route's screen; routes that share a loader share one component. */
  readonly screenFor: ScreenFor;
  /**
   * Starts fetching a route's screen before React asks for it, so that the first screen's chunk downloads beside
   * startup instead of after it. Resolves once it has arrived or failed.
   */
  readonly preload: (route: RouteDef) => Promise<void>;
  /**
   * The apps' browser parts, loaded (and their services bound) on the first call: the same promise at every call, so
   * that a screen may wait for it while rendering. Every screen but sign-in does.
   */
  readonly appsReady: () => Promise<unknown>;
}

/** The apps as the registry gets them: at once (tests, the lab), or loaded on first need (the portal, after sign-in). */
type AppsSource = readonly AppScreens[] | (() => Promise<readonly AppScreens[]>);

/**
 * Screens fetched ahead render at once (preloadable-component.ts); routes that share a loader share one component.
 * With apps loaded on first need, an app's screen waits for them, then for its own chunk and its folder's words
 * (`loadNamespaces`; without one, a screen's words arrive as it asks for them).
 */
export function createScreenRegistry(apps: AppsSource, loadNamespaces: LoadNamespaces = async () => undefined): ScreenRegistry {
  const shellLoaders = shellScreenLoaders(loadNamespaces);
  let appLoaderFor = typeof apps === 'function' ? null : appScreenLoaders(apps, loadNamespaces);
  const loadApps = typeof apps === 'function' ? apps : null;
  let ready: Promise<unknown> | null = loadApps ? null : Promise.resolve();
  const appsReady = () =>
    (ready ??= loadApps!().then((list) => {
      appLoaderFor = appScreenLoaders(list, loadNamespaces);
    }));
  // Before the apps are there, an app route's loader waits for them: one per route, as its screen is not known yet.
  const waiting = new Map<string, LoadScreen>();
  const loaderFor = (route: RouteDef): LoadScreen => {
    const shell = shellLoaders[route.name];
    if (shell) return shell;
    if (appLoaderFor) return appLoaderFor(route);
    let load = waiting.get(route.name);
    if (!load) {
      load = () => appsReady().then(() => appLoaderFor!(route)());
      waiting.set(route.name, load);
    }
    return load;
  };
  const screens = new Map<LoadScreen, PreloadableComponent<ScreenProps>>();
  const screenOf = (route: RouteDef) => {
    const load = loaderFor(route);
    let screen = screens.get(load);
    if (!screen) {
      screen = preloadableComponent(load, () => <ScreenLoading />);
      screens.set(load, screen);
    }
    return screen;
  };
  return {
    appsReady,
    screenFor: (route) => screenOf(route).component(),
    preload: (route) =>
      screenOf(route)
        .preload()
        .catch(() => {
          // A chunk that fails here fails again when shown, where the screen's error boundary reports it.
        }),
  };
}
