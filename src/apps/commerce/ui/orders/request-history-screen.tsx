import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { appBase } from '../../../../domain/routing/route-builders';
import { withQuery } from '../../../../domain/routing/with-query';
import { DataTable, type Column } from '../../../../ui/kit/data-table';
import { Money } from '../../../../ui/kit/display';
import { formatTimestamp } from '../../../../ui/kit/format';
import { PageHeader } from '../../../../ui/kit/page-header';
import { QueryView } from '../../../../ui/kit/query-view';
import { useListState } from '../../../../ui/kit/use-list-state';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import type { OrderSummary } from '../../application/ports/orders-gateway';
import type { Store } from '../../domain/catalogue-terms';
import { FormError } from '../../../../ui/kit/form-error';
import { useMyOrder, useMyOrders, useMyOrdersGateway, useOrderLiveUpdates } from '../queries/orders';
import { CancelOrderDialog } from './order-actions';
import { OrderBadges } from './order-badges';
import { OrderFacts } from './order-facts';
import { storeOf } from './order-store';
import { OrderStatusFilter } from './order-status-filter';

const FILTERS = ['status'] as const;

/** shop/request-history and devicehub/request-history: my orders of this store, live as they are approved and shipped. */
export default function RequestHistoryScreen({ match }: ScreenProps) {
  const { t, i18n } = useTranslation(['commerce-orders', 'commerce']);
  const store = storeOf(match);
  useOrderLiveUpdates();
  const controls = useListState(FILTERS, { sort: '-placedAt' });
  const orders = useMyOrders(store, controls.request);
  const search = useSearch();
  const shownId = new URLSearchParams(search).get('order');
  const hrefOf = (id: string | null) => {
    const params = new URLSearchParams(search);
    if (id) params.set('order', id);
    else params.delete('order');
    return withQuery(`${appBase(store)}/request-history`, params.toString());
  };
  const columns = useMemo<Column<OrderSummary>[]>(
    () => [
      {
        id: 'number',
        header: t('columns.number'),
        meta: { sortField: 'number', required: true },
        cell: ({ row }) => <Link href={hrefOf(row.original.id)}>{t('order', { number: row.original.number })}</Link>,
      },
      { id: 'placedAt', header: t('columns.placed'), meta: { sortField: 'placedAt' }, cell: ({ row }) => formatTimestamp(row.original.placedAt, i18n.language) },
      { id: 'status', header: t('columns.status'), cell: ({ row }) => <OrderBadges order={row.original} /> },
      { id: 'items', header: t('columns.items'), meta: { numeric: true }, cell: ({ row }) => row.original.itemCount },
      {
        id: 'total',
        header: t('columns.total'),
        meta: { sortField: 'total', numeric: true },
        cell: ({ row }) => <Money cents={row.original.totalMinor} currency={row.original.currency} />,
      },
    ],
    // hrefOf reads only the address (`search`) and the store.
    [t, i18n.language, search, store],
  );
  return (
    <section className="screen orders" aria-labelledby="history-title">
      <PageHeader
        title={t('history.title')}
        titleId="history-title"
        lead={t('history.lead', { store: t(`store.${store}`) })}
        actions={
          <Link className="button" href={`${appBase(store)}/home`}>
            {t('history.shop', { store: t(`store.${store}`) })}
          </Link>
        }
      />
      {shownId && <MyOrder store={store} id={shownId} closeHref={hrefOf(null)} />}
      <div className="orders-toolbar">
        <OrderStatusFilter controls={controls} />
      </div>
      <QueryView query={orders}>
        {(page) => (
          <DataTable
            label={t('history.tableLabel')}
            settingsKey="commerce-request-history"
            columns={columns}
            page={page}
            controls={controls}
            rowLabel={(order) => t('order', { number: order.number })}
            empty={controls.state.filters.status ? t('history.noMatch') : t('history.empty')}
          />
        )}
      </QueryView>
    </section>
  );
}

/** One of my orders, with a way to cancel it while nothing of it has shipped. */
function MyOrder({ store, id, closeHref }: { store: Store; id: string; closeHref: string }) {
  const { t } = useTranslation('commerce-orders');
  const order = useMyOrder(store, id);
  const orders = useMyOrdersGateway();
  // Kept here, not in the dialog: the dialog closes as the order is fetched anew, the refusal stays in view.
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <section className="surface orders-detail" aria-labelledby="my-order-title">
      <QueryView query={order}>
        {(shown) => (
          <>
            <div className="orders-detail__head">
              <h2 id="my-order-title">{t('order', { number: shown.number })}</h2>
              <OrderBadges order={shown} />
              {shown.actions.includes('cancel') && (
                <CancelOrderDialog cancel={(reason) => orders.cancel(store, shown.id, shown.version, reason)} onRefused={setRefusal} byOwner />
              )}
              <Link className="button button--ghost" href={closeHref}>
                {t('detail.close')}
              </Link>
            </div>
            <FormError>{refusal}</FormError>
            <OrderFacts order={shown} />
          </>
        )}
      </QueryView>
    </section>
  );
}
