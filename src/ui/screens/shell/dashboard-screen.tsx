import { Activity, AppWindow, LayoutGrid, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Dashboard } from '../../../application/ports/dashboard-gateway';
import { appCatalogue } from '../../../domain/apps/app-catalogue';
import { PageHeader } from '../../kit/page-header';
import { QueryView } from '../../kit/query-view';
import { useActionWords } from '../../kit/action-words';
import { StatCard } from '../../kit/stat-card';
import { EmptyState } from '../../kit/states';
import { TimeText } from '../../kit/display';
import { AppIcon } from '../../layouts/app-icons';
import { useDashboard } from '../../queries/use-dashboard';
import { useSession } from '../../queries/use-session';
import { useSessionInfo } from '../../queries/use-session-info';
import { appHome } from './app-tile';
import { formatNumber } from '../../kit/format';

function Counts({ counts }: { counts: Dashboard['counts'] }) {
  const { t, i18n } = useTranslation('shell');
  const number = { format: (value: number) => formatNumber(value, i18n.language) };
  return (
    <div className="stat-grid">
      <StatCard label={t('dashboard.counts.users')} value={number.format(counts.users)} icon={<Users size={14} aria-hidden="true" />} tone="info" />
      <StatCard
        label={t('dashboard.counts.installedApps')}
        value={number.format(counts.installedApps)}
        icon={<LayoutGrid size={14} aria-hidden="true" />}
        href="/apps"
      />
      <StatCard label={t('dashboard.counts.allowedApps')} value={number.format(counts.allowedApps)} icon={<AppWindow size={14} aria-hidden="true" />} tone="success" />
    </div>
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
          <span className="muted tabular">{t('dashboard.changes', { count: row.count })}</span>
        </li>
      ))}
    </ul>
  );
}

function RecentActivity({ entries }: { entries: Dashboard['recentActivity'] }) {
  const { t } = useTranslation('shell');
  const words = useActionWords();
  return (
    <ol className="activity">
      {entries.map((entry) => (
        <li key={entry.id}>
          <span className="activity__dot" aria-hidden="true" />
          <span>
            <strong>
              {entry.impersonator
                ? t('dashboard.actingAs', { admin: entry.impersonator.name, user: entry.user?.name ?? t('dashboard.someone') })
                : (entry.user?.name ?? t('dashboard.someone'))}
            </strong>{' '}
            {/* The code itself, for an admin who looks it up in the trail. */}
            <span title={entry.action}>{words.phrase(entry.action)}</span>
          </span>
          <TimeText at={entry.at} />
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
      <PageHeader
        title={t('dashboard.title')}
        titleId="dashboard-title"
        lead={info.data ? t('dashboard.welcomeName', { name: info.data.user.name, organisation: info.data.organisation.name }) : t('dashboard.welcome')}
      />
      <QueryView query={dashboard}>
        {(data) => {
          // Apps nobody touched lately would only push the busy ones out of sight.
          const busy = data.activityByApp.filter((row) => row.count > 0);
          return (
            <>
              <section aria-labelledby="widget-counts">
                <h2 id="widget-counts" className="visually-hidden">
                  {t('dashboard.organisation')}
                </h2>
                <Counts counts={data.counts} />
              </section>
              <div className="widgets">
                <section className="card" aria-labelledby="widget-by-app">
                  <h2 id="widget-by-app">{t('dashboard.activityByApp')}</h2>
                  {busy.length === 0 ? (
                    <EmptyState icon={<Activity size={22} />} title={t('dashboard.noAppActivity')} />
                  ) : (
                    <ActivityByApp rows={busy} />
                  )}
                </section>
                <section className="card" aria-labelledby="widget-recent">
                  <h2 id="widget-recent">{t('dashboard.recentActivity')}</h2>
                  {data.recentActivity.length === 0 ? <EmptyState title={t('dashboard.noActivity')} /> : <RecentActivity entries={data.recentActivity} />}
                </section>
              </div>
            </>
          );
        }}
      </QueryView>
      <div className="section-header">
        <h2>
          {t('dashboard.yourApps')} <span className="badge">{t('dashboard.appCount', { count: apps.length })}</span>
        </h2>
      </div>
      {apps.length === 0 ? (
        <EmptyState
          title={t('dashboard.noApps')}
          action={
            <Link href="/apps" className="button button--primary">
              {t('dashboard.openAppStore')}
            </Link>
          }
        />
      ) : (
        <ul className="app-links">
          {apps.map((app) => (
            <li key={app.slug}>
              <Link href={appHome(app.slug)} className="app-link surface surface--link">
                <span className="app-link__icon">
                  <AppIcon slug={app.slug} category={app.category} size={18} />
                </span>
                <span className="app-link__text">
                  <span className="app-link__name">{t(`apps.${app.slug}`)}</span>
                  <span className="app-link__category">{t(`categories.${app.category}`)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
