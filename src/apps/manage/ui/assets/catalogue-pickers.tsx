import { useTranslation } from 'react-i18next';
import type { ModelRecord, StatusLabelRecord } from '../../application/ports/configure-gateway';
import { isHeld, type AssetStatus } from '../../domain/asset-status';
import { applyLabel } from '../../domain/status-label-rules';
import { SelectField } from '../../../../ui/kit/select-field';
import type { AssetFormValues } from './asset-form-values';

const modelName = (model: ModelRecord) => [model.manufacturer?.name, model.name].filter(Boolean).join(' ');

/**
 * A model of Manage Configure: choosing one fills the asset's model, maker and product type from it (still editable),
 * and brings its type's custom fields.
 */
export function ModelPicker({
  values,
  onChange,
  models,
  error,
}: {
  values: AssetFormValues;
  onChange: (values: AssetFormValues) => void;
  models: readonly ModelRecord[];
  error: string | undefined;
}) {
  const { t } = useTranslation('manage-assets');
  const choose = (modelId: string) => {
    const model = models.find((candidate) => candidate.id === modelId);
    if (!model) return onChange({ ...values, modelId });
    onChange({ ...values, modelId, model: model.name, manufacturer: model.manufacturer?.name ?? values.manufacturer, productType: model.productType.kind });
  };
  return (
    <SelectField label={t('field.catalogueModel')} value={values.modelId} onChange={choose} emptyLabel={t('form.noCatalogueModel')} description={t('form.catalogueModelHint')} error={error}>
      {models.map((model) => (
        <option key={model.id} value={model.id}>
          {modelName(model)}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * A status label of Manage Configure, each named with what its type allows; only the labels the asset may take now
 * are offered (one someone holds keeps a deployable or pending label), and the chosen one's meaning is said under it.
 */
export function StatusLabelPicker({
  value,
  status,
  onChange,
  labels,
  error,
}: {
  value: string;
  status: string;
  onChange: (statusLabelId: string) => void;
  labels: readonly StatusLabelRecord[];
  error: string | undefined;
}) {
  const { t } = useTranslation('manage-assets');
  const held = isHeld(status as AssetStatus);
  const offered = labels.filter((label) => label.id === value || applyLabel({ held, archived: false }, label.type, label.name).ok);
  const chosen = labels.find((label) => label.id === value);
  return (
    <SelectField
      label={t('field.statusLabel')}
      value={value}
      onChange={onChange}
      emptyLabel={value ? undefined : t('form.statusOwnLabel')}
      description={chosen ? t(`form.labelMeans.${chosen.type}`) : t('form.statusOwnLabelHint')}
      error={error}
    >
      {offered.map((label) => (
        <option key={label.id} value={label.id}>
          {t('form.labelOption', { name: label.name, type: t(`form.labelType.${label.type}`) })}
        </option>
      ))}
    </SelectField>
  );
}
