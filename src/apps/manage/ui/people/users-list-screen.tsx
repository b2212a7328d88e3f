import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ManagedPerson } from '../../application/ports/people-gateway';
import { managePaths } from '../../domain/paths';
import { QueryView } from '../../../../ui/kit/query-view';
import { usePeople } from '../queries/use-people';
import { DataTable, type Column } from '../../../../ui/kit/data-table';
import { formatDay } from '../../../../ui/kit/format';
import { ListFilter } from '../../../../ui/kit/list-filter';
import { ListSearch } from '../../../../ui/kit/list-search';
import { ManageFrame } from '../shared/app-frame';
import { useListState } from '../../../../ui/kit/use-list-state';
import { PersonStatus } from './person-status';

const FILTERS = ['offboarded'] as const;

function usePeopleColumns(): Column<ManagedPerson>[] {
  const { t, i18n } = useTranslation(['manage-people', 'shell']);
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('fields.name'),
        meta: { sortField: 'name', required: true },
        cell: ({ row }) => <Link href={managePaths.user(row.original.id)}>{row.original.name}</Link>,
      },
      { id: 'email', header: t('fields.email'), meta: { sortField: 'email' }, cell: ({ row }) => row.original.email },
      { id: 'role', header: t('fields.role'), cell: ({ row }) => t(`shell:roles.${row.original.role}`) },
      { id: 'assets', header: t('fields.assetCount'), cell: ({ row }) => row.original.assetCount },
      { id: 'joined', header: t('fields.joined'), meta: { sortField: 'createdAt' }, cell: ({ row }) => formatDay(row.original.createdAt.slice(0, 10), i18n.language) },
      { id: 'status', header: t('fields.status'), cell: ({ row }) => <PersonStatus offboardedAt={row.original.offboardedAt} /> },
    ],
    [t, i18n.language],
  );
}

/** The organisation's people, a page at a time, with who has left marked. */
export default function UsersListScreen() {
  const { t } = useTranslation(['manage-people', 'manage']);
  const controls = useListState(FILTERS, { sort: 'name' });
  const { page, pageSize, q, sort, filters } = controls.state;
  const offboarded = filters.offboarded === undefined ? undefined : filters.offboarded === 'true';
  const people = usePeople({ page, pageSize, q: q || undefined, sort, offboarded });
  const columns = usePeopleColumns();
  return (
    <ManageFrame
      title={t('list.title')}
      lead={t('list.lead')}
      actions={
        <Link href={managePaths.addUser()} className="button button--primary">
          {t('list.add')}
        </Link>
      }
    >
      <div className="list-toolbar">
        <ListSearch label={t('list.search')} controls={controls} />
        <ListFilter
          label={t('fields.status')}
          name="offboarded"
          anyLabel={t('list.everyone')}
          options={[
            { value: 'false', label: t('status.active') },
            { value: 'true', label: t('status.offboardedFilter') },
          ]}
          controls={controls}
        />
      </div>
      <QueryView query={people}>
        {(data) => (
          <DataTable
            label={t('list.title')}
            settingsKey="manage-people"
            columns={columns}
            page={data}
            controls={controls}
            rowLabel={(person) => person.name}
            empty={t('list.empty')}
          />
        )}
      </QueryView>
    </ManageFrame>
  );
}
