import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportedAsset } from '../../application/ports/review-gateway';
import { useAssetsById } from '../queries/use-asset-labels';
import { useMergeImport } from '../queries/use-imports';
import { ConfirmAction } from '../../../../ui/kit/confirm-action';
import { AssetPicker } from '../shared/pickers';

function SuggestedMatch({ assetId }: { assetId: string }) {
  const { t } = useTranslation('manage-review');
  const [match] = useAssetsById([assetId]);
  const asset = match?.data;
  return <p>{asset ? t('merge.match', { tag: asset.assetTag, model: asset.model }) : t('merge.matchLoading')}</p>;
}

/**
 * Merging fills the blanks of an asset that already exists. The asset holding the same tag or serial is the
 * obvious target; another one may be picked when the match is wrong or missing.
 */
export function MergeImport({ row, onMerged }: { row: ImportedAsset; onMerged: (row: ImportedAsset) => void }) {
  const { t } = useTranslation(['manage-review', 'manage']);
  const merge = useMergeImport();
  const [picked, setPicked] = useState<string | null>(null);
  return (
    <ConfirmAction
      label={t('queue.merge')}
      ariaLabel={t('manage:actions.mergeNamed', { name: row.values.assetTag })}
      title={t('merge.title', { tag: row.values.assetTag })}
      confirmLabel={t('merge.confirm')}
      onConfirm={async () => {
        const assetId = picked ?? row.matchAssetId;
        if (!assetId) throw new Error(t('merge.choose'));
        onMerged(await merge.mutateAsync({ id: row.id, assetId, version: row.version }));
      }}
    >
      {row.matchAssetId && <SuggestedMatch assetId={row.matchAssetId} />}
      <p className="muted">{t('merge.explain')}</p>
      <AssetPicker label={row.matchAssetId ? t('merge.other') : t('merge.target')} selectedId={picked} onSelect={(option) => setPicked(option?.id ?? null)} />
    </ConfirmAction>
  );
}
