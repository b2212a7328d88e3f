import { useTranslation } from 'react-i18next';
import type { CustomFieldDefinition, CustomFieldProblem } from '../../domain/custom-field-values';
import { TextInput } from '../../../../ui/kit/text-input';
import { SelectField } from '../../../../ui/kit/select-field';
import type { CustomFieldRow } from './asset-form-values';

/** The row holding a defined field's value: names match in any case, as the server matches them. */
export const rowOfField = (rows: readonly CustomFieldRow[], name: string) => rows.find((row) => row.key.trim().toLowerCase() === name.toLowerCase());

/**
 * The custom fields the asset's product type defines, each typed as its kind (text, number, date, a list of options)
 * and marked when required; a problem found before saving, or the server's, shows at its field.
 */
export function TypedCustomFields({
  definitions,
  rows,
  onChange,
  problem,
  fieldError,
}: {
  definitions: readonly CustomFieldDefinition[];
  rows: readonly CustomFieldRow[];
  onChange: (rows: readonly CustomFieldRow[]) => void;
  problem: (name: string) => CustomFieldProblem | undefined;
  fieldError: (field: string) => string | undefined;
}) {
  const { t } = useTranslation(['manage-assets', 'manage']);
  const set = (name: string) => (value: string) => {
    const row = rowOfField(rows, name);
    onChange(row ? rows.map((each) => (each === row ? { ...row, value } : each)) : [...rows, { rowId: `typed-${name}`, key: name, value }]);
  };
  const error = (name: string) => {
    const found = problem(name);
    return found ? t(`manage:refusals.custom-field-${found.code}`, { field: name, options: found.options?.join(', ') }) : fieldError(`customFields.${name}`);
  };
  if (definitions.length === 0) return null;
  return (
    <div className="form-grid custom-fields__typed">
      {definitions.map((field) => {
        const value = rowOfField(rows, field.name)?.value ?? '';
        const common = { label: field.name, value, onChange: set(field.name), isRequired: field.required, error: error(field.name) };
        switch (field.kind) {
          case 'list':
            return (
              <SelectField key={field.name} {...common} emptyLabel={t('form.choose')}>
                {field.options.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </SelectField>
            );
          case 'number':
            return <TextInput key={field.name} {...common} inputMode="decimal" description={t('form.numberHint')} />;
          case 'date':
            return <TextInput key={field.name} {...common} type="date" />;
          case 'text':
            return <TextInput key={field.name} {...common} />;
        }
      })}
    </div>
  );
}
