import { Form } from 'react-aria-components';
import type { AssetStatus } from '../../domain/asset-status';
import { FormError } from '../../../../ui/kit/form-error';
import { FormButtons } from '../../../../ui/kit/form-buttons';
import { AssetFields } from './asset-fields';
import type { AssetFormValues } from './asset-form-values';
import { useAssetChecks } from './use-asset-checks';
import { useAssetChoices } from './use-asset-choices';

/** How the form saves: adding or a version-checked edit, each with its state and the server's answer. */
export interface AssetSave {
  readonly onSubmit: () => unknown;
  readonly pending: boolean;
  readonly error: string | null;
  readonly fieldError: (field: string) => string | undefined;
  /** After someone else saved first: send my changes again on their version. */
  readonly reapply?: (() => unknown) | null;
}

/**
 * The asset form, adding or editing: the fields with the catalogue's models, labels and the type's custom fields,
 * checked as the server checks them before anything is sent.
 */
export function AssetForm({
  values,
  onChange,
  statuses,
  save,
  cancelHref,
  conflict,
}: {
  values: AssetFormValues;
  onChange: (values: AssetFormValues) => void;
  statuses: readonly AssetStatus[];
  save: AssetSave;
  cancelHref: string;
  conflict?: { readonly opened: AssetFormValues; readonly theirs: AssetFormValues | null };
}) {
  const choices = useAssetChoices(values.modelId);
  const checks = useAssetChecks(values, choices.definitions);
  const { reapply } = save;
  return (
    <Form
      className="form"
      // Server and amount errors mark fields invalid; natively that would block the corrected form from submitting.
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        if (checks.readable()) void save.onSubmit();
      }}
    >
      <AssetFields values={values} onChange={onChange} statuses={statuses} choices={choices} checks={checks} fieldError={save.fieldError} conflict={conflict} />
      <FormError>{save.error}</FormError>
      <FormButtons cancel={{ href: cancelHref }} pending={save.pending} onReapply={reapply && (() => checks.readable() && reapply())} />
    </Form>
  );
}
