import { useState } from 'react';
import { useLocation } from 'wouter';
import type { Asset } from '../../application/ports/assets-gateway';
import { ASSET_STATUSES, changeStatus } from '../../domain/asset-status';
import { managePaths } from '../../domain/paths';
import { useLatestAsset, useUpdateAsset } from '../queries/use-assets';
import { parseMoney } from '../../../../ui/kit/format';
import { useVersionedSave } from '../../../../ui/kit/use-versioned-save';
import { AssetForm } from './asset-form';
import { assetChangesOf, assetValuesOf, typedOf } from './asset-form-values';
import { useUnsavedValues } from '../../../../ui/routing/use-unsaved-changes';

/**
 * Editing an asset someone else may be editing too: only the fields changed here are sent, with the version
 * the form opened; on a conflict their values show beside the fields and the person decides to apply theirs again.
 */
export function EditAssetForm({ asset, cancelHref }: { asset: Asset; cancelHref: string }) {
  const [, navigate] = useLocation();
  // The record as the form opened it; the cache moves on to their version after a conflict.
  const [opened] = useState(() => ({ asset, values: assetValuesOf(asset) }));
  const [values, setValues] = useState(opened.values);
  const update = useUpdateAsset(asset.id);
  const latest = useLatestAsset(asset.id);
  const save = useVersionedSave({
    record: opened.asset,
    save: (version) => update.mutateAsync({ ...assetChangesOf(values, opened.values, parseMoney(values.cost) ?? null), version }),
    fetchLatest: latest,
    onSaved: (saved) => navigate(managePaths.asset(saved.id)),
  });
  const statuses = ASSET_STATUSES.filter((status) => changeStatus({ status: asset.status, assigneeId: asset.assignee?.id ?? null, archived: asset.archived }, status).ok);
  useUnsavedValues(typedOf(values), typedOf(opened.values), save.pending);
  return (
    <AssetForm
      values={values}
      onChange={setValues}
      statuses={statuses}
      save={{ ...save, reapply: save.theirs && save.reapply }}
      cancelHref={cancelHref}
      conflict={{ opened: opened.values, theirs: save.theirs && assetValuesOf(save.theirs) }}
    />
  );
}
