import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { Badge } from '../../../../ui/kit/badge';
import { ConfirmAction } from '../../../../ui/kit/confirm-action';
import { EmptyState, ErrorState, LoadingState } from '../../../../ui/kit/states';
import type { ReportSchedule, SavedReport } from '../../application/ports/saved-report-gateway';
import { formatTimestamp } from '../../../../ui/kit/format';
import { useDeleteSavedReport, useSavedReports } from '../queries/saved-reports';
import { ScheduleDialog } from './schedule-dialog';

function ScheduleSummary({ schedule }: { schedule: ReportSchedule | null }) {
  const { t, i18n } = useTranslation('insight');
  if (!schedule) return <span className="field__hint">{t('saved.list.notScheduled')}</span>;
  const at = formatTimestamp(schedule.nextRunAt, i18n.language);
  const last = schedule.lastDelivery;
  return (
    <span className="field__hint">
      {t('saved.list.nextRun', { at })}
      {last && ` · ${t(`saved.list.last.${last.status}`, { count: last.sent, failed: last.failed, total: last.sent + last.failed })}`}
    </span>
  );
}

function SavedReportRow({ report, onOpen }: { report: SavedReport; onOpen: (report: SavedReport) => void }) {
  const { t } = useTranslation('insight');
  const remove = useDeleteSavedReport();
  return (
    <li className="saved-report">
      <div className="saved-report__text">
        <strong>{report.name}</strong> <Badge tone={report.visibility === 'shared' ? 'info' : 'neutral'}>{t(`saved.list.${report.visibility}`)}</Badge>
        <div className="field__hint">{t('saved.list.owner', { name: report.owner.name })}</div>
        <ScheduleSummary schedule={report.schedule} />
      </div>
      <div className="saved-report__actions">
        <RippleButton className="button" onPress={() => onOpen(report)} aria-label={t('saved.list.openNamed', { name: report.name })}>
          {t('saved.list.open')}
        </RippleButton>
        {report.editable && (
          <>
            <ScheduleDialog report={report} />
            <ConfirmAction
              label={t('saved.list.delete')}
              ariaLabel={t('saved.list.deleteNamed', { name: report.name })}
              title={t('saved.list.deleteTitle', { name: report.name })}
              confirmLabel={t('saved.list.delete')}
              destructive
              onConfirm={() => remove.mutateAsync({ id: report.id, version: report.version })}
            >
              {t('saved.list.deleteBody')}
            </ConfirmAction>
          </>
        )}
      </div>
    </li>
  );
}

/** "Saved reports": the person's own and the shared ones, each opened in the report screen by `onOpen`. */
export function SavedReportsList({ onOpen }: { onOpen: (report: SavedReport) => void }) {
  const { t } = useTranslation('insight');
  const saved = useSavedReports();
  return (
    <section aria-labelledby="saved-reports-title" className="saved-reports">
      <h2 id="saved-reports-title">{t('saved.list.title')}</h2>
      {saved.isPending ? (
        <LoadingState label={t('saved.list.loading')} />
      ) : saved.isError ? (
        <ErrorState message={t('saved.list.error')} onRetry={() => void saved.refetch()} />
      ) : saved.data.items.length === 0 ? (
        <EmptyState>{t('saved.list.empty')}</EmptyState>
      ) : (
        <ul className="saved-reports__list">
          {saved.data.items.map((report) => (
            <SavedReportRow key={report.id} report={report} onOpen={onOpen} />
          ))}
        </ul>
      )}
    </section>
  );
}
