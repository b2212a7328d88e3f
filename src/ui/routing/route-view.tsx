import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../layouts/auth-layout';
import { mainLayout } from '../layouts/load-main-layout';
import { PublicLayout } from '../layouts/public-layout';
import { ScreenErrorBoundary } from '../kit/screen-error-boundary';
import { ScreenLoading } from '../kit/screen-loading';
import type { Scope } from '../queries/lazy-query-scope';
import { waitsForSignedInParts, type ScreenFor } from './screen-registry';
import { ScreenShown } from './screen-shown';
import { useShownRoute } from './use-navigation';

const layouts = { public: PublicLayout, auth: AuthLayout } as const;

/** The shown route's screen inside its layout; nothing until the guard has decided the first location. */
export function RouteView({
  screenFor,
  signedInParts: SignedInParts,
  onScreenShown,
}: {
  screenFor: ScreenFor;
  /** The apps' parts and the server-data cache, which every screen but sign-in waits for (screen-registry.tsx). */
  signedInParts: Scope;
  onScreenShown?: () => void;
}) {
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
  const Layout = layout === 'own' ? OwnLayout : layout === 'main' ? mainLayout.component() : layouts[layout];
  const content = (
    <Suspense fallback={<ScreenLoading />}>
      <Layout>{screen}</Layout>
    </Suspense>
  );
  if (!waitsForSignedInParts(shown.match.route.name)) return content;
  return (
    <Suspense fallback={<ScreenLoading />}>
      <SignedInParts>{content}</SignedInParts>
    </Suspense>
  );
}

function OwnLayout({ children }: { children: ReactNode }) {
  return <main id="content">{children}</main>;
}
