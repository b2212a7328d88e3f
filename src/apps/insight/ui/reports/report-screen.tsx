import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRoute } from 'wouter';
import { PageHeader } from '../../../../ui/kit/page-header';
import { QueryView } from '../../../../ui/kit/query-view';
import { EmptyState } from '../../../../ui/kit/states';
import { useListState, type ListControls } from '../../../../ui/kit/use-list-state';
import type { ReportAnswer, ReportQuery } from '../../application/ports/report-gateway';
import { REPORT_SHAPES, reportKindOf } from '../../domain/reports/report-gallery';
import type { ReportKind } from '../../domain/reports/report-table';
import { useReport } from '../queries/reports';
import { SaveReportDialog } from '../saved/save-report-dialog';
import { ReportChart } from './report-chart';
import { useReportDownloads } from './report-downloads';
import { REPORT_FILTER_KEYS, ReportFilters } from './report-filters';
import { REPORTS_HOME } from './report-paths';
import { ReportTableView } from './report-table-view';
import { useReportWords } from './report-words';

/** /apps/insights-center/report/:kind: one report with its filters (kept in the address), chart, table and files. */
export default function ReportScreen() {
  const [, params] = useRoute(`${REPORTS_HOME}/report/:kind`);
  const kind = reportKindOf(params?.kind);
  return kind ? <Report key={kind} kind={kind} /> : <NoSuchReport />;
}

function Report({ kind }: { kind: ReportKind }) {
  const { t } = useTranslation(['insight-report-words', 'insight-reports']);
  const controls = useListState(REPORT_FILTER_KEYS);
  const { filters } = controls.state;
  const takes = REPORT_SHAPES[kind].filters;
  const query = useMemo<ReportQuery>(
    () => ({
      kind,
      from: filters.from,
      to: filters.to,
      productType: takes.includes('productType') ? filters.productType : undefined,
      locationId: takes.includes('locationId') ? filters.locationId : undefined,
    }),
    [kind, filters, takes],
  );
  const badPeriod = Boolean(query.from && query.to && query.from > query.to);
  const report = useReport(query, !badPeriod);
  const downloads = useReportDownloads(query, !report.data || badPeriod);
  const title = t(`kinds.${kind}.title`);
  return (
    <section className="screen insights-report" aria-labelledby="insights-report-title">
      <PageHeader
        title={title}
        titleId="insights-report-title"
        lead={t(`kinds.${kind}.description`)}
        actions={
          <>
            <SaveReportDialog query={query} />
            {downloads.buttons}
          </>
        }
      />
      {downloads.error}
      <ReportFilters kind={kind} controls={controls} options={report.data?.options} badPeriod={badPeriod} />
      {!badPeriod && (
        <QueryView
          query={report}
          isEmpty={(answer) => answer.table.rows.every((row) => row.values.every((value) => value === 0))}
          empty={<EmptyState title={t('insight-reports:empty.title')}>{t('insight-reports:empty.text')}</EmptyState>}
        >
          {(answer) => <ReportBody answer={answer} controls={controls} label={title} />}
        </QueryView>
      )}
    </section>
  );
}

function ReportBody({ answer, controls, label }: { answer: ReportAnswer; controls: ListControls; label: string }) {
  const { table } = answer;
  const words = useReportWords(table.kind, answer.translatedKeys, table.currency);
  return (
    <div className="insights-report__body">
      <ReportChart table={table} words={words} />
      <ReportTableView table={table} words={words} controls={controls} label={label} />
    </div>
  );
}

/** An address naming no report (an old or mistyped link): said so, with the way back to the gallery. */
function NoSuchReport() {
  const { t } = useTranslation('insight-reports');
  return (
    <section className="screen insights-report" aria-labelledby="insights-report-title">
      <PageHeader title={t('notFound.title')} titleId="insights-report-title" />
      <EmptyState
        title={t('notFound.text')}
        action={
          <Link href={REPORTS_HOME} className="button button--primary">
            {t('notFound.back')}
          </Link>
        }
      />
    </section>
  );
}
