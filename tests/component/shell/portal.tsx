import { act, render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { APP_INSTALLATION, AppInstallation } from '../../../src/application/apps/app-installation';
import { DEMO_REQUEST, DemoRequestFlow } from '../../../src/application/visitors/demo-request';
import { EXTERNAL_SESSION, ExternalSession } from '../../../src/application/visitors/external-session';
import { SessionStorageTraceRecorder } from '../../../src/adapters/recording/session-storage-trace-recorder';
import { TRACE_RECORDER } from '../../../src/application/ports/trace-recorder-port';
import { createApiClient } from '../../../src/adapters/http/api-client';
import { createHttpGateways } from '../../../src/adapters/http/http-gateways';
import { createI18n } from '../../../src/adapters/i18n/create-i18n';
import { MemoryStorage } from '../../../src/adapters/storage/memory-storage';
import { LOADING_TRACKER, LoadingTracker } from '../../../src/application/feedback/loading-tracker';
import { TOAST_CENTER, ToastCenter } from '../../../src/application/feedback/toast-center';
import { NAVIGATION, NavigationService } from '../../../src/application/navigation/navigation-service';
import { ACCOUNT_GATEWAY } from '../../../src/application/ports/account-gateway';
import { APPS_GATEWAY } from '../../../src/application/ports/apps-gateway';
import { AUTH_GATEWAY } from '../../../src/application/ports/auth-gateway';
import { DASHBOARD_GATEWAY } from '../../../src/application/ports/dashboard-gateway';
import { JOBS_GATEWAY } from '../../../src/application/ports/jobs-gateway';
import { QUICK_LINKS_GATEWAY } from '../../../src/application/ports/quick-links-gateway';
import { VISITOR_GATEWAY } from '../../../src/application/ports/visitor-gateway';
import { SESSION_STORE, SessionStore } from '../../../src/application/session/session-store';
import { SIGN_IN, SignIn } from '../../../src/application/session/sign-in';
import { SIGN_OUT, SignOut } from '../../../src/application/session/sign-out';
import { loadMainLayout } from '../../../src/ui/layouts/load-main-layout';
import { PortalApp } from '../../../src/ui/portal-app';
import { createRoutePreloader } from '../../../src/ui/routing/route-preloader';
import { createScreenRegistry } from '../../../src/ui/routing/screen-registry';
import { appCatalogues, appServices } from '../../../src/app-client';
import { appClients } from '../../../src/app-clients';
import { CSV_PARSER } from '../../../src/application/ports/csv-parser-port';
import { PDF } from '../../../src/application/ports/pdf-port';
import { VIEW_SETTINGS } from '../../../src/application/ports/view-settings-port';
import { lazyCsvParser } from '../../../src/adapters/imports/lazy-csv-parser';
import { BrowserViewSettings } from '../../../src/adapters/storage/browser-view-settings';
import { createHandlers, MOCK_DEMO, MockState } from '../../mocks/handlers';
import { RecordingLogger } from '../../unit/fakes/recording-logger';
import { fakePdfLoader } from '../fakes/fake-pdf-library';
import { MemoryHistory } from '../fakes/memory-history';
import { fakeServices } from '../render-with-providers';

const mockApi = setupServer();

/** Answers of this test only, ahead of the contract's mocks: a server that behaves otherwise than the mocks. */
export function overrideMockApi(...handlers: Parameters<typeof mockApi.use>): void {
  mockApi.use(...handlers);
}

/** Call in a test file that renders the portal: the MSW handlers answer its API calls. */
export function withMockApi(): void {
  beforeAll(() => mockApi.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => mockApi.resetHandlers());
  afterAll(() => mockApi.close());
}

export interface PortalOptions {
  readonly url: string;
  readonly signedInAs?: 'admin' | 'employee';
  /** The mocks' data, to share it between renders of one test; a fresh demo organisation by default. */
  readonly state?: MockState;
  /** The language the portal starts in, as a visitor's browser would choose it; English by default. */
  readonly language?: 'en' | 'de';
  /** The page's root element, when it holds something before the app mounts (the prerendered sign-in form). */
  readonly container?: HTMLElement;
}

/**
 * The real browser app (guard, router, screens, HTTP gateways, every app of src/app-clients.ts) over in-memory storage and
 * history and the API mocks.
 */
export async function renderPortal({ url, signedInAs, state = new MockState(), language = 'en', container }: PortalOptions) {
  mockApi.use(...createHandlers(state, location.origin));
  const storage = new MemoryStorage();
  const logger = new RecordingLogger();
  const history = new MemoryHistory(url);
  const session = new SessionStore(storage, logger);
  const navigation = new NavigationService(session, history, { toTop: () => {} });
  const apiBase = new URL('/api/v1/', location.href);
  let signOut: SignOut | null = null;
  const api = createApiClient({
    baseUrl: apiBase,
    token: () => session.loginToken(),
    onUnauthorized: () => signOut?.endLocally(),
    retry: 0,
  });
  const gateways = createHttpGateways(() => api, apiBase);
  signOut = new SignOut(gateways.auth, session, navigation);
  if (signedInAs) {
    const answer = await gateways.auth.signIn({ email: MOCK_DEMO[signedInAs].email, password: MOCK_DEMO.password });
    session.signIn(answer.token, answer.allowedApps);
  }
  const pdf = fakePdfLoader();
  const services = fakeServices([
    [SESSION_STORE, session],
    [NAVIGATION, navigation],
    [AUTH_GATEWAY, gateways.auth],
    [APPS_GATEWAY, gateways.apps],
    [ACCOUNT_GATEWAY, gateways.account],
    [DASHBOARD_GATEWAY, gateways.dashboard],
    [VISITOR_GATEWAY, gateways.visitor],
    [JOBS_GATEWAY, gateways.jobs],
    [QUICK_LINKS_GATEWAY, gateways.quickLinks],
    [SIGN_IN, new SignIn(gateways.auth, session, navigation)],
    [DEMO_REQUEST, new DemoRequestFlow(gateways.visitor, session, navigation)],
    [EXTERNAL_SESSION, new ExternalSession(gateways.visitor, storage, navigation)],
    [APP_INSTALLATION, new AppInstallation(gateways.apps, gateways.auth, session)],
    [SIGN_OUT, signOut],
    [TOAST_CENTER, new ToastCenter(logger)],
    [TRACE_RECORDER, new SessionStorageTraceRecorder(window.sessionStorage)],
    [LOADING_TRACKER, new LoadingTracker()],
    ...appServices(appClients, gateways.client),
    [CSV_PARSER, lazyCsvParser],
    [PDF, pdf],
    [VIEW_SETTINGS, new BrowserViewSettings(window.localStorage)],
  ]);
  // The signed-in shell is a chunk of its own; loaded up front, so that a test's first wait is not spent compiling it.
  await loadMainLayout();
  navigation.start();
  // As the composition root does: the first screen arrives before the app renders, so it renders at once.
  const i18n = createI18n(language, appCatalogues(appClients));
  const screens = createScreenRegistry(appClients, (namespaces) => i18n.loadNamespaces([...namespaces]));
  await createRoutePreloader(screens, () => {}).first(url, Boolean(signedInAs));
  const view = render(<PortalApp services={services} i18n={i18n} screens={screens} />, {
    ...(container && { container }),
  });
  // Let the lazily loaded screen of the first route arrive.
  await act(async () => {});
  return { ...view, state, storage, history, navigation, logger, gateways, services, pdf };
}
