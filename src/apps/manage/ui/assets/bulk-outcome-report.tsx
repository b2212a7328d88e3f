import { useTranslation } from 'react-i18next';
import type { BulkOutcome } from '../../../../application/ports/list-page';

/** How a bulk change went: how many changed, and each refused asset with the reason. */
export function BulkOutcomeReport({ outcome, tags }: { outcome: BulkOutcome; tags: ReadonlyMap<string, string> }) {
  const { t } = useTranslation('manage-assets');
  return (
    <div role="status" className="bulk-outcome">
      <p>{t('bulk.updated', { count: outcome.updated.length })}</p>
      {outcome.refused.length > 0 && (
        <>
          <p>{t('bulk.refused', { count: outcome.refused.length })}</p>
          <ul>
            {outcome.refused.map((refusal) => (
              <li key={refusal.id}>
                {tags.get(refusal.id) ?? refusal.id}: {refusal.reason}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
