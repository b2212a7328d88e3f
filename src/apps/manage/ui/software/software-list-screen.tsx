import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Software } from '../../application/ports/software-gateway';
import { managePaths } from '../../domain/paths';
import { QueryView } from '../../../../ui/kit/query-view';
import { useSoftwareList } from '../queries/use-software';
import { DataTable, type Column } from '../../../../ui/kit/data-table';
import { ListSearch } from '../../../../ui/kit/list-search';
import { ManageFrame } from '../shared/app-frame';
import { useListState } from '../../../../ui/kit/use-list-state';
import { AddSoftwareDialog } from './add-software-dialog';
import { SeatMeter } from './seat-meter';

const NO_FILTERS: readonly string[] = [];
const DEFAULTS = { sort: 'name' };

function useColumns(): Column<Software>[] {
  const { t } = useTranslation('manage-software');
  return [
    {
      id: 'name',
      header: t('software.name'),
      meta: { sortField: 'name', required: true },
      cell: ({ row }) => <Link href={managePaths.softwareDetails(row.original.id)}>{row.original.name}</Link>,
    },
    { id: 'publisher', header: t('software.publisher'), meta: { sortField: 'publisher' }, cell: ({ row }) => row.original.publisher ?? '' },
    { id: 'category', header: t('software.category'), cell: ({ row }) => row.original.category ?? '' },
    { id: 'licences', header: t('software.licenceCount'), cell: ({ row }) => row.original.licenceCount },
    { id: 'seats', header: t('seats.title'), cell: ({ row }) => <SeatMeter used={row.original.seatsUsed} seats={row.original.seats} /> },
  ];
}

/** Every software title the organisation licenses, with its seats in use, a page at a time. */
export default function SoftwareListScreen() {
  const { t } = useTranslation('manage-software');
  const controls = useListState(NO_FILTERS, DEFAULTS);
  const list = useSoftwareList(controls.request);
  const columns = useColumns();
  return (
    <ManageFrame title={t('software.title')} lead={t('software.lead')} actions={<AddSoftwareDialog />}>
      <div className="list-toolbar">
        <ListSearch label={t('software.search')} controls={controls} />
      </div>
      <QueryView query={list}>
        {(page) => (
          <DataTable
            label={t('software.title')}
            settingsKey="manage-software"
            columns={columns}
            page={page}
            controls={controls}
            rowLabel={(row) => row.name}
            empty={controls.state.q ? t('software.noMatch') : t('software.empty')}
          />
        )}
      </QueryView>
    </ManageFrame>
  );
}
