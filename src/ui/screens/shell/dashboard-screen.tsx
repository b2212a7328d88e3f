import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { SESSION_STORE, type SessionStore } from '../../../application/session/session-store';
import { appCatalogue } from '../../../domain/apps/app-catalogue';
import { useService } from '../../services/service-context';
import { AppTile } from './app-tile';

export default function DashboardScreen() {
  const { t } = useTranslation('shell');
  const allowed = useService<SessionStore>(SESSION_STORE).session().allowedApps;
  const apps = appCatalogue.filter((app) => allowed.includes(app.slug));
  return (
    <section className="screen" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">{t('dashboard.title')}</h1>
      <p className="screen__lead">{t('dashboard.welcome')}</p>
      <h2>
        {t('dashboard.yourApps')} <span className="badge">{t('dashboard.appCount', { count: apps.length })}</span>
      </h2>
      {apps.length === 0 ? (
        <div className="empty-state">
          <p>{t('dashboard.noApps')}</p>
          <Link href="/apps" className="button button--primary">
            {t('dashboard.openAppStore')}
          </Link>
        </div>
      ) : (
        <ul className="app-grid">
          {apps.map((app) => (
            <AppTile key={app.slug} app={app} allowed />
          ))}
        </ul>
      )}
    </section>
  );
}
