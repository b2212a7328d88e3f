import type { i18n } from 'i18next';
import { StrictMode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { LOADING_TRACKER } from '../application/feedback/loading-tracker';
import { TOAST_CENTER } from '../application/feedback/toast-center';
import { QUERY_CLIENT } from '../application/ports/query-client-port';
import type { ServiceLocator } from '../application/ports/service-locator';
import { LoadingOverlay } from './feedback/loading-overlay';
import { ToastViewport } from './feedback/toast-viewport';
import { GuardedRouter } from './routing/guarded-router';
import { LeaveGuardHost } from './routing/leave-guard-host';
import { RouteView } from './routing/route-view';
import type { ScreenRegistry } from './routing/screen-registry';
import { ServicesProvider } from './services/service-context';
import { lazyQueryScope, ownQueryClient, QueryScopeContext, type QueryClientSource } from './queries/lazy-query-scope';
import './styles/theme.css';
import './kit/kit.css';
import './styles/shell.css';

/**
 * The whole browser app, given its services, translations and apps by the composition root. Toasts and the
 * loading overlay come from a startup module; if its chunk failed to load, the app runs without them.
 */
export function PortalApp({
  services,
  i18n,
  screens,
  onScreenShown,
}: {
  services: ServiceLocator;
  i18n: i18n;
  /** The screens of the shell and the apps, shared with whatever fetched the first one ahead of time. */
  screens: ScreenRegistry;
  /** Called each time a route's screen has arrived and shows. */
  onScreenShown?: () => void;
}) {
  // The data-fetching module's client, or a plain one if that module's chunk failed to load. Every screen but sign-in
  // shows under it once the apps' parts are there too; sign-in's parts that read server data ask for it alone.
  const [scopes] = useState(() => {
    const client = services.has(QUERY_CLIENT) ? services.get<QueryClientSource>(QUERY_CLIENT) : ownQueryClient();
    return { queries: lazyQueryScope(client), signedIn: lazyQueryScope(client, screens.appsReady) };
  });
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryScopeContext value={scopes.queries}>
          <ServicesProvider services={services}>
            <GuardedRouter>
              <RouteView screenFor={screens.screenFor} signedInParts={scopes.signedIn} {...(onScreenShown && { onScreenShown })} />
              <LeaveGuardHost />
            </GuardedRouter>
            {services.has(TOAST_CENTER) && <ToastViewport />}
            {services.has(LOADING_TRACKER) && <LoadingOverlay />}
          </ServicesProvider>
        </QueryScopeContext>
      </I18nextProvider>
    </StrictMode>
  );
}
