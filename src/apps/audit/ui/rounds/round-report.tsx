import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { useProblemText } from '../../../../ui/kit/problem-text';
import { RecordTable } from '../../../../ui/kit/record-table';
import { EmptyState } from '../../../../ui/kit/states';
import type { AuditAsset, AuditRoundDetail } from '../../application/ports/audit-rounds-gateway';
import { useMoveHere, useReportFailure } from './queries/audit-rounds';

/** The round's discrepancies: expected but missing (a ticket opens), found belonging elsewhere (move it here), unknown tags. */
export function RoundReport({ detail }: { detail: AuditRoundDetail }) {
  const { t } = useTranslation('audit-rounds');
  const { problemText } = useProblemText();
  const { round, report, failures } = detail;
  const move = useMoveHere(round.id);
  const fail = useReportFailure(round.id);
  const [said, setSaid] = useState('');
  const open = round.status === 'open';
  const ticketOf = (assetId: string) => failures.find((failure) => failure.assetId === assetId);
  const reportMissing = (asset: AuditAsset) => {
    const ticket = ticketOf(asset.id);
    if (ticket) return t('report.ticket', { number: ticket.ticketNumber });
    if (!open) return null;
    return (
      <RippleButton
        className="button"
        isDisabled={fail.isPending}
        aria-label={t('report.reportMissingFor', { tag: asset.assetTag })}
        onPress={() => void fail.mutateAsync({ assetId: asset.id, reason: 'missing' }).then((made) => setSaid(t('report.ticketOpened', { number: made.ticketNumber, tag: asset.assetTag })), (error: unknown) => setSaid(problemText(error)))}
      >
        {t('report.reportMissing')}
      </RippleButton>
    );
  };
  const tableOf = (rows: readonly AuditAsset[], label: string, action: (asset: AuditAsset) => ReactNode) => (
    <RecordTable
      label={label}
      rows={rows}
      rowKey={(asset) => asset.id}
      columns={[
        { header: t('columns.asset'), cell: (asset) => <strong>{asset.assetTag}</strong> },
        { wrap: true, header: t('columns.model'), cell: (asset) => asset.model },
        { wrap: true, header: t('columns.location'), cell: (asset) => asset.location?.name ?? t('none') },
        { header: t('columns.actions'), hiddenHeader: true, cell: action },
      ]}
    />
  );
  return (
    <section aria-labelledby="audit-report-title" className="stack">
      <h2 id="audit-report-title">{t('report.heading')}</h2>
      <p>{t('report.summary', { found: report.found, expected: report.expected })}</p>
      <p role="status">{said}</p>
      <h3>{t('report.missing', { count: report.missing.length })}</h3>
      {report.missing.length === 0 ? <EmptyState>{t('report.noneMissing')}</EmptyState> : tableOf(report.missing, t('report.missingLabel'), reportMissing)}
      <h3>{t('report.elsewhere', { count: report.elsewhere.length })}</h3>
      {report.elsewhere.length === 0 ? (
        <EmptyState>{t('report.noneElsewhere')}</EmptyState>
      ) : (
        tableOf(report.elsewhere, t('report.elsewhereLabel'), (asset) =>
          open && round.location ? (
            <RippleButton
              className="button"
              isDisabled={move.isPending}
              aria-label={t('report.moveHereFor', { tag: asset.assetTag, place: round.location.name })}
              onPress={() => void move.mutateAsync(asset.id).then(() => setSaid(t('report.moved', { tag: asset.assetTag })), (error: unknown) => setSaid(problemText(error)))}
            >
              {t('report.moveHere')}
            </RippleButton>
          ) : null,
        )
      )}
      <h3>{t('report.unknown', { count: report.unknown.length })}</h3>
      {report.unknown.length === 0 ? (
        <EmptyState>{t('report.noneUnknown')}</EmptyState>
      ) : (
        <ul>
          {report.unknown.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
