import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CONDITION_GRADES, PRODUCT_TYPES, type AssetStatus } from '../../domain/asset-status';
import { TextInput } from '../../../../ui/kit/text-input';
import { TheirValue } from '../../../../ui/kit/their-value';
import type { AssetFormField, AssetFormValues, CustomFieldRow } from './asset-form-values';
import { productTypeOf } from './asset-route-params';
import { CustomFieldsEditor } from './custom-fields-editor';
import { SelectField } from '../../../../ui/kit/select-field';
import { NotesField } from '../../../../ui/kit/notes-field';
import { FormSection } from '../../../../ui/kit/form-layout';
import { PlacePicker } from '../shared/pickers';
import { ModelPicker, StatusLabelPicker } from './catalogue-pickers';
import type { AssetChoices } from './use-asset-choices';
import type { AssetChecks } from './use-asset-checks';

/** The server names the amount by its unit. */
const serverName = (field: AssetFormField) => (field === 'cost' ? 'costCents' : field);

const customText = (rows: readonly CustomFieldRow[]) =>
  rows
    .filter((row) => row.key.trim())
    .map((row) => `${row.key.trim()}: ${row.value}`)
    .join('; ');

/**
 * Every field of an asset, each with the server's message for it and, after a conflict, what the other
 * person saved there.
 */
export function AssetFields({
  values,
  onChange,
  statuses,
  choices,
  checks,
  fieldError,
  conflict,
}: {
  values: AssetFormValues;
  onChange: (values: AssetFormValues) => void;
  statuses: readonly AssetStatus[];
  choices: AssetChoices;
  checks: Pick<AssetChecks, 'costInvalid' | 'customProblem'>;
  fieldError: (field: string) => string | undefined;
  conflict?: { readonly opened: AssetFormValues; readonly theirs: AssetFormValues | null } | undefined;
}) {
  const { t } = useTranslation(['manage-assets', 'manage']);
  const { costInvalid } = checks;
  const set = (field: keyof AssetFormValues) => (value: unknown) => onChange({ ...values, [field]: value });
  const error = (field: AssetFormField) => (field === 'cost' && costInvalid ? t('manage:money.invalid') : fieldError(serverName(field)));
  const shownAs = (field: AssetFormField, value: string) => {
    if (!value) return '';
    if (field === 'productType') return t(`manage:productTypeOne.${value}`);
    if (field === 'status') return t(`manage:status.${value}`);
    if (field === 'modelId') return choices.models.find((model) => model.id === value)?.name ?? value;
    if (field === 'statusLabelId') return choices.labels.find((label) => label.id === value)?.name ?? value;
    return field === 'condition' ? t(`manage:condition.${value}`) : value;
  };
  const theirs = (field: AssetFormField) =>
    conflict?.theirs && <TheirValue opened={shownAs(field, conflict.opened[field])} theirs={shownAs(field, conflict.theirs[field])} />;
  const cell = (field: AssetFormField, control: ReactNode) => (
    <div key={field}>
      {control}
      {theirs(field)}
    </div>
  );
  const text = (field: AssetFormField, isRequired = false) =>
    cell(field, <TextInput label={t(`field.${field}`)} value={values[field]} onChange={set(field)} isRequired={isRequired} error={error(field)} />);
  const day = (field: AssetFormField) => cell(field, <TextInput label={t(`field.${field}`)} type="date" value={values[field]} onChange={set(field)} error={error(field)} />);

  return (
    <>
      <FormSection title={t('form.sections.identity')} description={t('form.sections.identityHint')}>
        {text('assetTag', true)}
        {text('serial')}
        {cell('modelId', <ModelPicker values={values} onChange={onChange} models={choices.models} error={error('modelId')} />)}
        {cell(
          'productType',
          <SelectField
            label={t('field.productType')}
            value={values.productType}
            onChange={set('productType')}
            emptyLabel={values.productType ? undefined : t('form.choose')}
            isRequired
            error={error('productType')}
          >
            {PRODUCT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`manage:productTypeOne.${type}`)}
              </option>
            ))}
          </SelectField>,
        )}
        {text('manufacturer')}
        {text('model', true)}
        {text('specs')}
      </FormSection>
      <FormSection title={t('form.sections.place')} description={t('form.sections.placeHint')}>
        {cell(
          'status',
          <SelectField label={t('field.status')} value={values.status} onChange={set('status')} error={error('status')}>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {t(`manage:status.${status}`)}
              </option>
            ))}
          </SelectField>,
        )}
        {cell(
          'statusLabelId',
          <StatusLabelPicker value={values.statusLabelId} status={values.status} onChange={set('statusLabelId')} labels={choices.labels} error={error('statusLabelId')} />,
        )}
        {cell(
          'condition',
          <SelectField label={t('field.condition')} value={values.condition} onChange={set('condition')} emptyLabel={t('form.noCondition')} error={error('condition')}>
            {CONDITION_GRADES.map((grade) => (
              <option key={grade} value={grade}>
                {t(`manage:condition.${grade}`)}
              </option>
            ))}
          </SelectField>,
        )}
        {cell(
          'location',
          <PlacePicker
            selectedId={values.locationId || null}
            selectedLabel={values.location}
            onSelect={(place) => onChange({ ...values, locationId: place?.id ?? '', location: place?.name ?? '' })}
            label={t('field.location')}
            error={fieldError('locationId')}
          />,
        )}
      </FormSection>
      <FormSection title={t('form.sections.purchase')} description={t('form.sections.purchaseHint')}>
        {day('purchaseDate')}
        {cell(
          'cost',
          <TextInput label={t('field.cost')} description={t('form.costHint')} inputMode="decimal" value={values.cost} onChange={set('cost')} error={error('cost')} />,
        )}
        {text('supplier')}
        {text('invoiceNumber')}
        {day('warrantyEnd')}
        {day('endOfLife')}
      </FormSection>
      <div className="form-section form-section--plain">
        {cell('notes', <NotesField label={t('field.notes')} value={values.notes} onChange={set('notes')} error={error('notes')} />)}
      </div>
      <CustomFieldsEditor
        productType={productTypeOf(values.productType)}
        definitions={choices.definitions}
        rows={values.customFields}
        onChange={set('customFields')}
        problem={checks.customProblem}
        fieldError={fieldError}
      />
      {conflict?.theirs && <TheirValue opened={customText(conflict.opened.customFields)} theirs={customText(conflict.theirs.customFields)} />}
    </>
  );
}
