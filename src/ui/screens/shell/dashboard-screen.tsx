import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Dashboard } from '../../../application/ports/dashboard-gateway';
import { appCatalogue } from '../../../domain/apps/app-catalogue';
import { QueryView } from '../../components/query-view';
import { useDashboard } from '../../queries/use-dashboard';
import { useSession } from '../../queries/use-session';
import { useSessionInfo } from '../../queries/use-session-info';
import { appHome } from './app-tile';

function Counts({ counts }: { counts: Dashboard['counts'] }) {
  const { t } = useTranslation('shell');
  return (
    <dl className="stat-row">
      {(['users', 'installedApps', 'allowedApps'] as const).map((key) => (
        <div key={key} className="stat">
          <dt>{t(`dashboard.counts.${key}`)}</dt>
          <dd>{counts[key]}</dd>
        </div>
      ))}
    </dl>
  );
}

function ActivityByApp({ rows }: { rows: Dashboard['activityByApp'] }) {
  const { t } = useTranslation('shell');
  const busiest = Math.max(1, ...rows.map((row) => row.count));
  return (
    <ul className="bar-list">
      {rows.map((row) => (
        <li key={row.slug}>
          <Link href={appHome(row.slug)}>{t(`apps.${row.slug}`, { defaultValue: row.name })}</Link>
          <meter min={0} max={busiest} value={row.count} aria-label={t('dashboard.changes', { count: row.count })} />
          <span>{t('dashboard.changes', { count: row.count })}</span>
        </li>
      ))}
    </ul>
  );
}

function RecentActivity({ entries }: { entries: Dashboard['recentActivity'] }) {
  const { t, i18n } = useTranslation('shell');
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ol className="activity">
      {entries.map((entry) => (
        <li key={entry.id}>
          <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>{' '}
          <strong>
            {entry.impersonator
              ? t('dashboard.actingAs', { admin: entry.impersonator.name, user: entry.user?.name ?? t('dashboard.someone') })
              : (entry.user?.name ?? t('dashboard.someone'))}
          </strong>{' '}
          {t(`activity.${entry.action}`, { defaultValue: entry.action })}
        </li>
      ))}
    </ol>
  );
}

export default function DashboardScreen() {
  const { t } = useTranslation('shell');
  const dashboard = useDashboard();
  const info = useSessionInfo();
  const allowed = useSession().allowedApps;
  const apps = appCatalogue.filter((app) => allowed.includes(app.slug));
  return (
    <section className="screen" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">{t('dashboard.title')}</h1>
      <p className="screen__lead">
        {info.data ? t('dashboard.welcomeName', { name: info.data.user.name, organisation: info.data.organisation.name }) : t('dashboard.welcome')}
      </p>
      <QueryView query={dashboard}>
        {(data) => {
          // Apps nobody touched lately would only push the busy ones out of sight.
          const busy = data.activityByApp.filter((row) => row.count > 0);
          return (
            <div className="widgets">
              <section className="widget" aria-labelledby="widget-counts">
                <h2 id="widget-counts">{t('dashboard.organisation')}</h2>
                <Counts counts={data.counts} />
              </section>
              <section className="widget" aria-labelledby="widget-by-app">
                <h2 id="widget-by-app">{t('dashboard.activityByApp')}</h2>
                {busy.length === 0 ? <p>{t('dashboard.noAppActivity')}</p> : <ActivityByApp rows={busy} />}
              </section>
              <section className="widget widget--wide" aria-labelledby="widget-recent">
                <h2 id="widget-recent">{t('dashboard.recentActivity')}</h2>
                {data.recentActivity.length === 0 ? <p>{t('dashboard.noActivity')}</p> : <RecentActivity entries={data.recentActivity} />}
              </section>
            </div>
          );
        }}
      </QueryView>
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
        <ul className="app-links">
          {apps.map((app) => (
            <li key={app.slug}>
              <Link href={appHome(app.slug)} className="app-link">
                {t(`apps.${app.slug}`)}
                <span className="app-link__category">{t(`categories.${app.category}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
