import { useTranslation } from 'react-i18next';
import { IMPORT_FIELDS, type ColumnMapping } from '../../../../domain/imports/import-fields';
import type { PreviewRow } from '../../../../domain/imports/import-plan';
import { useImportProblemText } from './use-import-problem-text';

/** The first rows as the mapping reads them, each with what is wrong with it. */
export function ImportPreview({ rows, mapping, total }: { rows: readonly PreviewRow[]; mapping: ColumnMapping; total: number }) {
  const { t } = useTranslation('manage-review');
  const problemText = useImportProblemText();
  const fields = IMPORT_FIELDS.filter((field) => mapping[field] !== undefined);
  return (
    <div className="import-preview">
      <h3>{t('preview.heading', { shown: rows.length, total })}</h3>
      <div className="table-scroll">
        <table className="table" aria-label={t('preview.label')}>
          <thead>
            <tr>
              <th scope="col">{t('preview.line')}</th>
              {fields.map((field) => (
                <th key={field} scope="col">
                  {t(`field.${field}`)}
                </th>
              ))}
              <th scope="col">{t('preview.problems')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.line} className={row.problems.length > 0 ? 'import-preview__bad' : undefined}>
                <td data-label={t('preview.line')}>{row.line}</td>
                {fields.map((field) => (
                  <td key={field} data-label={t(`field.${field}`)}>
                    {row.values[field] ?? ''}
                  </td>
                ))}
                <td data-label={t('preview.problems')}>{row.problems.length === 0 ? t('preview.ok') : row.problems.map(problemText).join(' ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
