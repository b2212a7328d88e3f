import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { customFieldName, KIND_FIELDS, REQUIRED_FIELDS, type ColumnMapping as Mapping, type ImportField, type ImportKind } from '../../domain/import-fields';

function FieldColumn({ field, required, header, column, onChange }: { field: ImportField; required: boolean; header: readonly string[]; column: number | undefined; onChange: (column: number | undefined) => void }) {
  const { t } = useTranslation('manage-review');
  const id = useId();
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

/** Columns no field took, offered as custom fields of the assets: Snipe-IT's own "Custom: …" ones come ticked. */
function CustomColumns({ header, mapping, chosen, onChange }: { header: readonly string[]; mapping: Mapping; chosen: readonly number[]; onChange: (columns: number[]) => void }) {
  const { t } = useTranslation('manage-review');
  const taken = new Set(Object.values(mapping));
  const offered = header.map((name, index) => ({ name, index })).filter(({ name, index }) => !taken.has(index) && name.trim() !== '');
  if (offered.length === 0) return null;
  return (
    <fieldset className="import-custom">
      <legend>{t('mapping.custom')}</legend>
      <p className="muted">{t('mapping.customHint')}</p>
      {offered.map(({ name, index }) => (
        <label key={index} className="checkbox">
          <input
            type="checkbox"
            checked={chosen.includes(index)}
            onChange={(event) => onChange(event.target.checked ? [...chosen, index] : chosen.filter((column) => column !== index))}
          />{' '}
          {customFieldName(name)}
        </label>
      ))}
    </fieldset>
  );
}

/** Which of the file's columns fills each field of the kind; one column per field, a field may stay empty. */
export function ColumnMapping({
  kind,
  header,
  mapping,
  customColumns,
  onChange,
  onCustomChange,
}: {
  kind: ImportKind;
  header: readonly string[];
  mapping: Mapping;
  customColumns: readonly number[];
  onChange: (mapping: Mapping) => void;
  onCustomChange: (columns: number[]) => void;
}) {
  const { t } = useTranslation('manage-review');
  const required: readonly ImportField[] = REQUIRED_FIELDS[kind];
  return (
    <>
      <fieldset className="import-mapping">
        <legend>{t('mapping.legend')}</legend>
        <div className="form-grid">
          {KIND_FIELDS[kind].map((field: ImportField) => (
            <FieldColumn
              key={field}
              field={field}
              required={required.includes(field)}
              header={header}
              column={mapping[field]}
              onChange={(column) => {
                const next: Partial<Record<ImportField, number>> = { ...mapping };
                if (column === undefined) delete next[field];
                else next[field] = column;
                onChange(next);
                if (column !== undefined) onCustomChange(customColumns.filter((custom) => custom !== column));
              }}
            />
          ))}
        </div>
      </fieldset>
      {kind === 'assets' && <CustomColumns header={header} mapping={mapping} chosen={customColumns} onChange={onCustomChange} />}
    </>
  );
}
