import { useTranslation } from 'react-i18next';
import { Badge, type Tone } from '../../../../ui/kit/badge';
import { formatTimestamp } from '../../../../ui/kit/format';
import { RecordTable } from '../../../../ui/kit/record-table';
import { EmptyState } from '../../../../ui/kit/states';
import type { AuditScan } from '../../application/ports/audit-rounds-gateway';
import type { ScanOutcome } from '../../domain/round-scans';

const TONES: Record<ScanOutcome, Tone> = { found: 'success', elsewhere: 'warning', unknown: 'danger' };

/** The round's scans, the latest first: what each code was, and where the fleet had it. */
export function ScanResults({ scans }: { scans: readonly AuditScan[] }) {
  const { t, i18n } = useTranslation('audit-rounds');
  return (
    <section aria-labelledby="audit-results-title" className="stack">
      <h2 id="audit-results-title">{t('results.heading')}</h2>
      {scans.length === 0 ? (
        <EmptyState title={t('results.emptyTitle')}>{t('results.empty')}</EmptyState>
      ) : (
        <RecordTable
          label={t('results.label')}
          rows={scans}
          rowKey={(scan) => scan.id}
          columns={[
            { wrap: true, header: t('columns.code'), cell: (scan) => <code>{scan.asset?.assetTag ?? scan.code}</code> },
            { wrap: true, header: t('columns.model'), cell: (scan) => scan.asset?.model ?? '' },
            { wrap: true, header: t('columns.location'), cell: (scan) => scan.asset?.location?.name ?? '' },
            { header: t('columns.result'), cell: (scan) => <Badge tone={scan.moved ? 'success' : TONES[scan.outcome]}>{t(scan.moved ? 'outcome.moved' : `outcome.${scan.outcome}`)}</Badge> },
            { wrap: true, header: t('columns.scannedAt'), cell: (scan) => formatTimestamp(scan.scannedAt, i18n.language) },
          ]}
        />
      )}
    </section>
  );
}
