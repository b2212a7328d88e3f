import { useTranslation } from 'react-i18next';
import type { BulkImport } from '../../application/ports/bulk-gateway';
import { changedNothing, type BulkSummary } from '../../domain/bulk-summary';
import { formatTimestamp } from '../../../../ui/kit/format';

const FIGURES: readonly (keyof BulkSummary)[] = ['created', 'changed', 'unchanged', 'invalid', 'review', 'waitingHolder', 'skipped'];

/** What one file did, and only that file; a file that changed nothing says so. */
export function BulkSummaryView({ file, previous }: { file: BulkImport; previous: BulkImport | null }) {
  const { t, i18n } = useTranslation('manage-bulk');
  return (
    <section className="bulk-summary" aria-labelledby={`bulk-summary-${file.id}`}>
      <div role="status">
        <h3 id={`bulk-summary-${file.id}`}>{file.state === 'failed' ? t('summary.refused', { count: file.summary.invalid }) : t('summary.heading', { name: file.fileName })}</h3>
        {previous && (
          <p>
            {t('summary.previous', { when: formatTimestamp(previous.createdAt, i18n.language), created: previous.summary.created, changed: previous.summary.changed })}
          </p>
        )}
        {file.state === 'done' && changedNothing(file.summary) && <p>{t('summary.nothing')}</p>}
      </div>
      <dl className="bulk-summary__figures">
        {FIGURES.map((figure) => (
          <div key={figure}>
            <dt>{t(`summary.${figure}`)}</dt>
            <dd>{file.summary[figure]}</dd>
          </div>
        ))}
      </dl>
      {file.waiting > 0 && <p>{t('summary.waiting', { count: file.waiting })}</p>}
    </section>
  );
}
