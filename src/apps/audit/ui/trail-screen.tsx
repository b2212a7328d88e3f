import { Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../../ui/feedback/ripple-button';
import { useActionWords } from '../../../ui/kit/action-words';
import { DataTable, type Column } from '../../../ui/kit/data-table';
import { download } from '../../../ui/kit/download';
import { FormError } from '../../../ui/kit/form-error';
import { formatTimestamp } from '../../../ui/kit/format';
import { PageHeader } from '../../../ui/kit/page-header';
import { useProblemText } from '../../../ui/kit/problem-text';
import { QueryView } from '../../../ui/kit/query-view';
import { EmptyState } from '../../../ui/kit/states';
import { useListState } from '../../../ui/kit/use-list-state';
import { useSingleFlight } from '../../../ui/kit/use-single-flight';
import type { TrailEntry } from '../application/ports/trail-gateway';
import { periodOf } from '../domain/trail-period';
import { useTrail, useTrailGateway } from './queries/trail';
import { AuditSections } from './audit-sections';
import { RetentionDialog } from './retention-dialog';
import { TrailEntryDialog } from './trail-entry-dialog';
import { TRAIL_FILTER_KEYS, TrailFilters } from './trail-filters';

/** Audit Manager's home: every change the portal recorded, narrowed, opened, exported, and kept as long as set. */
export default function TrailScreen() {
  const { t, i18n } = useTranslation('audit');
  const { t: shell } = useTranslation('shell');
  const words = useActionWords();
  const { problemText } = useProblemText();
  const controls = useListState(TRAIL_FILTER_KEYS, { sort: '-at', pageSize: 50 });
  const { fromDay, toDay, ...filters } = controls.state.filters;
  const query = { ...controls.request, fromDay: undefined, toDay: undefined, ...filters, ...periodOf(fromDay, toDay) };
  const trail = useTrail(query);
  const gateway = useTrailGateway();
  const [exportFailure, setExportFailure] = useState<string | null>(null);
  const exporting = useSingleFlight(async () => {
    setExportFailure(null);
    try {
      const { page: _page, pageSize: _size, ...exported } = query;
      const file = await gateway.exportCsv(exported);
      download(file.filename, file.content, file.contentType);
    } catch (error) {
      setExportFailure(problemText(error));
    }
  });
  const personName = trail.data?.items.map((entry) => [entry.user, entry.impersonator]).flat().find((person) => person?.id === filters.userId)?.name;
  const columns = useMemo<Column<TrailEntry>[]>(
    () => [
      { id: 'at', header: t('columns.at'), meta: { sortField: 'at', required: true }, cell: ({ row }) => formatTimestamp(row.original.at, i18n.language) },
      // In words; the code as recorded, which the search and the export know, is in the entry's details.
      { id: 'action', header: t('columns.action'), meta: { sortField: 'action', required: true }, cell: ({ row }) => words.label(row.original.action) },
      {
        id: 'person',
        header: t('columns.person'),
        cell: ({ row }) => {
          const { user, impersonator } = row.original;
          const name = user?.name ?? t('entry.system');
          return impersonator ? t('columns.personActing', { name, admin: impersonator.name }) : name;
        },
      },
      { id: 'app', header: t('columns.app'), cell: ({ row }) => (row.original.appSlug ? shell(`apps.${row.original.appSlug}`, { defaultValue: row.original.appSlug }) : '') },
      {
        id: 'record',
        header: t('columns.record'),
        meta: { priority: 'low' },
        cell: ({ row }) => {
          const { entityType, entityId } = row.original;
          return (
            <button
              type="button"
              className="button button--link"
              title={t('columns.recordFilter')}
              onClick={() => controls.applyQuery(new URLSearchParams({ entityType, ...(entityId && { entityId }) }).toString())}
            >
              {[entityType, entityId?.slice(0, 8)].filter(Boolean).join(' · ')}
            </button>
          );
        },
      },
      { id: 'open', header: t('columns.details'), meta: { required: true }, cell: ({ row }) => <TrailEntryDialog entry={row.original} words={words} /> },
    ],
    [t, shell, words, i18n.language, controls],
  );
  return (
    <section className="screen trail" aria-labelledby="trail-title">
      <PageHeader
        title={t('title')}
        titleId="trail-title"
        lead={t('lead')}
        actions={<RetentionDialog />}
      />
      <AuditSections />
      <TrailFilters controls={controls} personName={personName} />
      <FormError>{exportFailure}</FormError>
      <QueryView query={trail}>
        {(page) => (
          <DataTable
            label={t('tableLabel')}
            settingsKey="audit-trail"
            columns={columns}
            page={page}
            controls={controls}
            rowLabel={(entry) => `${words.label(entry.action)} ${formatTimestamp(entry.at, i18n.language)}`}
            empty={<EmptyState title={controls.narrowed ? t('empty.narrowedTitle') : t('empty.title')}>{controls.narrowed ? t('empty.narrowed') : t('empty.body')}</EmptyState>}
            tools={
              <RippleButton className="button button--small" isPending={exporting.pending} isDisabled={page.total === 0} onPress={() => void exporting.run()}>
                <Download size={14} aria-hidden="true" />
                {t('export')}
              </RippleButton>
            }
          />
        )}
      </QueryView>
    </section>
  );
}
