import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toCsv } from '../../../../domain/csv/csv-text';
import type { BulkReader, GridRow } from '../../application/ports/bulk-reader-port';
import type { ImportField } from '../../domain/import-fields';
import { download } from '../../../../ui/kit/download';
import { ErrorState, LoadingState } from '../../../../ui/kit/states';
import { StepPager } from '../../../../ui/kit/pager';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { useImportProblemText } from '../review/use-import-problem-text';
import { BulkFixGrid } from './bulk-fix-grid';

const PAGE_SIZE = 50;

/**
 * Step 4: the rows with problems (all rows on request), a page at a time from the worker, each cell fixed in place and
 * checked again; the error CSV has every problem of the file (row, column, value, message).
 */
export function ReviewStep({ reader, fields, fileName, invalid, onInvalid }: { reader: BulkReader; fields: readonly ImportField[]; fileName: string; invalid: number; onInvalid: (count: number) => void }) {
  const { t } = useTranslation('manage-bulk');
  const field = useTranslation('manage-review').t;
  const describe = useImportProblemText();
  const [invalidOnly, setInvalidOnly] = useState(true);
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<{ total: number; rows: readonly GridRow[] } | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    setFailed(false);
    reader.page((page - 1) * PAGE_SIZE, PAGE_SIZE, invalidOnly).then(setShown, () => setFailed(true));
  }, [reader, page, invalidOnly]);
  useEffect(load, [load]);

  const save = async (line: number, values: GridRow['values']) => {
    const fixed = await reader.fix(line, values);
    setShown((current) => current && { ...current, rows: current.rows.map((row) => (row.line === line ? fixed : row)) });
    onInvalid((await reader.page(0, 1, true)).total);
  };
  const errorCsv = async () => {
    const rows = await reader.allProblems();
    const lines = rows.flatMap((row) => row.problems.map((problem) => [row.line, problem.field ? field(`field.${problem.field}`) : '', problem.field ? (row.values[problem.field] ?? '') : '', describe(problem)]));
    download(`${fileName.replace(/\.(csv|xlsx)$/i, '')}-errors.csv`, toCsv([t('errors.row'), t('errors.column'), t('errors.value'), t('errors.message')], lines), 'text/csv;charset=utf-8');
  };

  return (
    <div className="bulk-step">
      <div className="bulk-review__bar">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={invalidOnly}
            onChange={(event) => {
              setInvalidOnly(event.target.checked);
              setPage(1);
            }}
          />{' '}
          {t('review.invalidOnly')}
        </label>
        {invalid > 0 && (
          <RippleButton className="button" onPress={() => void errorCsv()}>
            {t('review.errorCsv')}
          </RippleButton>
        )}
      </div>
      {failed && <ErrorState message={t('review.failed')} onRetry={load} />}
      {!failed && !shown && <LoadingState label={t('review.loading')} />}
      {shown && shown.total === 0 && <p className="bulk-review__clean">{invalidOnly ? t('review.allValid') : t('review.noRows')}</p>}
      {shown && shown.total > 0 && (
        <>
          <BulkFixGrid
            caption={invalidOnly ? t('review.invalidCaption', { count: shown.total }) : t('review.allCaption', { count: shown.total })}
            rows={shown.rows.map((row) => ({ ...row, key: String(row.line) }))}
            fields={fields}
            onSave={(row, values) => void save(row.line, values)}
          />
          <StepPager page={page} total={shown.total} pageSize={PAGE_SIZE} label={t('review.pages')} onPage={setPage} />
        </>
      )}
    </div>
  );
}
