import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkImport, BulkWaitingRow } from '../../application/ports/bulk-gateway';
import { KIND_FIELDS, type ImportField } from '../../domain/import-fields';
import { formatTimestamp } from '../../../../ui/kit/format';
import { StepPager } from '../../../../ui/kit/pager';
import { EmptyState, ErrorState, LoadingState } from '../../../../ui/kit/states';
import { FormError } from '../../../../ui/kit/form-error';
import { useProblemText } from '../../../../ui/kit/problem-text';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { useBulkHistory, useBulkWaiting, useDropWaitingRow, useFixWaitingRow } from '../queries/use-bulk';
import { BulkFixGrid } from './bulk-fix-grid';
import { BulkSummaryView } from './bulk-summary-view';

const PAGE_SIZE = 20;

/** A file's rows still waiting in review, fixed in place later: each fix is checked on the server with the same rules. */
function WaitingRows({ file }: { file: BulkImport }) {
  const { t } = useTranslation('manage-bulk');
  const { problemText } = useProblemText();
  const [page, setPage] = useState(1);
  const waiting = useBulkWaiting({ importId: file.id, page, pageSize: PAGE_SIZE, sort: 'line' });
  const fix = useFixWaitingRow();
  const drop = useDropWaitingRow();
  if (waiting.isPending) return <LoadingState label={t('history.loadingWaiting')} />;
  if (waiting.isError) return <ErrorState message={t('history.failed')} onRetry={() => void waiting.refetch()} />;
  const rows = waiting.data.items;
  if (rows.length === 0) return <p>{t('history.noneWaiting')}</p>;
  const byId = new Map(rows.map((row) => [row.id, row]));
  const fields = (KIND_FIELDS[file.kind] as readonly ImportField[]).filter((field) => rows.some((row) => row.values[field] !== undefined || row.problems.some((problem) => problem.field === field)));
  return (
    <>
      <BulkFixGrid
        caption={t('history.waitingCaption', { name: file.fileName, count: waiting.data.total })}
        rows={rows.map((row) => ({ key: row.id, line: row.line, values: row.values, problems: row.problems }))}
        fields={fields}
        busy={fix.isPending || drop.isPending}
        onSave={(row, values) => fix.mutate({ row: byId.get(row.key) as BulkWaitingRow, values })}
        onDrop={(row) => drop.mutate(byId.get(row.key) as BulkWaitingRow)}
      />
      <FormError>{fix.isError ? problemText(fix.error) : drop.isError ? problemText(drop.error) : null}</FormError>
      <StepPager page={page} total={waiting.data.total} pageSize={PAGE_SIZE} label={t('history.waitingPages')} onPage={setPage} />
    </>
  );
}

/** The files imported here, newest first, each with its own summary and the rows still waiting from it. */
export function BulkHistory() {
  const { t, i18n } = useTranslation('manage-bulk');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const history = useBulkHistory({ page, pageSize: PAGE_SIZE });
  if (history.isPending) return <LoadingState label={t('history.loading')} />;
  if (history.isError) return <ErrorState message={t('history.failed')} onRetry={() => void history.refetch()} />;
  if (history.data.total === 0) return <EmptyState title={t('history.empty')}>{t('history.emptyHint')}</EmptyState>;
  return (
    <section className="panel bulk-history" aria-labelledby="bulk-history-heading">
      <h2 id="bulk-history-heading">{t('history.heading')}</h2>
      <ul className="bulk-history__list">
        {history.data.items.map((file) => (
          <li key={file.id}>
            <div className="bulk-history__head">
              <strong>{file.fileName}</strong>
              <span>{t(`kind.${file.kind}`)}</span>
              <span>{formatTimestamp(file.createdAt, i18n.language)}</span>
              <span>{t(`state.${file.state}`)}</span>
              <RippleButton className="button button--small" aria-expanded={open === file.id} onPress={() => setOpen(open === file.id ? null : file.id)}>
                {file.waiting > 0 ? t('history.openWaiting', { count: file.waiting }) : t('history.open')}
              </RippleButton>
            </div>
            {open === file.id && (
              <>
                <BulkSummaryView file={file} previous={null} />
                <WaitingRows file={file} />
              </>
            )}
          </li>
        ))}
      </ul>
      <StepPager page={page} total={history.data.total} pageSize={PAGE_SIZE} label={t('history.pages')} onPage={setPage} />
    </section>
  );
}
