import { QueryScopeContext } from './ui/queries/lazy-query-scope';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { createI18n } from './adapters/i18n/create-i18n';
import { shellResourcesFor } from './adapters/i18n/shell-languages';
import type { ServiceLocator } from './application/ports/service-locator';
import type { Language } from './domain/i18n/language';
import { AuthLayout } from './ui/layouts/auth-layout';
import LoginScreen from './ui/screens/shell/login-screen';
import { ServicesProvider } from './ui/services/service-context';

/** The languages the build renders the page in: every one the portal speaks. */
export { LANGUAGES } from './domain/i18n/language';

const SIGN_IN_PATH = '/login';

/**
 * The build's composition root for the sign-in page (scripts/prerender-sign-in.mjs): the sign-in screen in its
 * layout, rendered to HTML once per language, so that the form shows before any script has run. Nothing here runs
 * a use case: the screen only looks its services up while rendering, and its submit button stays disabled until
 * the app has taken the form over (usePrerenderedForm).
 */
/** Nothing that reads server data is in the page's HTML: the identity-provider buttons come once the app runs. */
const withoutServerData = () => null;

const noServices: ServiceLocator = {
  get: <T,>() => ({}) as T,
  has: () => false,
};

export async function signInPage(language: Language): Promise<{ markup: string; title: string }> {
  const i18n = createI18n(language, {}, await shellResourcesFor(language));
  const markup = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <ServicesProvider services={noServices}>
        <QueryScopeContext value={withoutServerData}>
          <Router ssrPath={SIGN_IN_PATH}>
            <AuthLayout>
              <LoginScreen />
            </AuthLayout>
          </Router>
        </QueryScopeContext>
      </ServicesProvider>
    </I18nextProvider>,
  );
  // As the app titles the page once it shows the route (route-view.tsx).
  const title = `${i18n.t('shell:routes.login')} · ${i18n.t('shell:portalName')}`;
  return { markup, title };
}
