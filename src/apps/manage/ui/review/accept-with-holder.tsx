import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportedAsset } from '../../application/ports/review-gateway';
import { useAcceptImport } from '../queries/use-imports';
import { ConfirmAction } from '../../../../ui/kit/confirm-action';
import { PersonPicker } from '../shared/pickers';

/**
 * Accepting a row whose holder fits several people: the reviewer picks the one who holds the device, from a search
 * that starts at the name the file gave, so the people it fits are the first offered.
 */
export function AcceptWithHolder({ row, onAccepted }: { row: ImportedAsset; onAccepted: (row: ImportedAsset) => void }) {
  const { t } = useTranslation(['manage-review', 'manage']);
  const accept = useAcceptImport();
  const [assigneeId, setAssigneeId] = useState<string | null>(null);
  const tag = row.values.assetTag;
  const holder = row.values.assignedTo ?? '';
  return (
    <ConfirmAction
      label={t('queue.accept')}
      ariaLabel={t('queue.acceptRow', { tag })}
      title={t('acceptHolder.title', { tag })}
      confirmLabel={t('acceptHolder.confirm')}
      onConfirm={async () => {
        if (!assigneeId) throw new Error(t('acceptHolder.choose'));
        onAccepted(await accept.mutateAsync({ id: row.id, version: row.version, assigneeId }));
      }}
    >
      <p>{t('acceptHolder.explain', { holder })}</p>
      <PersonPicker label={t('acceptHolder.person')} initialText={holder} isRequired selectedId={assigneeId} onSelect={(option) => setAssigneeId(option?.id ?? null)} />
    </ConfirmAction>
  );
}
