import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Badge } from '../../../../ui/kit/badge';
import { formatTimestamp } from '../../../../ui/kit/format';
import { QueryView } from '../../../../ui/kit/query-view';
import { RecordTable } from '../../../../ui/kit/record-table';
import { EmptyState } from '../../../../ui/kit/states';
import { roundPath } from './audit-paths';
import { useAuditRounds } from './queries/audit-rounds';

/** The organisation's rounds, newest first, each opening its page. */
export function RoundList() {
  const { t, i18n } = useTranslation('audit-rounds');
  const rounds = useAuditRounds();
  return (
    <section aria-labelledby="audit-rounds-title" className="stack">
      <h2 id="audit-rounds-title">{t('rounds.heading')}</h2>
      <QueryView query={rounds}>
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState title={t('rounds.emptyTitle')}>{t('rounds.empty')}</EmptyState>
          ) : (
            <RecordTable
              label={t('rounds.label')}
              rows={items}
              rowKey={(round) => round.id}
              columns={[
                { wrap: true, header: t('columns.round'), cell: (round) => <Link href={roundPath(round.id)}>{round.name}</Link> },
                {
                  wrap: true,
                  header: t('columns.scope'),
                  cell: (round) => [round.location?.name, round.productType && t(`categories.${round.productType}`, { defaultValue: round.productType })].filter(Boolean).join(' · '),
                },
                { header: t('columns.progress'), cell: (round) => t('rounds.progress', { scanned: round.scanned, expected: round.expected }) },
                { wrap: true, header: t('columns.opened'), cell: (round) => formatTimestamp(round.createdAt, i18n.language) },
                { header: t('columns.status'), cell: (round) => <Badge tone={round.status === 'open' ? 'info' : 'neutral'}>{t(`status.${round.status}`)}</Badge> },
              ]}
            />
          )
        }
      </QueryView>
    </section>
  );
}
