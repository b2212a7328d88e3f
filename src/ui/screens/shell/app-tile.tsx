import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { CatalogueApp } from '../../../domain/apps/app-catalogue';

/** One app as a card: its name and category, and open or details depending on access. */
export function AppTile({ app, allowed }: { app: CatalogueApp; allowed: boolean }) {
  const { t } = useTranslation('shell');
  const name = t(`apps.${app.slug}`);
  return (
    <li className="app-tile" data-allowed={allowed}>
      <h3 className="app-tile__name">{name}</h3>
      <p className="app-tile__category">{t(`categories.${app.category}`)}</p>
      <p className="app-tile__access">{allowed ? t('appStore.allowed') : t('appStore.notAllowed')}</p>
      <div className="app-tile__actions">
        {allowed && (
          <Link href={app.home} className="button button--primary" aria-label={t('appStore.open', { app: name })}>
            {t('appStore.openShort')}
          </Link>
        )}
        <Link href={`/app/details/${app.slug}`} className="button" aria-label={t('appStore.details', { app: name })}>
          {t('routes.app-details')}
        </Link>
      </div>
    </li>
  );
}
