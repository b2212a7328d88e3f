import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../ui/kit/badge';
import { formatDay } from '../../../../ui/kit/format';
import { QueryView } from '../../../../ui/kit/query-view';
import { RecordTable } from '../../../../ui/kit/record-table';
import { SelectField } from '../../../../ui/kit/select-field';
import { EmptyState } from '../../../../ui/kit/states';
import { DEFAULT_WARNING_DAYS } from '../../domain/audit-schedule';
import { useDueAudits } from './queries/audit-rounds';

const WINDOWS = [7, DEFAULT_WARNING_DAYS, 30, 90];

/** The assets overdue for an audit or due within the chosen window. */
export function DueAuditsList() {
  const { t, i18n } = useTranslation('audit-rounds');
  const [windowDays, setWindowDays] = useState(DEFAULT_WARNING_DAYS);
  const due = useDueAudits(windowDays);
  return (
    <section aria-labelledby="audit-due-title" className="stack">
      <h2 id="audit-due-title">{t('due.heading')}</h2>
      <SelectField label={t('due.window')} value={String(windowDays)} onChange={(value) => setWindowDays(Number(value))}>
        {WINDOWS.map((days) => (
          <option key={days} value={days}>
            {t('due.days', { count: days })}
          </option>
        ))}
      </SelectField>
      <QueryView query={due}>
        {(answer) =>
          answer.intervalMonths === null ? (
            <EmptyState title={t('due.noPolicyTitle')}>{t('due.noPolicy')}</EmptyState>
          ) : answer.items.length === 0 ? (
            <EmptyState title={t('due.emptyTitle')}>{t('due.empty', { count: answer.windowDays })}</EmptyState>
          ) : (
            <RecordTable
              label={t('due.label')}
              rows={answer.items}
              rowKey={(asset) => asset.id}
              columns={[
                { header: t('columns.asset'), cell: (asset) => <strong>{asset.assetTag}</strong> },
                { wrap: true, header: t('columns.model'), cell: (asset) => asset.model },
                { wrap: true, header: t('columns.location'), cell: (asset) => asset.location?.name ?? t('none') },
                { header: t('columns.lastAudit'), cell: (asset) => (asset.lastAudit ? formatDay(asset.lastAudit, i18n.language) : t('due.never')) },
                { header: t('columns.nextAudit'), cell: (asset) => formatDay(asset.nextAudit, i18n.language) },
                { header: t('columns.standing'), cell: (asset) => <Badge tone={asset.standing === 'overdue' ? 'danger' : 'warning'}>{t(`standing.${asset.standing}`)}</Badge> },
              ]}
            />
          )
        }
      </QueryView>
    </section>
  );
}
