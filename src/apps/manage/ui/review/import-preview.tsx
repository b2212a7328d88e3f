import { useTranslation } from 'react-i18next';
import { IMPORT_FIELDS, type ColumnMapping } from '../../domain/import-fields';
import type { PreviewRow } from '../../domain/import-plan';
import { RecordTable, type RecordColumn } from '../../../../ui/kit/record-table';
import { useImportProblemText } from './use-import-problem-text';

/** The first rows as the mapping reads them, each with what is wrong with it. */
export function ImportPreview({ rows, mapping, total }: { rows: readonly PreviewRow[]; mapping: ColumnMapping; total: number }) {
  const { t } = useTranslation('manage-review');
  const problemText = useImportProblemText();
  const fields = IMPORT_FIELDS.filter((field) => mapping[field] !== undefined);
  const columns: RecordColumn<PreviewRow>[] = [
    { header: t('preview.line'), cell: (row) => row.line },
    ...fields.map((field) => ({ header: t(`field.${field}`), cell: (row: PreviewRow) => row.values[field] ?? '' })),
    { header: t('preview.problems'), cell: (row) => (row.problems.length === 0 ? t('preview.ok') : row.problems.map(problemText).join(' ')) },
  ];
  return (
    <div className="import-preview">
      <h3>{t('preview.heading', { shown: rows.length, total })}</h3>
      <RecordTable
        label={t('preview.label')}
        rows={rows}
        rowKey={(row) => row.line}
        rowClass={(row) => (row.problems.length > 0 ? 'import-preview__bad' : undefined)}
        columns={columns}
      />
    </div>
  );
}
