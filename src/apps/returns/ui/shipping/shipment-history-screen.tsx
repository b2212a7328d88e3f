import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { withQuery } from '../../../../domain/routing/with-query';
import { DataTable, type Column } from '../../../../ui/kit/data-table';
import { formatTimestamp } from '../../../../ui/kit/format';
import { ListFilter } from '../../../../ui/kit/list-filter';
import { ListSearch } from '../../../../ui/kit/list-search';
import { PageHeader } from '../../../../ui/kit/page-header';
import { QueryView } from '../../../../ui/kit/query-view';
import { useListState, type ListControls } from '../../../../ui/kit/use-list-state';
import type { Shipment, ShipmentQuery } from '../../application/ports/shipments-gateway';
import { SHIPMENT_STATES } from '../../domain/shipment-tracking';
import { useShipments } from '../queries/shipments';
import { ShipmentPanel } from './shipment-panel';
import { ShipmentStateBadge } from './shipment-state-badge';
import { shippingPaths } from './shipping-paths';

const FILTERS = ['state'] as const;
/** The address's parameter naming the shipment open above the list: the life story links to it too. */
const OPEN = 'shipment';

function addressOpening(path: string, search: string, id: string | undefined): string {
  const next = new URLSearchParams(search);
  if (id) next.set(OPEN, id);
  else next.delete(OPEN);
  return withQuery(path, next.toString());
}

function queryOf(controls: ListControls): ShipmentQuery {
  const { page, pageSize, q } = controls.request;
  const state = SHIPMENT_STATES.find((each) => each === controls.state.filters.state);
  return { page, pageSize, ...(q && { q }), ...(state && { state }) };
}

/** Who an end is: the person, else the site or the name on the address, and its town. */
const endLabel = (end: Shipment['to']) => `${end.person?.name ?? end.name}, ${end.city}`;

function shipmentColumns(t: TFunction, language: string, openHref: (id: string) => string): Column<Shipment>[] {
  return [
    {
      id: 'trackingNumber',
      header: t('columns.trackingNumber'),
      meta: { required: true },
      cell: ({ row }) => (
        <Link href={openHref(row.original.id)} aria-label={t('history.open', { to: endLabel(row.original.to) })}>
          {row.original.trackingNumber ?? t('history.noNumber')}
        </Link>
      ),
    },
    { id: 'courier', header: t('columns.courier'), cell: ({ row }) => row.original.courier ?? '—' },
    { id: 'state', header: t('columns.state'), cell: ({ row }) => <ShipmentStateBadge state={row.original.state} /> },
    { id: 'from', header: t('columns.from'), cell: ({ row }) => endLabel(row.original.from) },
    { id: 'to', header: t('columns.to'), meta: { required: true }, cell: ({ row }) => endLabel(row.original.to) },
    { id: 'purpose', header: t('columns.purpose'), cell: ({ row }) => t(`purposes.${row.original.purpose.kind}`, { defaultValue: row.original.purpose.kind }) },
    { id: 'createdAt', header: t('columns.createdAt'), cell: ({ row }) => formatTimestamp(row.original.createdAt, language) },
  ];
}

/** shipping-label/history: every shipment, found by tracking number, person or address, filtered by state; one opens above the list. */
export default function ShipmentHistoryScreen() {
  const { t, i18n } = useTranslation('returns-shipping');
  const [path] = useLocation();
  const search = useSearch();
  const controls = useListState(FILTERS);
  const shipments = useShipments(queryOf(controls));
  const openId = new URLSearchParams(search).get(OPEN) ?? undefined;
  const columns = useMemo(() => shipmentColumns(t, i18n.language, (id) => addressOpening(path, search, id)), [t, i18n.language, path, search]);
  return (
    <section className="screen shipping" aria-labelledby="shipping-history-title">
      <PageHeader
        title={t('history.title')}
        titleId="shipping-history-title"
        lead={t('history.lead')}
        actions={
          <Link href={shippingPaths.create} className="button button--primary">
            {t('create.title')}
          </Link>
        }
      />
      {openId && <ShipmentPanel id={openId} closeHref={addressOpening(path, search, undefined)} />}
      <div className="list-toolbar">
        <ListSearch label={t('history.search')} controls={controls} />
        <ListFilter label={t('columns.state')} name="state" anyLabel={t('history.anyState')} options={SHIPMENT_STATES.map((value) => ({ value, label: t(`states.${value}`) }))} controls={controls} />
      </div>
      <QueryView query={shipments}>
        {(page) => (
          <DataTable
            label={t('history.tableLabel')}
            settingsKey="returns-shipments"
            columns={columns}
            page={page}
            controls={controls}
            rowLabel={(shipment) => shipment.trackingNumber ?? endLabel(shipment.to)}
            rowHref={(shipment) => addressOpening(path, search, shipment.id)}
            empty={controls.narrowed ? t('history.noMatch') : t('history.empty')}
          />
        )}
      </QueryView>
    </section>
  );
}
