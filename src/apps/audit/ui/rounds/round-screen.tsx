import { useTranslation } from 'react-i18next';
import { useRoute } from 'wouter';
import { Badge } from '../../../../ui/kit/badge';
import { ConfirmAction } from '../../../../ui/kit/confirm-action';
import { PageHeader } from '../../../../ui/kit/page-header';
import { QueryView } from '../../../../ui/kit/query-view';
import { AUDITS_PATH } from './audit-paths';
import { useAuditRound, useCloseRound } from './queries/audit-rounds';
import { RoundReport } from './round-report';
import { ScanPanel } from './scan-panel';
import { ScanResults } from './scan-results';

/** /apps/audit-trail/audits/rounds/:id: scan, see each result, settle the discrepancies, close the round. */
export default function RoundScreen() {
  const { t } = useTranslation('audit-rounds');
  const [, params] = useRoute(`${AUDITS_PATH}/rounds/:id`);
  const id = params?.id ?? '';
  const round = useAuditRound(id);
  const close = useCloseRound(id);
  return (
    <section className="screen audit-rounds" aria-labelledby="audit-round-title">
      <QueryView query={round}>
        {(detail) => (
          <>
            <PageHeader
              title={detail.round.name}
              titleId="audit-round-title"
              lead={[detail.round.location?.name, detail.round.productType && t(`categories.${detail.round.productType}`, { defaultValue: detail.round.productType })].filter(Boolean).join(' · ')}
              meta={<Badge tone={detail.round.status === 'open' ? 'info' : 'neutral'}>{t(`status.${detail.round.status}`)}</Badge>}
              actions={
                detail.round.status === 'open' ? (
                  <ConfirmAction label={t('close.action')} title={t('close.title')} confirmLabel={t('close.confirm')} onConfirm={() => close.mutateAsync(detail.round.version)}>
                    {t('close.text', { missing: detail.report.missing.length })}
                  </ConfirmAction>
                ) : null
              }
            />
            <ScanPanel roundId={id} open={detail.round.status === 'open'} />
            <RoundReport detail={detail} />
            <ScanResults scans={detail.scans} />
          </>
        )}
      </QueryView>
    </section>
  );
}
