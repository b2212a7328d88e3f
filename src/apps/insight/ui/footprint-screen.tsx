import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../../ui/feedback/ripple-button';
import { Chart } from '../../../ui/kit/chart';
import { download } from '../../../ui/kit/download';
import { FoldingFilters } from '../../../ui/kit/folding-filters';
import { FormError } from '../../../ui/kit/form-error';
import { formatNumber } from '../../../ui/kit/format';
import { ListFilter } from '../../../ui/kit/list-filter';
import { PageHeader } from '../../../ui/kit/page-header';
import { useProblemText } from '../../../ui/kit/problem-text';
import { QueryView } from '../../../ui/kit/query-view';
import { RecordTable } from '../../../ui/kit/record-table';
import { StatCard } from '../../../ui/kit/stat-card';
import { useListState } from '../../../ui/kit/use-list-state';
import type { FootprintQuery, FootprintReport } from '../application/ports/footprint-gateway';
import { DEFAULT_LIFETIME_YEARS, MAX_LIFETIME_YEARS, type DeviceFootprint, type FootprintGroup } from '../domain/fleet-footprint';
import { FOOTPRINT_CATEGORIES } from '../domain/footprint-catalogue';
import { footprintCsv } from '../domain/footprint-csv';
import { useFootprintPdf, useFootprintReport } from './queries/footprint';

const FILTERS = ['fromYear', 'toYear', 'productType', 'locationId', 'team', 'lifetimeYears'] as const;
/** The years a period can start or end in: this one and the ten before it. */
const YEARS = Array.from({ length: 11 }, (_, back) => String(new Date().getFullYear() - back));
/** The flagged devices listed on screen; the CSV lists every device. */
const FLAGGED_SHOWN = 50;
const LIFETIMES = Array.from({ length: MAX_LIFETIME_YEARS }, (_, index) => String(index + 1));

const GRID = { left: 8, right: 16, top: 36, bottom: 8, containLabel: true } as const;

/** Kilograms of CO2e as a figure with its unit, or (`bare`) as a number for a column whose header names the unit. */
function useKilograms() {
  const { t, i18n } = useTranslation('insight');
  return (kg: number, bare = false) => {
    const value = formatNumber(kg, i18n.language, { exactly: 0 });
    return bare ? value : t('kg', { value });
  };
}

/**
 * Environmental Reporting: the fleet's embedded emissions from manufacturers' footprints (by model, else the category's
 * average, flagged), spread over the years devices are kept, what one more year saves, what reuse avoided, and
 * purchases by year as Scope 3 category 2; by period, category, location and team; as charts, tables, CSV and PDF.
 */
export default function FootprintScreen() {
  const { t } = useTranslation('insight');
  const controls = useListState(FILTERS);
  const { filters } = controls.state;
  const query = useMemo<FootprintQuery>(
    () => ({
      fromYear: filters.fromYear ? Number(filters.fromYear) : undefined,
      toYear: filters.toYear ? Number(filters.toYear) : undefined,
      productType: filters.productType,
      locationId: filters.locationId,
      team: filters.team,
      lifetimeYears: filters.lifetimeYears ? Number(filters.lifetimeYears) : undefined,
    }),
    [filters],
  );
  const report = useFootprintReport(query);
  const pdf = useFootprintPdf();
  const { problemText } = useProblemText();
  const active = Object.keys(filters).length;
  const years = YEARS.map((year) => ({ value: year, label: year }));
  return (
    <section className="screen footprint" aria-labelledby="footprint-title">
      <PageHeader
        title={t('title')}
        titleId="footprint-title"
        lead={t('lead')}
        actions={
          <>
            <button
              type="button"
              className="button"
              disabled={!report.data}
              onClick={() => report.data && download(`environmental-report.csv`, footprintCsv(report.data), 'text/csv;charset=utf-8')}
            >
              {t('exportCsv')}
            </button>
            <RippleButton className="button" isPending={pdf.isPending} onPress={() => pdf.mutate(query, { onSuccess: (file) => download(file.filename, file.bytes.slice().buffer, 'application/pdf') })}>
              {t('downloadPdf')}
            </RippleButton>
          </>
        }
      />
      {pdf.isError && <FormError>{problemText(pdf.error)}</FormError>}
      <div className="list-toolbar">
        <FoldingFilters active={active}>
          <ListFilter label={t('filters.fromYear')} name="fromYear" options={years} anyLabel={t('filters.anyYear')} controls={controls} />
          <ListFilter label={t('filters.toYear')} name="toYear" options={years} anyLabel={t('filters.anyYear')} controls={controls} />
          <ListFilter
            label={t('filters.category')}
            name="productType"
            options={FOOTPRINT_CATEGORIES.map((category) => ({ value: category, label: t(`categories.${category}`) }))}
            anyLabel={t('filters.anyCategory')}
            controls={controls}
          />
          <ListFilter
            label={t('filters.location')}
            name="locationId"
            options={report.data?.options.locations.map((place) => ({ value: place.id, label: place.name })) ?? []}
            anyLabel={t('filters.anyLocation')}
            controls={controls}
          />
          <ListFilter label={t('filters.team')} name="team" options={report.data?.options.teams.map((team) => ({ value: team, label: team })) ?? []} anyLabel={t('filters.anyTeam')} controls={controls} />
          <ListFilter
            label={t('filters.lifetime')}
            name="lifetimeYears"
            options={LIFETIMES.map((years) => ({ value: years, label: t('years', { count: Number(years) }) }))}
            anyLabel={t('years', { count: DEFAULT_LIFETIME_YEARS })}
            controls={controls}
          />
        </FoldingFilters>
      </div>
      <QueryView query={report}>{(data) => <Report report={data} />}</QueryView>
    </section>
  );
}

function Report({ report }: { report: FootprintReport }) {
  const { t } = useTranslation('insight');
  const kg = useKilograms();
  if (report.devices === 0) return <p className="empty-state">{t('empty')}</p>;
  const flagged = report.items.filter((item) => item.basis !== 'model');
  return (
    <>
      <div className="footprint__cards">
        <StatCard label={t('cards.embedded')} value={kg(report.embeddedKg)} hint={t('cards.embeddedHint', { count: report.devices })} />
        <StatCard label={t('cards.yearly')} value={kg(report.yearlyKg)} hint={t('cards.yearlyHint', { count: report.lifetimeYears })} />
        <StatCard label={t('cards.yearLonger')} value={kg(report.yearLongerSavingKg)} tone="success" hint={t('cards.yearLongerHint', { from: report.lifetimeYears, to: report.lifetimeYears + 1 })} />
        <StatCard label={t('cards.avoided')} value={kg(report.reuse.avoidedKg)} tone="success" hint={t('cards.avoidedHint', { count: report.reuse.devices })} />
      </div>
      {flagged.length > 0 && <p className="footprint__flag">{t('flagged', { average: report.categoryAverage, none: report.unmatched, count: flagged.length })}</p>}
      <div className="footprint__panels">
        <GroupPanel id="footprint-years" title={t('byYear.title')} lead={t('byYear.lead')} keyHeader={t('byYear.year')} none={t('byYear.unknown')} groups={report.scope3ByYear} />
        <GroupPanel id="footprint-categories" title={t('byCategory')} keyHeader={t('columns.category')} none={t('none')} groups={report.byCategory} name={(key) => t(`categories.${key}`, { defaultValue: key })} />
        <GroupPanel id="footprint-locations" title={t('byLocation')} keyHeader={t('columns.location')} none={t('noLocation')} groups={report.byLocation} />
        <GroupPanel id="footprint-teams" title={t('byTeam')} keyHeader={t('columns.team')} none={t('noTeam')} groups={report.byTeam} />
      </div>
      {flagged.length > 0 && <FlaggedDevices devices={flagged} />}
      <dl className="footprint__method">
        <dt>{t('method.title')}</dt>
        <dd>{t('method.text')}</dd>
        <dt>{t('method.factors')}</dt>
        <dd>
          <a href={report.reuse.factorTable.source.url} target="_blank" rel="noreferrer">
            {report.reuse.factorTable.source.publisher}
          </a>{' '}
          <span className="tabular">{report.reuse.factorTable.version}</span>
        </dd>
        <dt>{t('method.data')}</dt>
        <dd>{report.attribution}</dd>
      </dl>
    </>
  );
}

/** One breakdown: a bar chart of the embedded kg, and the figures in a table beside it. */
function GroupPanel({
  id,
  title,
  lead,
  keyHeader,
  none,
  groups,
  name = (key) => key,
}: {
  id: string;
  title: string;
  lead?: string;
  keyHeader: string;
  none: string;
  groups: readonly FootprintGroup[];
  name?: (key: string) => string;
}) {
  const { t } = useTranslation('insight');
  const kg = useKilograms();
  const labels = useMemo(() => groups.map((group) => (group.key === null ? none : name(group.key))), [groups, none, name]);
  // Names that would run into each other under their bars are set aslant.
  const aslant = labels.join('').length > 6 * Math.max(labels.length, 1);
  const options = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      grid: GRID,
      xAxis: { type: 'category', data: labels, axisLabel: { interval: 0, rotate: aslant ? 30 : 0 } },
      yAxis: { type: 'value', name: 'kg CO2e' },
      series: [{ name: t('columns.embedded'), type: 'bar', data: groups.map((group) => Math.round(group.embeddedKg)), itemStyle: { color: '#2da44e' } }],
    }),
    [groups, labels, aslant, t],
  );
  return (
    <section className="panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {lead && <p className="muted">{lead}</p>}
      <Chart label={title} options={options} />
      <RecordTable<FootprintGroup>
        label={title}
        rows={groups}
        rowKey={(group) => group.key ?? ''}
        columns={[
          { header: keyHeader, cell: (group) => (group.key === null ? none : name(group.key)) },
          { header: t('columns.devices'), cell: (group) => group.devices },
          { header: t('columns.embeddedKg'), cell: (group) => kg(group.embeddedKg, true) },
          { header: t('columns.yearlyKg'), cell: (group) => kg(group.yearlyKg, true) },
        ]}
      />
    </section>
  );
}

/** The devices whose model is not in the footprint data: counted at their category's average, or not at all. */
function FlaggedDevices({ devices }: { devices: readonly DeviceFootprint[] }) {
  const { t } = useTranslation('insight');
  const kg = useKilograms();
  const shown = devices.slice(0, FLAGGED_SHOWN);
  return (
    <section className="panel" aria-labelledby="footprint-flagged">
      <h2 id="footprint-flagged">{t('flaggedDevices')}</h2>
      <RecordTable<DeviceFootprint>
        label={t('flaggedDevices')}
        rows={shown}
        rowKey={(device) => device.assetId}
        columns={[
          { header: t('columns.asset'), cell: (device) => device.assetTag },
          { header: t('columns.model'), cell: (device) => [device.manufacturer, device.model].filter(Boolean).join(' ') },
          { header: t('columns.category'), cell: (device) => t(`categories.${device.productType}`, { defaultValue: device.productType }) },
          { header: t('columns.basis'), cell: (device) => t(`basis.${device.basis}`) },
          { header: t('columns.embeddedKg'), cell: (device) => kg(device.embeddedKg, true) },
        ]}
      />
      {devices.length > shown.length && <p className="muted">{t('flaggedMore', { count: devices.length - shown.length })}</p>}
    </section>
  );
}
