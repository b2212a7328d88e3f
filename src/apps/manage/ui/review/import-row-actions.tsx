import { useTranslation } from 'react-i18next';
import type { ImportedAsset } from '../../application/ports/review-gateway';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { useAcceptImport, useRejectImport } from '../queries/use-imports';
import { ConfirmAction } from '../../../../ui/kit/confirm-action';
import { MergeImport } from './merge-import';
import { AcceptWithHolder } from './accept-with-holder';

/** What a reviewer does with a waiting row: make it a new asset, merge it into one, or drop it. */
export function ImportRowActions({ row, onSettled, onFailed }: { row: ImportedAsset; onSettled: (row: ImportedAsset) => void; onFailed: (error: unknown) => void }) {
  const { t } = useTranslation(['manage-review', 'manage']);
  const accept = useAcceptImport();
  const reject = useRejectImport();
  const tag = row.values.assetTag;
  return (
    <div className="import-actions">
      {row.reasons.some((reason) => reason.code === 'holder-ambiguous') ? (
        <AcceptWithHolder row={row} onAccepted={onSettled} />
      ) : (
        <RippleButton
          className="button button--primary"
          aria-label={t('queue.acceptRow', { tag })}
          isPending={accept.isPending}
          // Awaited rather than mutate's callbacks: the refreshed queue no longer holds this row, and callbacks
          // of an unmounted row would never run.
          onPress={() =>
            accept.mutateAsync({ id: row.id, version: row.version }).then(onSettled, onFailed)
          }
        >
          {t('queue.accept')}
        </RippleButton>
      )}
      <MergeImport row={row} onMerged={onSettled} />
      <ConfirmAction
        label={t('queue.reject')}
        ariaLabel={t('manage:actions.rejectNamed', { name: tag })}
        title={t('reject.title', { tag })}
        confirmLabel={t('reject.confirm')}
        destructive
        onConfirm={async () => onSettled(await reject.mutateAsync({ id: row.id, version: row.version }))}
      >
        <p>{t('reject.explain')}</p>
      </ConfirmAction>
    </div>
  );
}
