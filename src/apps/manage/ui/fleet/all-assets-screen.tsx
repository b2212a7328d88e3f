import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { FleetItem, FleetQuery } from '../../application/ports/fleet-gateway';
import { ITEM_KINDS, ITEM_STATUSES, type ItemKind, type ItemStatus } from '../../domain/fleet-items';
import { fleetItemPath } from '../../domain/fleet-paths';
import { PageHeader } from '../../../../ui/kit/page-header';
import { QueryView } from '../../../../ui/kit/query-view';
import { DataTable, type Column } from '../../../../ui/kit/data-table';
import { ListSearch } from '../../../../ui/kit/list-search';
import { ListFilter } from '../../../../ui/kit/list-filter';
import { useListState } from '../../../../ui/kit/use-list-state';
import { formatMoney, formatNumber } from '../../../../ui/kit/format';
import { StatusLabelChip } from '../shared/asset-status-badge';
import { useFleetItems } from '../queries/use-fleet';
import { LocationFilter } from '../assets/location-filter';
import { FleetExportButton } from './fleet-export-button';

const FILTERS = ['kind', 'status', 'locationId', 'category'] as const;

const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined => (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/** /apps/all-assets: everything the organisation owns, every kind in one list, paged and searched on the server. */
export default function AllAssetsScreen() {
  const { t, i18n } = useTranslation(['manage-fleet', 'manage']);
  const controls = useListState(FILTERS, { sort: 'name' });
  const { filters } = controls.state;
  const { page, pageSize, q, sort } = controls.request;
  const query: FleetQuery = {
    page,
    pageSize,
    q,
    sort,
    kind: oneOf<ItemKind>(ITEM_KINDS, filters.kind),
    status: oneOf<ItemStatus>(ITEM_STATUSES, filters.status),
    locationId: filters.locationId,
    category: filters.category,
  };
  const items = useFleetItems(query);
  const columns = useMemo<Column<FleetItem>[]>(
    () => [
      { id: 'kind', header: t('columns.kind'), meta: { sortField: 'kind' }, cell: ({ row }) => t(`kind.${row.original.kind}`) },
      {
        id: 'name',
        header: t('columns.name'),
        meta: { sortField: 'name', required: true, holdsDetails: true },
        cell: ({ row }) => <Link href={fleetItemPath(row.original)}>{row.original.name}</Link>,
      },
      { id: 'tag', header: t('columns.tag'), meta: { sortField: 'tag', priority: 'low' }, cell: ({ row }) => [row.original.tag, row.original.serial].filter(Boolean).join(' · ') },
      { id: 'status', header: t('columns.status'), meta: { sortField: 'status' }, cell: ({ row }) => t(`status.${row.original.status}`) },
      { id: 'statusLabel', header: t('columns.statusLabel'), cell: ({ row }) => <StatusLabelChip label={row.original.statusLabel} /> },
      { id: 'category', header: t('columns.category'), meta: { sortField: 'category', priority: 'low' }, cell: ({ row }) => row.original.category },
      { id: 'location', header: t('columns.location'), meta: { priority: 'low' }, cell: ({ row }) => row.original.location?.name },
      { id: 'holder', header: t('columns.holder'), meta: { priority: 'low' }, cell: ({ row }) => row.original.holder },
      {
        id: 'quantity',
        header: t('columns.quantity'),
        meta: { sortField: 'quantity', numeric: true },
        cell: ({ row }) =>
          row.original.kind === 'asset'
            ? formatNumber(1, i18n.language)
            : t('quantityOf', { left: formatNumber(row.original.quantity, i18n.language), total: formatNumber(row.original.total, i18n.language) }),
      },
      { id: 'bookValue', header: t('columns.bookValue'), meta: { numeric: true }, cell: ({ row }) => formatMoney(row.original.bookValueCents, i18n.language) },
    ],
    [t, i18n.language],
  );
  const { page: _page, pageSize: _size, ...exportQuery } = query;
  return (
    <section className="screen" aria-labelledby="all-assets-title">
      <PageHeader title={t('list.title')} titleId="all-assets-title" lead={t('list.lead')} actions={<FleetExportButton query={exportQuery} />} />
      <div className="list-toolbar">
        <ListSearch label={t('list.search')} controls={controls} />
        <ListFilter label={t('list.kind')} name="kind" anyLabel={t('list.anyKind')} controls={controls} options={ITEM_KINDS.map((value) => ({ value, label: t(`kind.${value}`) }))} />
        <ListFilter label={t('list.status')} name="status" anyLabel={t('list.anyStatus')} controls={controls} options={ITEM_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))} />
        <LocationFilter controls={controls} />
        <CategoryFilter value={filters.category ?? ''} onChange={(value) => controls.setFilter('category', value || undefined)} label={t('list.category')} />
      </div>
      <QueryView query={items}>
        {(data) => (
          <DataTable
            label={t('list.tableLabel')}
            settingsKey="all-assets"
            columns={columns}
            page={data}
            controls={controls}
            rowLabel={(item) => item.name}
            empty={q || Object.keys(filters).length > 0 ? t('list.noMatch') : t('list.empty')}
          />
        )}
      </QueryView>
    </section>
  );
}

/** A category or product type as typed: kinds name their categories freely, so there is no list to pick from. */
function CategoryFilter({ value, onChange, label }: { value: string; onChange: (value: string) => void; label: string }) {
  return (
    <label className="field list-filter">
      <span>{label}</span>
      <input className="input" defaultValue={value} onBlur={(event) => onChange(event.target.value.trim())} onKeyDown={(event) => event.key === 'Enter' && onChange(event.currentTarget.value.trim())} />
    </label>
  );
}
