import { useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ROLES } from '../../../../domain/session/roles';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { Badge } from '../../../../ui/kit/badge';
import { DataTable, type Column } from '../../../../ui/kit/data-table';
import { ListFilter } from '../../../../ui/kit/list-filter';
import { ListSearch } from '../../../../ui/kit/list-search';
import { ModalDialog } from '../../../../ui/kit/modal-dialog';
import { PageHeader } from '../../../../ui/kit/page-header';
import { QueryView } from '../../../../ui/kit/query-view';
import { useListState, type ListControls } from '../../../../ui/kit/use-list-state';
import { useSessionInfo } from '../../../../ui/queries/use-session-info';
import type { DirectoryPerson, DirectoryQuery } from '../../application/ports/directory-gateway';
import { useDirectory, useTeams } from '../queries/directory';
import { ActivationButton } from './activation-button';
import { BulkBar } from './bulk-bar';
import { AddPersonForm, EditPersonForm } from './person-form';
import { TeamsDialog } from './teams-dialog';

const FILTERS = ['role', 'team', 'status'] as const;

function queryOf(controls: ListControls): DirectoryQuery {
  const { page, pageSize, q, sort } = controls.request;
  const { role: roleFilter, team, status } = controls.state.filters;
  const role = ROLES.find((each) => each === roleFilter);
  return { page, pageSize, ...(q && { q }), ...(sort && { sort }), ...(role && { role }), ...(team && { team }), ...(status && { active: status === 'active' }) };
}

/** `open` is the admins' way to a person's dialog; the others read the list. */
function personColumns(t: TFunction, open: ((person: DirectoryPerson) => void) | null): Column<DirectoryPerson>[] {
  return [
    {
      id: 'name',
      header: t('columns.name'),
      meta: { required: true, sortField: 'name', holdsDetails: true },
      cell: ({ row }) =>
        open ? (
          <button type="button" className="button--link" aria-label={t('openPerson', { name: row.original.name })} onClick={() => open(row.original)}>
            {row.original.name}
          </button>
        ) : (
          row.original.name
        ),
    },
    { id: 'email', header: t('columns.email'), meta: { sortField: 'email', priority: 'low' }, cell: ({ row }) => row.original.email },
    { id: 'role', header: t('columns.role'), meta: { sortField: 'role' }, cell: ({ row }) => t(`roles.${row.original.role}`) },
    { id: 'team', header: t('columns.team'), meta: { sortField: 'team', priority: 'low' }, cell: ({ row }) => row.original.team ?? '—' },
    { id: 'manager', header: t('columns.manager'), meta: { priority: 'low' }, cell: ({ row }) => row.original.manager?.name ?? '—' },
    { id: 'location', header: t('columns.location'), meta: { priority: 'low' }, cell: ({ row }) => row.original.location?.name ?? '—' },
    {
      id: 'status',
      header: t('columns.status'),
      meta: { required: true },
      cell: ({ row }) => (row.original.active ? <Badge tone="success">{t('status.active')}</Badge> : <Badge tone="neutral">{t('status.inactive')}</Badge>),
    },
  ];
}

/** The person dialog: their fields, and below them deactivation or reactivation (admins). */
function PersonDialog({ person, onClose }: { person: DirectoryPerson | 'new'; onClose: () => void }) {
  const { t } = useTranslation('people-users');
  const title = person === 'new' ? t('form.addTitle') : t('form.editTitle', { name: person.name });
  return (
    <ModalDialog title={title} side="end" isOpen onOpenChange={(open) => !open && onClose()}>
      {() =>
        person === 'new' ? (
          <AddPersonForm onDone={onClose} />
        ) : (
          <>
            <EditPersonForm person={person} onDone={onClose} />
            <div className="people-person__activation">
              <ActivationButton person={person} onDone={onClose} />
            </div>
          </>
        )
      }
    </ModalDialog>
  );
}

/** users: the organisation's directory, searched, filtered and sorted; admins add, edit, deactivate and change many at once. */
export default function UsersScreen() {
  const { t } = useTranslation('people-users');
  const controls = useListState(FILTERS);
  const people = useDirectory(queryOf(controls));
  const teams = useTeams();
  const { isAdministrator } = useSessionInfo();
  const [open, setOpen] = useState<DirectoryPerson | 'new' | null>(null);
  const [teamsOpen, setTeamsOpen] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const columns = useMemo(() => personColumns(t, isAdministrator ? setOpen : null), [t, isAdministrator]);
  return (
    <section className="screen people-users" aria-labelledby="people-users-title">
      <PageHeader
        title={t('title')}
        titleId="people-users-title"
        lead={t('lead')}
        actions={
          isAdministrator && (
            <>
              <RippleButton className="button" onPress={() => setTeamsOpen(true)}>
                {t('teams.open')}
              </RippleButton>
              <RippleButton className="button button--primary" onPress={() => setOpen('new')}>
                {t('add')}
              </RippleButton>
            </>
          )
        }
      />
      <div className="list-toolbar">
        <ListSearch label={t('search')} controls={controls} />
        <ListFilter label={t('columns.role')} name="role" anyLabel={t('anyRole')} options={ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))} controls={controls} />
        <ListFilter label={t('columns.team')} name="team" anyLabel={t('anyTeam')} options={(teams.data ?? []).map((team) => ({ value: team.name, label: team.name }))} controls={controls} />
        <ListFilter
          label={t('columns.status')}
          name="status"
          anyLabel={t('status.any')}
          options={[
            { value: 'active', label: t('status.active') },
            { value: 'inactive', label: t('status.inactive') },
          ]}
          controls={controls}
        />
      </div>
      {isAdministrator && <BulkBar selected={selected} people={people.data?.items ?? []} onClear={() => setSelected(new Set())} />}
      <QueryView query={people}>
        {(page) => (
          <DataTable
            label={t('tableLabel')}
            settingsKey="people-users"
            columns={columns}
            page={page}
            controls={controls}
            {...(isAdministrator && { selection: { selected, onChange: setSelected } })}
            rowLabel={(person) => person.name}
            empty={controls.narrowed ? t('noMatch') : t('empty')}
          />
        )}
      </QueryView>
      {open && <PersonDialog person={open} onClose={() => setOpen(null)} />}
      {teamsOpen && <TeamsDialog onClose={() => setTeamsOpen(false)} />}
    </section>
  );
}
