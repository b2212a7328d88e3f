import { Container } from 'inversify';
import { createRoot } from 'react-dom/client';
import { exposePortalApi } from './adapters/browser-api/portal-browser-api';
import { SessionStorageTraceRecorder } from './adapters/recording/session-storage-trace-recorder';
import { listenForTraceDownload } from './adapters/recording/trace-download-shortcut';
import { createHttpGateways } from './adapters/http/http-gateways';
import { createI18n } from './adapters/i18n/create-i18n';
import { ConsoleLogger } from './adapters/logging/console-logger';
import { BrowserHistory } from './adapters/routing/browser-history';
import { WindowScroll } from './adapters/routing/window-scroll';
import { browserLanguage } from './adapters/startup/browser-language';
import { startupModuleLoaders } from './adapters/startup/startup-module-loaders';
import { showStartupFailureNotice } from './adapters/startup/startup-failure-notice';
import { LocalStorageAdapter } from './adapters/storage/local-storage';
import { APP_INSTALLATION, AppInstallation } from './application/apps/app-installation';
import { runBoot } from './application/boot/run-boot';
import { TOAST_CENTER } from './application/feedback/toast-center';
import { NAVIGATION, NavigationService } from './application/navigation/navigation-service';
import { ACCOUNT_GATEWAY, type AccountGateway } from './application/ports/account-gateway';
import { APPS_GATEWAY, type AppsGateway } from './application/ports/apps-gateway';
import { AUTH_GATEWAY, type AuthGateway } from './application/ports/auth-gateway';
import { DASHBOARD_GATEWAY, type DashboardGateway } from './application/ports/dashboard-gateway';
import { HISTORY, type HistoryPort } from './application/ports/history-port';
import { I18N, I18N_CATALOGUES } from './application/ports/i18n-port';
import { JOBS_GATEWAY, type JobsGateway } from './application/ports/jobs-gateway';
import { QUICK_LINKS_GATEWAY, type QuickLinksGateway } from './application/ports/quick-links-gateway';
import { QUERY_CLIENT } from './application/ports/query-client-port';
import { LOGGER, type LoggerPort } from './application/ports/logger-port';
import { SCROLL, type ScrollPort } from './application/ports/scroll-port';
import type { ServiceRegistry } from './application/ports/service-registry';
import { STORAGE, type StoragePort } from './application/ports/storage-port';
import { TRACE_RECORDER, type TraceRecorderPort } from './application/ports/trace-recorder-port';
import { VISITOR_GATEWAY, type VisitorGateway } from './application/ports/visitor-gateway';
import { CSV_PARSER } from './application/ports/csv-parser-port';
import { lazyCsvParser } from './adapters/imports/lazy-csv-parser';
import { BrowserViewSettings } from './adapters/storage/browser-view-settings';
import { VIEW_SETTINGS } from './application/ports/view-settings-port';
import { SESSION_STORE, SessionStore } from './application/session/session-store';
import { SIGN_IN, SignIn } from './application/session/sign-in';
import { SIGN_OUT, SignOut } from './application/session/sign-out';
import { DEMO_REQUEST, DemoRequestFlow } from './application/visitors/demo-request';
import { EXTERNAL_SESSION, ExternalSession } from './application/visitors/external-session';
import { PortalApp } from './ui/portal-app';
import { holdsPrerenderedForm } from './ui/prerender/use-prerendered-form';
import { createRoutePreloader } from './ui/routing/route-preloader';
import { firstSidebarApp } from './domain/apps/app-catalogue';
import { createScreenRegistry } from './ui/routing/screen-registry';
import { appCatalogues, appServices, type AppClient } from './app-client';
import type { LazyCatalogues } from './adapters/i18n/lazy-namespaces';

/** The composition root: the one place that sees every layer and binds ports to adapters. */
function compose(): { container: Container; contractClient: ContractClientLoader } {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind<LoggerPort>(LOGGER).toConstantValue(new ConsoleLogger(console));
  container.bind<StoragePort>(STORAGE).toConstantValue(new LocalStorageAdapter(window.localStorage));
  container.bind<HistoryPort>(HISTORY).toConstantValue(new BrowserHistory(window));
  container.bind<ScrollPort>(SCROLL).toConstantValue(new WindowScroll(window));
  container.bind(SESSION_STORE).toDynamicValue((ctx) => new SessionStore(ctx.get(STORAGE), ctx.get(LOGGER)));
  container.bind<TraceRecorderPort>(TRACE_RECORDER).toConstantValue(new SessionStorageTraceRecorder(window.sessionStorage));
  container.bind(NAVIGATION).toDynamicValue((ctx) => {
    const session = ctx.get<SessionStore>(SESSION_STORE);
    // QA replays what the guard did in the Machine Lab: every event it receives is recorded.
    const inspect = ctx.get<TraceRecorderPort>(TRACE_RECORDER).inspector('guard', { session: session.session() });
    return new NavigationService(session, ctx.get(HISTORY), ctx.get(SCROLL), inspect);
  });
  const contractClient = bindHttpGateways(container);
  container.bind(I18N_CATALOGUES).toConstantValue(appNamespaces);
  container.bind(CSV_PARSER).toConstantValue(lazyCsvParser);
  container.bind(VIEW_SETTINGS).toConstantValue(new BrowserViewSettings(window.localStorage));
  container
    .bind(APP_INSTALLATION)
    .toDynamicValue((ctx) => new AppInstallation(ctx.get(APPS_GATEWAY), ctx.get(AUTH_GATEWAY), ctx.get(SESSION_STORE)));
  container
    .bind(DEMO_REQUEST)
    .toDynamicValue((ctx) => new DemoRequestFlow(ctx.get(VISITOR_GATEWAY), ctx.get(SESSION_STORE), ctx.get(NAVIGATION)));
  container
    .bind(EXTERNAL_SESSION)
    .toDynamicValue((ctx) => new ExternalSession(ctx.get(VISITOR_GATEWAY), ctx.get(STORAGE), ctx.get(NAVIGATION)));
  container
    .bind(SIGN_IN)
    .toDynamicValue((ctx) => new SignIn(ctx.get(AUTH_GATEWAY), ctx.get(SESSION_STORE), ctx.get(NAVIGATION)));
  container
    .bind(SIGN_OUT)
    .toDynamicValue((ctx) => new SignOut(ctx.get(AUTH_GATEWAY), ctx.get(SESSION_STORE), ctx.get(NAVIGATION)));
  return { container, contractClient };
}

/** The API's gateways, the shell's and the apps', each loaded with the contract on its first call. */
function bindHttpGateways(container: Container): ContractClientLoader {
  const apiBase = new URL('/api/v1/', window.location.href);
  // ky loads with the first call, beside the contract: the first screen shows before any.
  const api = () =>
    import('./adapters/http/api-client').then(({ createApiClient }) => {
      const session = container.get<SessionStore>(SESSION_STORE);
      return createApiClient({
        baseUrl: apiBase,
        token: () => session.loginToken(),
        onUnauthorized: () => container.get<SignOut>(SIGN_OUT).endLocally(),
      });
    });
  const gateways = createHttpGateways(api, apiBase);
  container.bind<AuthGateway>(AUTH_GATEWAY).toConstantValue(gateways.auth);
  container.bind<AppsGateway>(APPS_GATEWAY).toConstantValue(gateways.apps);
  container.bind<AccountGateway>(ACCOUNT_GATEWAY).toConstantValue(gateways.account);
  container.bind<DashboardGateway>(DASHBOARD_GATEWAY).toConstantValue(gateways.dashboard);
  container.bind<VisitorGateway>(VISITOR_GATEWAY).toConstantValue(gateways.visitor);
  container.bind<JobsGateway>(JOBS_GATEWAY).toConstantValue(gateways.jobs);
  container.bind<QuickLinksGateway>(QUICK_LINKS_GATEWAY).toConstantValue(gateways.quickLinks);
  return gateways.client;
}

/** The apps' i18next namespaces: empty until the apps' parts arrive, read by i18next at each use. */
const appNamespaces: Record<string, LazyCatalogues[string]> = {};
type ContractClientLoader = ReturnType<typeof createHttpGateways>['client'];

/**
 * The apps' browser parts (screens, namespaces, gateways and services), fetched when a screen first needs them or
 * when the browser is idle after the first screen: the sign-in form never waits for them.
 */
function loadApps(container: Container, contractClient: ContractClientLoader): Promise<readonly AppClient[]> {
  return import('./app-clients').then(({ appClients }) => {
    for (const [token, service] of appServices(appClients, contractClient)) container.bind(token).toConstantValue(service);
    Object.assign(appNamespaces, appCatalogues(appClients));
    return appClients;
  });
}

/** The container as startup modules and screens see it: they may look up, test for and register services. */
function registryOver(container: Container): ServiceRegistry {
  return {
    get: (token) => container.get(token),
    has: (token) => container.isBound(token),
    set: (token, value) => {
      if (container.isBound(token)) container.unbind(token);
      container.bind(token).toConstantValue(value);
    },
  };
}

const { container, contractClient } = compose();
const services = registryOver(container);
const logger = container.get<LoggerPort>(LOGGER);
const navigation = container.get<NavigationService>(NAVIGATION);
const root = document.getElementById('root')!;
const recorder = container.get<TraceRecorderPort>(TRACE_RECORDER);
listenForTraceDownload(window, recorder);
const firstUrl = window.location.pathname + window.location.search + window.location.hash;

// The first screen's chunk downloads beside the startup modules rather than after mount; the next likely one
// once the browser has nothing else to do.
const whenIdle = (task: () => void) => (window.requestIdleCallback ? window.requestIdleCallback(task) : window.setTimeout(task, 200));
const screens = createScreenRegistry(
  () => loadApps(container, contractClient),
  // The i18next instance is there once the translations module has started, before any app screen is asked for.
  async (namespaces) => services.has(I18N) && services.get<ReturnType<typeof createI18n>>(I18N).loadNamespaces([...namespaces]),
);
const routePreloader = createRoutePreloader(screens, whenIdle, () => {
  const session = container.get<SessionStore>(SESSION_STORE).session();
  return session.signedIn ? (firstSidebarApp(session.allowedApps)?.home ?? null) : null;
});
const firstScreen = routePreloader.first(firstUrl, Boolean(container.get<SessionStore>(SESSION_STORE).loginToken()));
/** How long the mount waits for the first screen: on a network that stalls, the screen's loading state shows instead. */
const FIRST_SCREEN_WAIT_MS = 1500;
let workerStarted = false;
/**
 * After the frame that shows the screen: a screen's effects may run before that frame is painted, and what they start
 * (the service worker, the next screen's fetching) would compete with it.
 */
function afterPaint(task: () => void): void {
  window.requestAnimationFrame(() => window.setTimeout(task, 0));
}
function onScreenShown(): void {
  afterPaint(() => {
    routePreloader.next();
    // Once the first screen shows, the worker's code, script and precache download beside nothing the visitor waits for.
    if (!workerStarted) {
      workerStarted = true;
      void import('./adapters/service-worker/start-service-worker').then(({ startServiceWorker }) => startServiceWorker(logger));
    }
    // What signing in leads to: the apps' parts, and the server-data cache with its library.
    whenIdle(() => {
      void screens.appsReady();
      void import('./ui/queries/query-scope');
      if (services.has(QUERY_CLIENT)) void services.get<() => Promise<unknown>>(QUERY_CLIENT)();
    });
  });
}

void runBoot({
  loaders: startupModuleLoaders,
  container: services,
  // Before mount the app cannot show a route, so an in-app redirect loads the page there and boots again.
  router: { navigate: (url, options) => (options?.replace ? window.location.replace(url) : window.location.assign(url)) },
  path: firstUrl,
  publicPath: '/',
  logger,
  leaveApp: (url) => window.location.assign(url),
  attachRouter: () => navigation.start(),
  mount: () => {
    const i18n = services.has(I18N) ? services.get<ReturnType<typeof createI18n>>(I18N) : createI18n(browserLanguage(), appNamespaces);
    // With the first screen there, React renders it at once instead of its loading fallback (screen-registry.tsx).
    // Unless the page's HTML carries the screen's form (sign-in): that shows and takes input meanwhile, and only the
    // screen itself can take over what was typed.
    const waited = holdsPrerenderedForm(root)
      ? firstScreen
      : new Promise((resolve) => window.setTimeout(resolve, FIRST_SCREEN_WAIT_MS));
    void Promise.race([firstScreen, waited]).then(() =>
      createRoot(root).render(<PortalApp services={services} i18n={i18n} screens={screens} onScreenShown={onScreenShown} />),
    );
    if (services.has(TOAST_CENTER)) exposePortalApi(window, services.get(TOAST_CENTER));
  },
  showStartupFailure: () => showStartupFailureNotice(root, services),
  inspect: recorder.inspector('boot', { modules: startupModuleLoaders.map((loader) => loader.name) }),
});

