import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WaitingHolder } from '../../application/ports/review-gateway';
import { ConfirmAction } from '../../../../ui/kit/confirm-action';
import { DataTable, type Column } from '../../../../ui/kit/data-table';
import { QueryView } from '../../../../ui/kit/query-view';
import { useListState } from '../../../../ui/kit/use-list-state';
import { useDropWaiting, useHandOver, useWaitingHolders } from '../queries/use-imports';
import { PersonPicker } from '../shared/pickers';

const NO_FILTERS: readonly string[] = [];

/** The reviewer picks the holder, starting from the people the file's name fits. */
function HandOver({ waiting, onDone }: { waiting: WaitingHolder; onDone: (text: string) => void }) {
  const { t } = useTranslation('manage-review');
  const handOver = useHandOver();
  const [person, setPerson] = useState<{ id: string; label: string } | null>(null);
  return (
    <ConfirmAction
      label={t('waiting.give')}
      ariaLabel={t('waiting.giveNamed', { label: waiting.label, holder: waiting.holder })}
      title={t(`waiting.giveTitle.${waiting.entityType}`, { label: waiting.label })}
      confirmLabel={t('waiting.give')}
      onConfirm={async () => {
        if (!person) throw new Error(t('waiting.choose'));
        await handOver.mutateAsync({ waiting, userId: person.id });
        onDone(t(`waiting.given.${waiting.entityType}`, { label: waiting.label, name: person.label }));
      }}
    >
      <p>{t('waiting.giveExplain', { holder: waiting.holder })}</p>
      <PersonPicker
        label={t('waiting.person')}
        initialText={waiting.candidates.length > 0 ? waiting.holder : ''}
        isRequired
        selectedId={person?.id ?? null}
        onSelect={(option) => setPerson(option && { id: option.id, label: option.label })}
      />
    </ConfirmAction>
  );
}

function Drop({ waiting, onDone }: { waiting: WaitingHolder; onDone: (text: string) => void }) {
  const { t } = useTranslation('manage-review');
  const drop = useDropWaiting();
  return (
    <ConfirmAction
      label={t('waiting.drop')}
      ariaLabel={t('waiting.dropNamed', { label: waiting.label, holder: waiting.holder })}
      title={t('waiting.dropTitle', { label: waiting.label })}
      confirmLabel={t('waiting.drop')}
      onConfirm={async () => {
        await drop.mutateAsync(waiting);
        onDone(t('waiting.dropped', { label: waiting.label }));
      }}
    >
      <p>{t(`waiting.dropExplain.${waiting.entityType}`)}</p>
    </ConfirmAction>
  );
}

function useColumns(onDone: (text: string) => void): Column<WaitingHolder>[] {
  const { t } = useTranslation('manage-review');
  return useMemo(
    () => [
      { id: 'line', header: t('queue.line'), accessorFn: (row) => row.line },
      { id: 'kind', header: t('waiting.kind'), accessorFn: (row) => t(`waiting.entity.${row.entityType}`) },
      { id: 'label', header: t('waiting.label'), accessorFn: (row) => row.label, meta: { required: true } },
      { id: 'holder', header: t('waiting.holder'), accessorFn: (row) => row.holder },
      {
        id: 'fits',
        header: t('waiting.fits'),
        accessorFn: (row) =>
          row.candidates.length === 0 ? t('waiting.nobody') : row.candidates.map((person) => `${person.name} (${person.email})`).join(', '),
      },
      {
        id: 'actions',
        header: t('queue.actions'),
        meta: { required: true },
        cell: ({ row }) => (
          <div className="import-actions">
            <HandOver waiting={row.original} onDone={onDone} />
            <Drop waiting={row.original} onDone={onDone} />
          </div>
        ),
      },
    ],
    [t, onDone],
  );
}

/**
 * Assets and licence seats an import could not give yet: the name in the file fits nobody here (they may come with
 * a later file, and are then given automatically) or several people, where only a person can choose.
 */
export function WaitingHolders() {
  const { t } = useTranslation('manage-review');
  const controls = useListState(NO_FILTERS, { prefix: 'waiting-' });
  const query = useWaitingHolders(controls.request);
  const [outcome, setOutcome] = useState<string | null>(null);
  const columns = useColumns(setOutcome);
  return (
    <section className="panel review-queue" aria-labelledby="waiting-heading">
      <h2 id="waiting-heading">{t('waiting.heading')}</h2>
      <p className="muted">{t('waiting.lead')}</p>
      {outcome && (
        <p className="import__done" role="status">
          {outcome}
        </p>
      )}
      <QueryView query={query}>
        {(page) => (
          <DataTable
            label={t('waiting.heading')}
            settingsKey="manage-waiting-holders"
            columns={columns}
            page={page}
            controls={controls}
            rowLabel={(row) => `${row.label} · ${row.holder}`}
            empty={t('waiting.empty')}
          />
        )}
      </QueryView>
    </section>
  );
}
