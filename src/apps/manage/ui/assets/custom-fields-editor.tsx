import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../../ui/kit/text-input';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import type { ProductType } from '../../domain/asset-status';
import type { CustomFieldRow } from './asset-form-values';
import { KnownCustomFields } from './known-custom-fields';
import { TypedCustomFields } from './typed-custom-fields';
import type { CustomFieldDefinition, CustomFieldProblem } from '../../domain/custom-field-values';

/**
 * The custom fields of the model's product type, typed and checked; then the asset's own extra fields as name and value
 * rows, added and removed freely (a row without a name or value is dropped). The names other assets of the type carry
 * are offered ready to add.
 */
export function CustomFieldsEditor({
  productType,
  definitions,
  rows: allRows,
  onChange,
  problem,
  fieldError,
}: {
  productType: ProductType | undefined;
  definitions: readonly CustomFieldDefinition[];
  rows: readonly CustomFieldRow[];
  onChange: (rows: readonly CustomFieldRow[]) => void;
  problem: (name: string) => CustomFieldProblem | undefined;
  fieldError: (field: string) => string | undefined;
}) {
  const { t } = useTranslation('manage-assets');
  const prefix = useId();
  const defined = new Set(definitions.map((field) => field.name.toLowerCase()));
  const typed = allRows.filter((row) => defined.has(row.key.trim().toLowerCase()));
  // The free rows; the typed fields' rows stay beside them, in the values saved.
  const rows = allRows.filter((row) => !typed.includes(row));
  const onFreeChange = (free: readonly CustomFieldRow[]) => onChange([...typed, ...free]);
  const add = (key: string) => onFreeChange([...rows, { rowId: `${prefix}-${Date.now()}-${rows.length}`, key, value: '' }]);
  const update = (rowId: string, change: Partial<CustomFieldRow>) => onFreeChange(rows.map((row) => (row.rowId === rowId ? { ...row, ...change } : row)));
  return (
    <fieldset className="form-section custom-fields">
      <legend className="form-section__title">{t('form.customFields')}</legend>
      <p className="form-section__description">{t('form.customFieldsHint')}</p>
      <TypedCustomFields definitions={definitions} rows={allRows} onChange={onChange} problem={problem} fieldError={fieldError} />
      {rows.length === 0 && definitions.length === 0 && <p className="muted">{t('form.noCustomFields')}</p>}
      {rows.map((row, index) => (
        <div key={row.rowId} className="custom-fields__row">
          <TextInput label={t('form.customKey', { number: index + 1 })} value={row.key} onChange={(key) => update(row.rowId, { key })} />
          <TextInput label={t('form.customValue', { number: index + 1 })} value={row.value} onChange={(value) => update(row.rowId, { value })} />
          <RippleButton
            className="button button--link"
            aria-label={t('form.removeCustomField', { number: index + 1 })}
            onPress={() => onFreeChange(rows.filter((other) => other.rowId !== row.rowId))}
          >
            {t('form.remove')}
          </RippleButton>
        </div>
      ))}
      <KnownCustomFields productType={productType} names={[...allRows.map((row) => row.key), ...definitions.map((field) => field.name)]} onAdd={add} />
      <RippleButton className="button" onPress={() => add('')}>
        {t('form.addCustomField')}
      </RippleButton>
    </fieldset>
  );
}
