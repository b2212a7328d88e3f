import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { AppListing } from '../../../application/ports/apps-gateway';
import { catalogueApp } from '../../../domain/apps/app-catalogue';
import { Badge } from '../../kit/badge';
import { AppIcon } from '../../layouts/app-icons';
import { InstallButton } from './install-button';

export function appHome(slug: string): string {
  return catalogueApp(slug)?.home ?? `/apps/${slug}`;
}

/**
 * One app as a card: its name (the way to its details), category, whether the person may open it, and one main
 * action, Open; installing is an administrator's quieter second.
 */
export function AppTile({ app, canInstall }: { app: AppListing; canInstall: boolean }) {
  const { t } = useTranslation('shell');
  const name = t(`apps.${app.slug}`, { defaultValue: app.name });
  const access = app.allowed ? t('appStore.allowed') : t(`appStore.reason.${app.notAllowedReason ?? 'role'}`);
  return (
    <li className="app-tile surface" data-allowed={app.allowed}>
      <div className="app-tile__head">
        <span className="app-link__icon">
          <AppIcon slug={app.slug} category={app.category} size={18} />
        </span>
        <div>
          <h2 className="app-tile__name">
            <Link href={`/app/details/${app.slug}`} aria-label={t('appStore.details', { app: name })}>
              {name}
            </Link>
          </h2>
          <p className="app-tile__category">{t(`categories.${app.category}`, { defaultValue: app.category })}</p>
        </div>
      </div>
      <p className="app-tile__description">{t(`appDescriptions.${app.slug}`, { defaultValue: app.description })}</p>
      <p className="app-tile__access">
        <Badge tone={app.allowed ? 'success' : 'neutral'} dot>
          {access}
        </Badge>
      </p>
      <div className="app-tile__actions">
        {app.allowed && (
          <Link href={appHome(app.slug)} className="button button--primary" aria-label={t('appStore.open', { app: name })}>
            {t('appStore.openShort')}
          </Link>
        )}
        {canInstall && <InstallButton app={app} name={name} className="button button--ghost" />}
      </div>
    </li>
  );
}
