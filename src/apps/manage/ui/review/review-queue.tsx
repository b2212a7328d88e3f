import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ImportedAsset, ImportState } from '../../application/ports/review-gateway';
import { managePaths } from '../../domain/paths';
import { FormError } from '../../../../ui/kit/form-error';
import { QueryView } from '../../../../ui/kit/query-view';
import { useImportedAssets } from '../queries/use-imports';
import { DataTable, type Column } from '../../../../ui/kit/data-table';
import { ListFilter } from '../../../../ui/kit/list-filter';
import { StatusBadge } from '../shared/asset-status-badge';
import { useListState } from '../../../../ui/kit/use-list-state';
import { BulkReview } from './bulk-review';
import { ImportRowActions } from './import-row-actions';
import { useProblemText } from '../../../../ui/kit/problem-text';
import { useReviewText } from './use-import-problem-text';

const FILTERS = ['state'] as const;
/** Waiting rows are what the queue is for; the settled ones are a filter away. */
const SETTLED_STATES: readonly ImportState[] = ['accepted', 'merged', 'rejected'];

function Outcome({ row }: { row: ImportedAsset }) {
  const { t } = useTranslation('manage-review');
  const tag = row.values.assetTag;
  return (
    <p className="import__done" role="status">
      {t(`outcome.${row.state}`, { tag })}{' '}
      {row.resultAssetId && <Link href={managePaths.asset(row.resultAssetId)}>{t('outcome.open', { tag })}</Link>}
    </p>
  );
}

function useColumns(pending: boolean, onSettled: (row: ImportedAsset) => void, onFailed: (error: unknown) => void): Column<ImportedAsset>[] {
  const { t } = useTranslation('manage-review');
  const { reason } = useReviewText();
  return useMemo(
    () => [
      { id: 'line', header: t('queue.line'), accessorFn: (row) => row.line, meta: { sortField: 'line' } },
      { id: 'assetTag', header: t('field.assetTag'), accessorFn: (row) => row.values.assetTag, meta: { required: true } },
      { id: 'serial', header: t('field.serial'), accessorFn: (row) => row.values.serial ?? '' },
      { id: 'model', header: t('field.model'), accessorFn: (row) => [row.values.manufacturer, row.values.model].filter(Boolean).join(' ') },
      { id: 'status', header: t('field.status'), cell: ({ row }) => <StatusBadge status={row.original.values.status} /> },
      { id: 'assignee', header: t('queue.assignee'), accessorFn: (row) => row.values.assignedTo ?? '' },
      { id: 'reasons', header: t('queue.reasons'), accessorFn: (row) => row.reasons.map(reason).join(' ') },
      {
        id: 'actions',
        header: t('queue.actions'),
        meta: { required: true },
        cell: ({ row }) =>
          pending ? (
            <ImportRowActions row={row.original} onSettled={onSettled} onFailed={onFailed} />
          ) : (
            row.original.resultAssetId && <Link href={managePaths.asset(row.original.resultAssetId)}>{t('outcome.open', { tag: row.original.values.assetTag })}</Link>
          ),
      },
    ],
    [t, reason, pending, onSettled, onFailed],
  );
}

/** The imported rows waiting for a person to accept, merge or reject each, a server page at a time. */
export function ReviewQueue() {
  const { t } = useTranslation(['manage-review', 'manage']);
  const { problemText } = useProblemText();
  const controls = useListState(FILTERS);
  const state = (controls.state.filters.state as ImportState | undefined) ?? 'pending';
  const query = useImportedAssets({ ...controls.request, state });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [outcome, setOutcome] = useState<ImportedAsset | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const settled = useCallback((row: ImportedAsset) => {
    setOutcome(row);
    setFailure(null);
  }, []);
  const columns = useColumns(state === 'pending', settled, setFailure);

  return (
    <section className="panel review-queue" aria-labelledby="queue-heading">
      <h2 id="queue-heading">{t('queue.heading')}</h2>
      <div className="list-toolbar">
        <ListFilter
          label={t('queue.state')}
          name="state"
          anyLabel={t('state.pending')}
          options={SETTLED_STATES.map((value) => ({ value, label: t(`state.${value}`) }))}
          controls={controls}
        />
      </div>
      {outcome && <Outcome row={outcome} />}
      <FormError>{failure ? problemText(failure) : null}</FormError>
      <QueryView query={query}>
        {(page) => (
          <>
            {state === 'pending' && (
              <BulkReview
                rows={page.items.filter((row) => selected.has(row.id))}
                onDone={() => setSelected(new Set())}
              />
            )}
            <DataTable
              label={t('queue.label')}
              settingsKey="manage-imported-assets"
              columns={columns}
              page={page}
              controls={controls}
              selection={state === 'pending' ? { selected, onChange: setSelected } : undefined}
              rowLabel={(row) => row.values.assetTag}
              empty={state === 'pending' ? t('queue.empty') : t('queue.emptySettled')}
            />
          </>
        )}
      </QueryView>
    </section>
  );
}
