import { useTranslation } from 'react-i18next';
import { KIND_FIELDS, type ColumnMapping, type ImportField, type ImportKind } from '../../domain/import-fields';
import type { PreviewRow } from '../../domain/import-plan';
import { RecordTable, type RecordColumn } from '../../../../ui/kit/record-table';
import { useImportProblemText, useReviewText } from './use-import-problem-text';

/** The first rows as the mapping reads them, each with what is wrong with it, what waits for a person, and how dates were read. */
export function ImportPreview({ kind, rows, mapping, total }: { kind: ImportKind; rows: readonly PreviewRow[]; mapping: ColumnMapping; total: number }) {
  const { t } = useTranslation('manage-review');
  const problemText = useImportProblemText();
  const { reading, reason } = useReviewText();
  const fields = KIND_FIELDS[kind].filter((field: ImportField) => mapping[field] !== undefined);
  const notes = (row: PreviewRow) => [...row.problems.map(problemText), ...row.review.map(reason), ...row.dates.map(reading)];
  const columns: RecordColumn<PreviewRow>[] = [
    { header: t('preview.line'), cell: (row) => row.line },
    ...fields.map((field: ImportField) => ({ header: t(`field.${field}`), cell: (row: PreviewRow) => row.values[field] ?? '' })),
    ...(kind === 'assets' ? [{ header: t('preview.custom'), cell: (row: PreviewRow) => Object.entries(row.custom).map(([name, value]) => `${name}: ${value}`).join('; ') }] : []),
    { header: t('preview.problems'), cell: (row) => (notes(row).length === 0 ? t('preview.ok') : notes(row).join(' ')) },
  ];
  return (
    <div className="import-preview">
      <h3>{t('preview.heading', { shown: rows.length, total })}</h3>
      <RecordTable
        label={t('preview.label')}
        rows={rows}
        rowKey={(row) => row.line}
        rowClass={(row) => (row.problems.length > 0 ? 'import-preview__bad' : row.review.length > 0 ? 'import-preview__review' : undefined)}
        columns={columns}
      />
    </div>
  );
}
