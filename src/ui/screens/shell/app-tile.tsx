import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { AppListing } from '../../../application/ports/apps-gateway';
import { catalogueApp } from '../../../domain/apps/app-catalogue';
import { InstallButton } from './install-button';

export function appHome(slug: string): string {
  return catalogueApp(slug)?.home ?? `/apps/${slug}`;
}

/** One app as a card: name, category, whether the person may open it, and what they can do about it. */
export function AppTile({ app, canInstall }: { app: AppListing; canInstall: boolean }) {
  const { t } = useTranslation('shell');
  const name = t(`apps.${app.slug}`, { defaultValue: app.name });
  const access = app.allowed ? t('appStore.allowed') : t(`appStore.reason.${app.notAllowedReason ?? 'role'}`);
  return (
    <li className="app-tile" data-allowed={app.allowed}>
      <h3 className="app-tile__name">{name}</h3>
      <p className="app-tile__category">{t(`categories.${app.category}`, { defaultValue: app.category })}</p>
      <p className="app-tile__description">{t(`appDescriptions.${app.slug}`, { defaultValue: app.description })}</p>
      <p className="app-tile__access">{access}</p>
      <div className="app-tile__actions">
        {app.allowed && (
          <Link href={appHome(app.slug)} className="button button--primary" aria-label={t('appStore.open', { app: name })}>
            {t('appStore.openShort')}
          </Link>
        )}
        <Link href={`/app/details/${app.slug}`} className="button" aria-label={t('appStore.details', { app: name })}>
          {t('routes.app-details')}
        </Link>
        {canInstall && <InstallButton app={app} name={name} />}
      </div>
    </li>
  );
}
