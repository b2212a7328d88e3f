import { useTranslation } from 'react-i18next';
import { download } from '../../../../ui/kit/download';
import { FormError } from '../../../../ui/kit/form-error';
import { useProblemText } from '../../../../ui/kit/problem-text';
import { QueryView } from '../../../../ui/kit/query-view';
import { RecordTable } from '../../../../ui/kit/record-table';
import { StatCard } from '../../../../ui/kit/stat-card';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import type { CreditLine } from '../../domain/loop-credit';
import { useExportLoopCredit, useLoopCredit } from '../queries/loop';
import { formatNumber } from '../../../../ui/kit/format';

/** Grams as kilograms with one decimal, in the reader's number format. */
function useKilograms() {
  const { i18n } = useTranslation();
  return (grams: number) => formatNumber(grams / 1000, i18n.language, { exactly: 1 });
}

/**
 * The campaign's environmental credit: what reuse avoided (manufacturing and distribution of new devices), recycled
 * devices counted apart with nothing avoided, and the method and factor table (version and source) it was worked
 * out with. The CSV carries the same, with every device.
 */
export function LoopCreditPanel({ campaignId }: { campaignId: string }) {
  const { t } = useTranslation('campaigns-loop');
  const credit = useLoopCredit(campaignId);
  const exportCsv = useExportLoopCredit(campaignId);
  const { problemText } = useProblemText();
  const kg = useKilograms();
  return (
    <section className="panel loop-panel" aria-labelledby="loop-credit-title">
      <div className="loop-panel__header">
        <h2 id="loop-credit-title">{t('credit.title')}</h2>
        <RippleButton
          className="button"
          isPending={exportCsv.isPending}
          onPress={() => exportCsv.mutate(undefined, { onSuccess: (file) => download(file.filename, file.content, file.contentType) })}
        >
          {t('credit.export')}
        </RippleButton>
      </div>
      {exportCsv.isError && <FormError>{problemText(exportCsv.error)}</FormError>}
      <QueryView query={credit}>
        {(report) => (
          <>
            <div className="loop-credit__cards">
              <StatCard label={t('credit.avoided')} value={t('credit.kg', { value: kg(report.avoidedG) })} tone="success" hint={t('credit.avoidedHint')} />
              <StatCard label={t('credit.reused')} value={report.reused} hint={t('credit.reusedHint')} />
              <StatCard label={t('credit.recycled')} value={report.recycled} hint={t('credit.recycledHint')} />
            </div>
            {report.lines.length > 0 && (
              <RecordTable<CreditLine>
                label={t('credit.byType')}
                rows={report.lines}
                rowKey={(line) => line.type}
                columns={[
                  { header: t('columns.type'), cell: (line) => t(`types.${line.type}`) },
                  { header: t('credit.reused'), cell: (line) => line.reused },
                  { header: t('credit.recycled'), cell: (line) => line.recycled },
                  { header: t('credit.avoided'), cell: (line) => (line.hasFactor ? t('credit.kg', { value: kg(line.avoidedG) }) : t('credit.noFactor')) },
                ]}
              />
            )}
            {(report.undecided > 0 || report.uncounted > 0) && (
              <p className="muted">{t('credit.notCounted', { undecided: report.undecided, uncounted: report.uncounted })}</p>
            )}
            <dl className="loop-credit__method">
              <dt>{t('credit.method')}</dt>
              <dd>{t(`credit.methods.${report.method}`)}</dd>
              <dt>{t('credit.version')}</dt>
              <dd className="tabular">{report.table.version}</dd>
              <dt>{t('credit.source')}</dt>
              <dd>
                <a href={report.table.source.url} target="_blank" rel="noreferrer">
                  {report.table.source.publisher}: {report.table.source.title}
                </a>
              </dd>
              <dt>{t('credit.scope')}</dt>
              <dd>{report.table.scope}</dd>
            </dl>
          </>
        )}
      </QueryView>
    </section>
  );
}
