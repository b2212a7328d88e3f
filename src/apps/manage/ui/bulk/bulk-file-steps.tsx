import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CsvRecord } from '../../../../domain/imports/csv-table';
import type { ColumnMatch } from '../../domain/bulk-matching';
import { IMPORT_KINDS, KIND_FIELDS, REQUIRED_FIELDS, type ColumnMapping, type ImportField, type ImportKind } from '../../domain/import-fields';
import { FileDropZone } from '../../../../ui/kit/file-drop-zone';
import { SelectField } from '../../../../ui/kit/select-field';

const FILE_TYPES = ['.csv', 'text/csv', '.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];

/** Step 1: what the file holds, and the file. */
export function FileStep({ kind, onKind, onFile, isReading }: { kind: ImportKind; onKind: (kind: ImportKind) => void; onFile: (file: File) => void; isReading: boolean }) {
  const { t } = useTranslation('manage-bulk');
  return (
    <div className="bulk-step">
      <SelectField label={t('file.kind')} value={kind} onChange={(value) => onKind(value as ImportKind)}>
        {IMPORT_KINDS.map((each) => (
          <option key={each} value={each}>
            {t(`kind.${each}`)}
          </option>
        ))}
      </SelectField>
      <FileDropZone
        label={t('file.label')}
        hint={t('file.hint')}
        acceptedTypes={FILE_TYPES}
        wrongType={t('file.wrongType')}
        chooseLabel={t('file.choose')}
        isDisabled={isReading}
        onFiles={([file]) => {
          if (file) onFile(file);
        }}
      />
    </div>
  );
}

/** Step 2: which row holds the column names; the first filled one unless the person picks another. */
export function HeaderStep({ records, headerIndex, onChange }: { records: readonly CsvRecord[]; headerIndex: number; onChange: (index: number) => void }) {
  const { t } = useTranslation('manage-bulk');
  const name = useId();
  const width = Math.min(8, Math.max(...records.map((record) => record.cells.length)));
  return (
    <fieldset className="bulk-step bulk-header">
      <legend>{t('header.legend')}</legend>
      <div className="bulk-grid" role="region" aria-label={t('header.preview')} tabIndex={0}>
        <table>
          <tbody>
            {records.map((record, index) => (
              <tr key={record.line} className={index === headerIndex ? 'bulk-header__chosen' : undefined}>
                <th scope="row">
                  <label>
                    <input type="radio" name={name} checked={index === headerIndex} onChange={() => onChange(index)} aria-label={t('header.choose', { line: record.line })} />{' '}
                    {record.line}
                  </label>
                </th>
                {record.cells.slice(0, width).map((cell, column) => (
                  <td key={column}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </fieldset>
  );
}

/** Step 3: each field's column, suggestions first with how sure they are; required fields say so. */
export function ColumnsStep({
  kind,
  header,
  mapping,
  match,
  onChange,
}: {
  kind: ImportKind;
  header: readonly string[];
  mapping: ColumnMapping;
  match: ColumnMatch;
  onChange: (mapping: ColumnMapping) => void;
}) {
  const { t } = useTranslation('manage-bulk');
  const field = useTranslation('manage-review').t;
  const required = REQUIRED_FIELDS[kind] as readonly ImportField[];
  const columnName = (column: number) => header[column]?.trim() || t('columns.unnamed', { number: column + 1 });
  return (
    <fieldset className="bulk-step bulk-columns">
      <legend>{t('columns.legend')}</legend>
      <div className="bulk-columns__list">
        {(KIND_FIELDS[kind] as readonly ImportField[]).map((name) => {
          const suggested = match.suggestions[name] ?? [];
          const others = header.map((_, column) => column).filter((column) => !suggested.some((each) => each.column === column));
          const missing = required.includes(name) && mapping[name] === undefined;
          return (
            <SelectField
              key={name}
              label={required.includes(name) ? t('columns.required', { field: field(`field.${name}`) }) : field(`field.${name}`)}
              value={mapping[name] === undefined ? '' : String(mapping[name])}
              emptyLabel={t('columns.none')}
              error={missing ? t('columns.missing') : undefined}
              onChange={(value) => {
                const next: Partial<Record<ImportField, number>> = { ...mapping };
                if (value === '') delete next[name];
                else next[name] = Number(value);
                onChange(next);
              }}
            >
              {suggested.length > 0 && (
                <optgroup label={t('columns.suggested')}>
                  {suggested.map(({ column, score }) => (
                    <option key={column} value={column}>
                      {t('columns.withScore', { column: columnName(column), score: Math.round(score * 100) })}
                    </option>
                  ))}
                </optgroup>
              )}
              <optgroup label={t('columns.other')}>
                {others.map((column) => (
                  <option key={column} value={column}>
                    {columnName(column)}
                  </option>
                ))}
              </optgroup>
            </SelectField>
          );
        })}
      </div>
    </fieldset>
  );
}
