import { act } from '@testing-library/react';
import { MemoryStorage } from '../../../src/adapters/storage/memory-storage';
import { LOADING_TRACKER, LoadingTracker } from '../../../src/application/feedback/loading-tracker';
import { TOAST_CENTER, ToastCenter } from '../../../src/application/feedback/toast-center';
import { NAVIGATION, NavigationService } from '../../../src/application/navigation/navigation-service';
import type { AuthGateway } from '../../../src/application/ports/auth-gateway';
import { SESSION_STORE, SessionStore } from '../../../src/application/session/session-store';
import { SIGN_IN, SignIn } from '../../../src/application/session/sign-in';
import { SIGN_OUT, SignOut } from '../../../src/application/session/sign-out';
import { encodeAllowedApps } from '../../../src/domain/session/allowed-apps-codec';
import { createI18n } from '../../../src/adapters/i18n/create-i18n';
import { PortalApp } from '../../../src/ui/portal-app';
import { RecordingLogger } from '../../unit/fakes/recording-logger';
import { MemoryHistory } from '../fakes/memory-history';
import { fakeServices } from '../render-with-providers';
import { render } from '@testing-library/react';

export interface PortalOptions {
  readonly url: string;
  readonly allowedApps?: readonly string[];
  readonly gateway?: AuthGateway;
}

/** The real browser app over in-memory storage and history: the guard, the router and the screens together. */
export async function renderPortal({ url, allowedApps, gateway }: PortalOptions) {
  const storage = new MemoryStorage(
    allowedApps ? { loginToken: 'token', allowedApps: encodeAllowedApps(allowedApps) } : {},
  );
  const logger = new RecordingLogger();
  const history = new MemoryHistory(url);
  const session = new SessionStore(storage, logger);
  const navigation = new NavigationService(session, history, { toTop: () => {} });
  const unusedGateway: AuthGateway = { signIn: () => Promise.reject(new Error('no server in this test')) };
  const services = fakeServices([
    [SESSION_STORE, session],
    [NAVIGATION, navigation],
    [SIGN_IN, new SignIn(gateway ?? unusedGateway, session, navigation)],
    [SIGN_OUT, new SignOut(session, navigation)],
    [TOAST_CENTER, new ToastCenter(logger)],
    [LOADING_TRACKER, new LoadingTracker()],
  ]);
  navigation.start();
  const view = render(<PortalApp services={services} i18n={createI18n('en')} />);
  // Let the lazily loaded screen of the first route arrive.
  await act(async () => {});
  return { ...view, storage, history, navigation, logger };
}
