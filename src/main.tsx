import { Container } from 'inversify';
import { createRoot } from 'react-dom/client';
import { createI18n, pickLanguage } from './adapters/i18n/create-i18n';
import { createApiClient } from './adapters/http/api-client';
import { lazyAuthGateway } from './adapters/http/lazy-auth-gateway';
import { ConsoleLogger } from './adapters/logging/console-logger';
import { BrowserHistory } from './adapters/routing/browser-history';
import { WindowScroll } from './adapters/routing/window-scroll';
import { LocalStorageAdapter } from './adapters/storage/local-storage';
import { LOADING_TRACKER, LoadingTracker } from './application/feedback/loading-tracker';
import { TOAST_CENTER, ToastCenter } from './application/feedback/toast-center';
import { NAVIGATION, NavigationService } from './application/navigation/navigation-service';
import { AUTH_GATEWAY, type AuthGateway } from './application/ports/auth-gateway';
import { HISTORY, type HistoryPort } from './application/ports/history-port';
import { LOGGER, type LoggerPort } from './application/ports/logger-port';
import { SCROLL, type ScrollPort } from './application/ports/scroll-port';
import { STORAGE, type StoragePort } from './application/ports/storage-port';
import { SESSION_STORE, SessionStore } from './application/session/session-store';
import { SIGN_IN, SignIn } from './application/session/sign-in';
import { SIGN_OUT, SignOut } from './application/session/sign-out';
import { PortalApp } from './ui/portal-app';

/** The composition root: the one place that sees every layer and binds ports to adapters. */
function compose(): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind<LoggerPort>(LOGGER).toConstantValue(new ConsoleLogger(console));
  container.bind<StoragePort>(STORAGE).toConstantValue(new LocalStorageAdapter(window.localStorage));
  container.bind<HistoryPort>(HISTORY).toConstantValue(new BrowserHistory(window));
  container.bind<ScrollPort>(SCROLL).toConstantValue(new WindowScroll(window));
  container.bind(SESSION_STORE).toDynamicValue((ctx) => new SessionStore(ctx.get(STORAGE), ctx.get(LOGGER)));
  container
    .bind(NAVIGATION)
    .toDynamicValue((ctx) => new NavigationService(ctx.get(SESSION_STORE), ctx.get(HISTORY), ctx.get(SCROLL)));
  container.bind<AuthGateway>(AUTH_GATEWAY).toDynamicValue((ctx) => {
    const session = ctx.get<SessionStore>(SESSION_STORE);
    const api = createApiClient({
      baseUrl: new URL('/api/v1/', window.location.href),
      token: () => session.loginToken(),
      onUnauthorized: () => ctx.get<SignOut>(SIGN_OUT).execute(),
    });
    return lazyAuthGateway(api);
  });
  container
    .bind(SIGN_IN)
    .toDynamicValue((ctx) => new SignIn(ctx.get(AUTH_GATEWAY), ctx.get(SESSION_STORE), ctx.get(NAVIGATION)));
  container.bind(SIGN_OUT).toDynamicValue((ctx) => new SignOut(ctx.get(SESSION_STORE), ctx.get(NAVIGATION)));
  container.bind(TOAST_CENTER).toDynamicValue((ctx) => new ToastCenter(ctx.get(LOGGER)));
  container.bind(LOADING_TRACKER).toConstantValue(new LoadingTracker());
  return container;
}

const container = compose();
const i18n = createI18n(pickLanguage(window.localStorage.getItem('language'), navigator.languages));
container.get<NavigationService>(NAVIGATION).start();
createRoot(document.getElementById('root')!).render(<PortalApp services={container} i18n={i18n} />);
