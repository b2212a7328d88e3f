import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Licence } from '../../application/ports/software-gateway';
import { managePaths } from '../../domain/paths';
import { QueryView } from '../../../../ui/kit/query-view';
import { useLicences, useSoftwareList } from '../queries/use-software';
import { DataTable, type Column } from '../../../../ui/kit/data-table';
import { formatDay, formatMoney } from '../../../../ui/kit/format';
import { ListFilter } from '../../../../ui/kit/list-filter';
import { ListSearch } from '../../../../ui/kit/list-search';
import { ManageFrame } from '../shared/app-frame';
import { useListState, type ListControls } from '../../../../ui/kit/use-list-state';
import { ExpiryDate } from './expiry-date';
import { SeatMeter } from './seat-meter';
import { SOFTWARE_CHOICES } from './software-select';

const FILTERS = ['softwareId', 'expiringBefore'] as const;
const DEFAULTS = { sort: 'name' };

function useColumns(): Column<Licence>[] {
  const { t, i18n } = useTranslation('manage-software');
  return [
    {
      id: 'name',
      header: t('licence.name'),
      meta: { sortField: 'name', required: true },
      cell: ({ row }) => <Link href={managePaths.licence(row.original.id)}>{row.original.name}</Link>,
    },
    {
      id: 'software',
      header: t('licence.software'),
      cell: ({ row }) => <Link href={managePaths.softwareDetails(row.original.software.id)}>{row.original.software.name}</Link>,
    },
    { id: 'key', header: t('licence.key'), cell: ({ row }) => <code>{row.original.keyMasked ?? t('licence.noKey')}</code> },
    { id: 'seats', header: t('seats.title'), meta: { sortField: 'seats' }, cell: ({ row }) => <SeatMeter used={row.original.seatsUsed} seats={row.original.seats} /> },
    { id: 'expiresOn', header: t('licence.expiresOn'), meta: { sortField: 'expiresOn' }, cell: ({ row }) => <ExpiryDate expiresOn={row.original.expiresOn} /> },
    { id: 'renewalOn', header: t('licence.renewalOn'), cell: ({ row }) => formatDay(row.original.renewalOn, i18n.language) },
    { id: 'cost', header: t('licence.cost'), cell: ({ row }) => formatMoney(row.original.costCents, i18n.language) },
  ];
}

function SoftwareFilter({ controls }: { controls: ListControls }) {
  const { t } = useTranslation(['manage-software', 'manage']);
  const software = useSoftwareList(SOFTWARE_CHOICES);
  const options = (software.data?.items ?? []).map((title) => ({ value: title.id, label: title.name }));
  return <ListFilter label={t('licence.software')} name="softwareId" options={options} anyLabel={t('licences.anySoftware')} controls={controls} />;
}

function ExpiringBeforeFilter({ controls }: { controls: ListControls }) {
  const { t } = useTranslation('manage-software');
  return (
    <label className="field list-filter">
      <span>{t('licences.expiringBefore')}</span>
      <input
        type="date"
        className="input"
        value={controls.state.filters.expiringBefore ?? ''}
        onChange={(event) => controls.setFilter('expiringBefore', event.target.value || undefined)}
      />
    </label>
  );
}

/** Every licence of every title, with seats, expiry and cost; filtered by title or by what expires before a day. */
export default function LicencesListScreen() {
  const { t } = useTranslation('manage-software');
  const controls = useListState(FILTERS, DEFAULTS);
  const list = useLicences(controls.request);
  const columns = useColumns();
  return (
    <ManageFrame
      title={t('licences.title')}
      lead={t('licences.lead')}
      actions={
        <Link href={managePaths.addLicence()} className="button button--primary">
          {t('licence.add')}
        </Link>
      }
    >
      <div className="list-toolbar">
        <ListSearch label={t('licences.search')} controls={controls} />
        <SoftwareFilter controls={controls} />
        <ExpiringBeforeFilter controls={controls} />
      </div>
      <QueryView query={list}>
        {(page) => (
          <DataTable
            label={t('licences.title')}
            settingsKey="manage-licences"
            columns={columns}
            page={page}
            controls={controls}
            rowLabel={(row) => row.name}
            empty={controls.narrowed ? t('licences.noMatch') : t('licences.empty')}
          />
        )}
      </QueryView>
    </ManageFrame>
  );
}
