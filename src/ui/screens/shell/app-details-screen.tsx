import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { SESSION_STORE, type SessionStore } from '../../../application/session/session-store';
import { catalogueApp } from '../../../domain/apps/app-catalogue';
import { useService } from '../../services/service-context';
import type { ScreenProps } from '../../routing/screen-props';

export default function AppDetailsScreen({ match }: ScreenProps) {
  const { t } = useTranslation('shell');
  const slug = match.params.slug ?? '';
  const app = catalogueApp(slug);
  const allowed = useService<SessionStore>(SESSION_STORE).session().allowedApps.includes(slug);
  if (!app) {
    return (
      <section className="screen" aria-labelledby="app-details-title">
        <h1 id="app-details-title">{t('routes.app-details')}</h1>
        <p>{t('appDetails.unknown', { slug })}</p>
        <Link href="/apps" className="button">
          {t('appDetails.backToStore')}
        </Link>
      </section>
    );
  }
  const name = t(`apps.${app.slug}`);
  return (
    <section className="screen" aria-labelledby="app-details-title">
      <h1 id="app-details-title">{name}</h1>
      <dl className="facts">
        <dt>{t('appDetails.category')}</dt>
        <dd>{t(`categories.${app.category}`)}</dd>
      </dl>
      <p>{allowed ? t('appStore.allowed') : `${t('appStore.notAllowed')}. ${t('appStore.askAdmin')}`}</p>
      {allowed && (
        <Link href={app.home} className="button button--primary">
          {t('appStore.open', { app: name })}
        </Link>
      )}
    </section>
  );
}
