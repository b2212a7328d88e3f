import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useLocation } from 'wouter';
import type { ProductType } from '../../domain/asset-status';
import { managePaths } from '../../domain/paths';
import { useSubmit } from '../../../../ui/kit/use-submit';
import { useCreateAsset } from '../queries/use-assets';
import { parseMoney } from '../../../../ui/kit/format';
import { AssetFields } from './asset-fields';
import { emptyAssetValues, newAssetOf, typedOf } from './asset-form-values';
import { useCostCheck } from './use-cost-check';
import { useStartingCustomFields } from './use-starting-custom-fields';
import { FormError } from '../../../../ui/kit/form-error';
import { FormButtons } from '../../../../ui/kit/form-buttons';
import { useUnsavedValues } from '../../../../ui/routing/use-unsaved-changes';

/** A new asset starts on the shelf, in repair, retired or lost; it is deployed only by checking it out. */
const NEW_STATUSES = ['in-stock', 'in-repair', 'retired', 'lost'] as const;

export function AddAssetForm({ productType, cancelHref }: { productType: ProductType | undefined; cancelHref: string }) {
  const [, navigate] = useLocation();
  const [opened] = useState(() => emptyAssetValues(productType));
  const [values, setValues] = useState(opened);
  useStartingCustomFields(values, setValues);
  const { costInvalid, costReadable } = useCostCheck(values.cost);
  const create = useCreateAsset();
  const submit = useSubmit(async () => {
    const created = await create.mutateAsync(newAssetOf(values, parseMoney(values.cost) ?? null));
    navigate(managePaths.asset(created.id));
  });
  useUnsavedValues(typedOf(values), typedOf(opened), submit.pending);
  return (
    <Form
      className="form"
      // Server and amount errors mark fields invalid; natively that would block the corrected form from submitting.
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        if (costReadable()) void submit.onSubmit();
      }}
    >
      <AssetFields values={values} onChange={setValues} statuses={NEW_STATUSES} fieldError={submit.fieldError} costInvalid={costInvalid} />
      <FormError>{submit.error}</FormError>
      <FormButtons cancel={{ href: cancelHref }} pending={submit.pending} />
    </Form>
  );
}
