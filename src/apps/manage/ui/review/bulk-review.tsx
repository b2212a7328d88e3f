import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportedAsset } from '../../application/ports/review-gateway';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { useAcceptImport, useRejectImport } from '../queries/use-imports';
import { useProblemText } from '../../../../ui/kit/problem-text';

interface BulkResult {
  readonly action: 'accept' | 'reject';
  readonly done: number;
  readonly refused: readonly { readonly tag: string; readonly reason: string }[];
}

/** Accepts or rejects the chosen rows one by one; one refusal does not stop the others, and each is named. */
export function BulkReview({ rows, onDone }: { rows: readonly ImportedAsset[]; onDone: () => void }) {
  const { t } = useTranslation(['manage-review', 'manage']);
  const { problemText } = useProblemText();
  const accept = useAcceptImport();
  const reject = useRejectImport();
  const [running, setRunning] = useState<'accept' | 'reject' | null>(null);
  const [result, setResult] = useState<BulkResult | null>(null);

  const run = async (action: 'accept' | 'reject') => {
    const change = action === 'accept' ? accept : reject;
    setRunning(action);
    let done = 0;
    const refused: { tag: string; reason: string }[] = [];
    for (const row of rows) {
      try {
        await change.mutateAsync({ id: row.id, version: row.version });
        done += 1;
      } catch (error) {
        refused.push({ tag: row.values.assetTag, reason: problemText(error) });
      }
    }
    setRunning(null);
    setResult({ action, done, refused });
    onDone();
  };

  return (
    <>
      {rows.length > 0 && (
        <div className="bulk-bar" role="group" aria-label={t('kit:list.selected', { count: rows.length })}>
          <span>{t('kit:list.selected', { count: rows.length })}</span>
          <RippleButton className="button button--primary" isPending={running === 'accept'} isDisabled={running !== null} onPress={() => void run('accept')}>
            {t('bulk.accept', { count: rows.length })}
          </RippleButton>
          <RippleButton className="button button--danger" isPending={running === 'reject'} isDisabled={running !== null} onPress={() => void run('reject')}>
            {t('bulk.reject', { count: rows.length })}
          </RippleButton>
        </div>
      )}
      {result && (
        <div role="status" className="import__done">
          <p>{t(result.action === 'accept' ? 'bulk.accepted' : 'bulk.rejected', { count: result.done })}</p>
          {result.refused.length > 0 && (
            <ul>
              {result.refused.map((refusal) => (
                <li key={refusal.tag}>{t('bulk.refused', refusal)}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </>
  );
}
