import { AlarmClock, Inbox, TimerOff, UserX } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '../../../../ui/kit/stat-card';
import { formatDay } from '../../../../ui/kit/format';
import { ListFilter } from '../../../../ui/kit/list-filter';
import { QueryView } from '../../../../ui/kit/query-view';
import { RecordTable } from '../../../../ui/kit/record-table';
import { useListState } from '../../../../ui/kit/use-list-state';
import { withQuery } from '../../../../domain/routing/with-query';
import type { DeskDashboard } from '../../application/ports/admin-dashboard-gateway';
import type { ServiceKind } from '../../application/ports/ticket-views';
import { useDeskDashboard } from '../queries/admin-dashboard';
import { AdminFrame } from './admin-frame';
import { adminPaths } from './admin-paths';
import { Chart } from '../../../../ui/kit/chart';

const FILTERS = ['kind'] as const;
const KINDS: readonly ServiceKind[] = ['problem', 'service'];

/** The share of deadlines met, in whole percent; null when none fell due. */
function complianceOf(days: DeskDashboard['compliance']): { percent: number; total: number } | null {
  const met = days.reduce((sum, day) => sum + day.met, 0);
  const total = met + days.reduce((sum, day) => sum + day.breached, 0);
  return total === 0 ? null : { percent: Math.round((met / total) * 100), total };
}

function Counts({ data, kind }: { data: DeskDashboard; kind: ServiceKind | undefined }) {
  const { t } = useTranslation('service-desk-admin');
  // A figure leads to its tickets in the queue of the kind on view; across both kinds there is no one queue to open.
  const queue = (query: Record<string, string>) => (kind ? withQuery(adminPaths.queue(kind), { open: 'true', ...query }) : undefined);
  return (
    <div className="stat-grid">
      <StatCard label={t('dashboard.open')} value={data.counts.open} hint={t('dashboard.openHint')} icon={<Inbox size={16} aria-hidden="true" />} href={queue({})} />
      <StatCard
        label={t('dashboard.unassigned')}
        value={data.counts.unassigned}
        hint={t('dashboard.unassignedHint')}
        icon={<UserX size={16} aria-hidden="true" />}
        tone={data.counts.unassigned > 0 ? 'warning' : 'neutral'}
        href={queue({ assignee: 'unassigned' })}
      />
      <StatCard
        label={t('dashboard.overdue')}
        value={data.counts.overdue}
        hint={t('dashboard.overdueHint')}
        icon={<TimerOff size={16} aria-hidden="true" />}
        tone={data.counts.overdue > 0 ? 'danger' : 'success'}
        href={queue({ slaState: 'breached' })}
      />
      <StatCard
        label={t('dashboard.dueWithinHour')}
        value={data.counts.dueWithinHour}
        hint={t('dashboard.dueWithinHourHint')}
        icon={<AlarmClock size={16} aria-hidden="true" />}
        tone={data.counts.dueWithinHour > 0 ? 'warning' : 'neutral'}
        href={queue({ slaState: 'due-soon' })}
      />
    </div>
  );
}

/** The legend above the bars, scrolling rather than wrapping on a phone, so it never lies over the axis's names. */
const LEGEND = { top: 0, left: 'center', type: 'scroll' } as const;
const GRID = { left: 8, right: 16, top: 40, bottom: 8, containLabel: true } as const;

function Compliance({ data }: { data: DeskDashboard }) {
  const { t, i18n } = useTranslation('service-desk-admin');
  const rate = complianceOf(data.compliance);
  const days = useMemo(() => data.compliance.map((day) => formatDay(day.day, i18n.language)), [data.compliance, i18n.language]);
  const options = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { ...LEGEND, data: [t('dashboard.met'), t('dashboard.breached')] },
      grid: GRID,
      xAxis: { type: 'category', data: days },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        { name: t('dashboard.met'), type: 'bar', stack: 'sla', data: data.compliance.map((day) => day.met), itemStyle: { color: '#2da44e' } },
        { name: t('dashboard.breached'), type: 'bar', stack: 'sla', data: data.compliance.map((day) => day.breached), itemStyle: { color: '#cf222e' } },
      ],
    }),
    [data.compliance, days, t],
  );
  return (
    <section className="panel" aria-labelledby="dashboard-compliance">
      <h2 id="dashboard-compliance">{t('dashboard.compliance')}</h2>
      <p className="dashboard__rate">{rate ? t('dashboard.complianceRate', { percent: rate.percent, count: rate.total }) : t('dashboard.noDeadlines')}</p>
      {rate && <Chart label={t('dashboard.compliance')} options={options} />}
      <details className="dashboard__figures">
        <summary>{t('dashboard.table')}</summary>
        <RecordTable
          label={t('dashboard.compliance')}
          rows={data.compliance}
          rowKey={(day) => day.day}
          columns={[
            { header: t('dashboard.day'), cell: (day) => formatDay(day.day, i18n.language) },
            { header: t('dashboard.met'), cell: (day) => day.met },
            { header: t('dashboard.breached'), cell: (day) => day.breached },
          ]}
        />
      </details>
    </section>
  );
}

function ByTeam({ data }: { data: DeskDashboard }) {
  const { t } = useTranslation('service-desk-admin');
  const names = useMemo(() => data.byTeam.map((row) => row.team?.name ?? t('dashboard.noTeam')), [data.byTeam, t]);
  const options = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { ...LEGEND, data: [t('dashboard.open'), t('dashboard.overdue'), t('dashboard.dueWithinHour')] },
      grid: GRID,
      xAxis: { type: 'category', data: names },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        { name: t('dashboard.open'), type: 'bar', data: data.byTeam.map((row) => row.open), itemStyle: { color: '#0969da' } },
        { name: t('dashboard.overdue'), type: 'bar', data: data.byTeam.map((row) => row.overdue), itemStyle: { color: '#cf222e' } },
        { name: t('dashboard.dueWithinHour'), type: 'bar', data: data.byTeam.map((row) => row.dueWithinHour), itemStyle: { color: '#bf8700' } },
      ],
    }),
    [data.byTeam, names, t],
  );
  return (
    <section className="panel" aria-labelledby="dashboard-teams">
      <h2 id="dashboard-teams">{t('dashboard.byTeam')}</h2>
      {data.byTeam.length > 0 && <Chart label={t('dashboard.byTeam')} options={options} />}
      <RecordTable
        label={t('dashboard.byTeam')}
        rows={data.byTeam}
        rowKey={(row) => row.team?.id ?? 'none'}
        columns={[
          { header: t('dashboard.team'), cell: (row) => row.team?.name ?? t('dashboard.noTeam') },
          { header: t('dashboard.open'), cell: (row) => row.open },
          { header: t('dashboard.unassigned'), cell: (row) => row.unassigned },
          { header: t('dashboard.overdue'), cell: (row) => row.overdue },
          { header: t('dashboard.dueWithinHour'), cell: (row) => row.dueWithinHour },
        ]}
      />
    </section>
  );
}

/** How the desk stands: open, unassigned, overdue and due within the hour, SLA compliance over 30 days, and by team. */
export default function DashboardScreen() {
  const { t } = useTranslation('service-desk-admin');
  const controls = useListState(FILTERS);
  const kindParam = controls.state.filters.kind;
  const kind = KINDS.find((each) => each === kindParam);
  const dashboard = useDeskDashboard(kind);
  return (
    <AdminFrame title={t('dashboard.title')} lead={t('dashboard.lead')}>
      <div className="list-toolbar">
        <ListFilter label={t('dashboard.kind')} name="kind" anyLabel={t('dashboard.allKinds')} options={KINDS.map((each) => ({ value: each, label: t(`dashboard.kinds.${each}`) }))} controls={controls} />
      </div>
      <QueryView query={dashboard}>
        {(data) => (
          <div className="dashboard">
            <Counts data={data} kind={kind} />
            <Compliance data={data} />
            <ByTeam data={data} />
          </div>
        )}
      </QueryView>
    </AdminFrame>
  );
}
