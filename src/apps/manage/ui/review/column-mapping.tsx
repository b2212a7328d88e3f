import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPORT_FIELDS, REQUIRED_IMPORT_FIELDS, type ColumnMapping as Mapping, type ImportField } from '../../domain/import-fields';

function FieldColumn({ field, header, column, onChange }: { field: ImportField; header: readonly string[]; column: number | undefined; onChange: (column: number | undefined) => void }) {
  const { t } = useTranslation('manage-review');
  const id = useId();
  const required = REQUIRED_IMPORT_FIELDS.includes(field);
  return (
    <div className="field">
      <label htmlFor={id}>{required ? t('mapping.required', { field: t(`field.${field}`) }) : t(`field.${field}`)}</label>
      <select
        id={id}
        className="input"
        required={required}
        value={column ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
      >
        <option value="">{t('mapping.none')}</option>
        {header.map((name, index) => (
          <option key={index} value={index}>
            {/* A blank header cell still names its column, by position. */}
            {name.trim() || t('mapping.columnNumber', { number: index + 1 })}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Which of the file's columns fills each asset field; one column per field, a field may stay empty. */
export function ColumnMapping({ header, mapping, onChange }: { header: readonly string[]; mapping: Mapping; onChange: (mapping: Mapping) => void }) {
  const { t } = useTranslation('manage-review');
  return (
    <fieldset className="import-mapping">
      <legend>{t('mapping.legend')}</legend>
      <div className="form-grid">
        {IMPORT_FIELDS.map((field) => (
          <FieldColumn
            key={field}
            field={field}
            header={header}
            column={mapping[field]}
            onChange={(column) => {
              const next: Partial<Record<ImportField, number>> = { ...mapping };
              if (column === undefined) delete next[field];
              else next[field] = column;
              onChange(next);
            }}
          />
        ))}
      </div>
    </fieldset>
  );
}
