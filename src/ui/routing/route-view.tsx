import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../layouts/auth-layout';
import { mainLayout } from '../layouts/load-main-layout';
import { PublicLayout } from '../layouts/public-layout';
import { ScreenErrorBoundary } from '../kit/screen-error-boundary';
import { ScreenLoading } from '../kit/screen-loading';
import { LazyQueryScope } from '../queries/lazy-query-scope';
import { readsServerData, type ScreenFor } from './screen-registry';
import { ScreenShown } from './screen-shown';
import { useShownRoute } from './use-navigation';

const layouts = { public: PublicLayout, auth: AuthLayout } as const;

/** The shown route's screen inside its layout; nothing until the guard has decided the first location. */
export function RouteView({ screenFor, onScreenShown }: { screenFor: ScreenFor; onScreenShown?: () => void }) {
  const shown = useShownRoute();
  const { t } = useTranslation('shell');
  const routeName = shown?.match.route.name;
  const appSlug = shown?.match.meta.slug;

  useEffect(() => {
    if (!routeName) return;
    const page = appSlug ? t(`apps.${appSlug}`) : t(`routes.${routeName}`, { defaultValue: t('portalName') });
    document.title = `${page} · ${t('portalName')}`;
  }, [routeName, appSlug, t]);

  if (!shown) return null;
  const Screen = screenFor(shown.match.route);
  const screen = (
    <ScreenErrorBoundary key={shown.match.route.name}>
      <Suspense fallback={<ScreenLoading />}>
        <Screen match={shown.match} location={shown.location} />
        {onScreenShown && <ScreenShown onShown={onScreenShown} />}
      </Suspense>
    </ScreenErrorBoundary>
  );
  const { layout } = shown.match.route;
  if (layout === 'own') return withServerData(shown.match.route.name, <main id="content">{screen}</main>);
  const Layout = layout === 'main' ? mainLayout.component() : layouts[layout];
  return withServerData(
    shown.match.route.name,
    <Suspense fallback={<ScreenLoading />}>
      <Layout>{screen}</Layout>
    </Suspense>,
  );
}

/** The screen and its layout under the server-data cache, unless the screen reads none (sign-in, which must be quick). */
function withServerData(routeName: string, content: ReactNode) {
  if (!readsServerData(routeName)) return content;
  return (
    <Suspense fallback={<ScreenLoading />}>
      <LazyQueryScope>{content}</LazyQueryScope>
    </Suspense>
  );
}
