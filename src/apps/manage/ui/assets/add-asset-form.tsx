import { useState } from 'react';
import { useLocation } from 'wouter';
import type { ProductType } from '../../domain/asset-status';
import { managePaths } from '../../domain/paths';
import { useSubmit } from '../../../../ui/kit/use-submit';
import { useCreateAsset } from '../queries/use-assets';
import { parseMoney } from '../../../../ui/kit/format';
import { AssetForm } from './asset-form';
import { emptyAssetValues, newAssetOf, typedOf } from './asset-form-values';
import { useStartingCustomFields } from './use-starting-custom-fields';
import { useUnsavedValues } from '../../../../ui/routing/use-unsaved-changes';

/** A new asset starts on the shelf, in repair, retired or lost; it is deployed only by checking it out. */
const NEW_STATUSES = ['in-stock', 'in-repair', 'retired', 'lost'] as const;

export function AddAssetForm({ productType, cancelHref }: { productType: ProductType | undefined; cancelHref: string }) {
  const [, navigate] = useLocation();
  const [opened] = useState(() => emptyAssetValues(productType));
  const [values, setValues] = useState(opened);
  useStartingCustomFields(values, setValues);
  const create = useCreateAsset();
  const submit = useSubmit(async () => {
    const created = await create.mutateAsync(newAssetOf(values, parseMoney(values.cost) ?? null));
    navigate(managePaths.asset(created.id));
  });
  useUnsavedValues(typedOf(values), typedOf(opened), submit.pending);
  return <AssetForm values={values} onChange={setValues} statuses={NEW_STATUSES} save={submit} cancelHref={cancelHref} />;
}
