import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../../ui/kit/text-input';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import type { ProductType } from '../../domain/asset-status';
import type { CustomFieldRow } from './asset-form-values';
import { KnownCustomFields } from './known-custom-fields';

/**
 * The asset's own extra fields as name and value rows, added and removed freely; a row without a name or value is dropped.
 * The names other assets of the type carry are offered ready to add.
 */
export function CustomFieldsEditor({
  productType,
  rows,
  onChange,
}: {
  productType: ProductType | undefined;
  rows: readonly CustomFieldRow[];
  onChange: (rows: readonly CustomFieldRow[]) => void;
}) {
  const { t } = useTranslation('manage-assets');
  const prefix = useId();
  const add = (key: string) => onChange([...rows, { rowId: `${prefix}-${Date.now()}-${rows.length}`, key, value: '' }]);
  const update = (rowId: string, change: Partial<CustomFieldRow>) => onChange(rows.map((row) => (row.rowId === rowId ? { ...row, ...change } : row)));
  return (
    <fieldset className="form-section custom-fields">
      <legend className="form-section__title">{t('form.customFields')}</legend>
      <p className="form-section__description">{t('form.customFieldsHint')}</p>
      {rows.length === 0 && <p className="muted">{t('form.noCustomFields')}</p>}
      {rows.map((row, index) => (
        <div key={row.rowId} className="custom-fields__row">
          <TextInput label={t('form.customKey', { number: index + 1 })} value={row.key} onChange={(key) => update(row.rowId, { key })} />
          <TextInput label={t('form.customValue', { number: index + 1 })} value={row.value} onChange={(value) => update(row.rowId, { value })} />
          <RippleButton
            className="button button--link"
            aria-label={t('form.removeCustomField', { number: index + 1 })}
            onPress={() => onChange(rows.filter((other) => other.rowId !== row.rowId))}
          >
            {t('form.remove')}
          </RippleButton>
        </div>
      ))}
      <KnownCustomFields productType={productType} rows={rows} onAdd={add} />
      <RippleButton className="button" onPress={() => add('')}>
        {t('form.addCustomField')}
      </RippleButton>
    </fieldset>
  );
}
