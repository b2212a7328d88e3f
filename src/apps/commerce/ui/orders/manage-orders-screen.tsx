import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { orderPageOf } from '../../../../domain/apps/app-order-pages';
import { AppSectionTabs, useAppPage } from '../../../../ui/kit/app-section-tabs';
import { DataTable, type Column } from '../../../../ui/kit/data-table';
import { Money } from '../../../../ui/kit/display';
import { download } from '../../../../ui/kit/download';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { formatNumber, formatTimestamp } from '../../../../ui/kit/format';
import { FormError } from '../../../../ui/kit/form-error';
import { ListSearch } from '../../../../ui/kit/list-search';
import { PageHeader } from '../../../../ui/kit/page-header';
import { QueryView } from '../../../../ui/kit/query-view';
import { useListState } from '../../../../ui/kit/use-list-state';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import type { OrderSummary } from '../../application/ports/orders-gateway';
import { ORDER_KINDS, type OrderKind } from '../../domain/order-status';
import { firstTabWithOrders, ORDER_TABS, type OrderCounts } from '../../domain/order-tabs';
import { orderPaths } from '../../domain/order-paths';
import { MANAGE_ORDERS_SLUG } from '../../domain/slug';
import { useManagedOrder, useManagedOrderCounts, useManagedOrders, useManagedOrdersGateway } from '../queries/orders';
import { OrderActions } from './order-actions';
import { OrderAssets } from './order-assets';
import { OrderBadges } from './order-badges';
import { OrderFacts } from './order-facts';
import { OrderNotes } from './order-notes';
import { useOrdersProblemText } from './orders-problem-text';
import { OrderStatusFilter } from './order-status-filter';

const FILTERS = ['status'] as const;
const kindHref = orderPaths.tab;
const sections = ORDER_TABS.map((kind) => ({ key: kind, href: kindHref(kind), routes: [kind] }));

/**
 * manage-orders/{kind}/{id?}: every order of one kind, or one order with what may be done to it now; each tab says
 * how many orders it holds, and an empty tab points to the first that has some.
 */
export default function ManageOrdersScreen({ match }: ScreenProps) {
  const { t } = useTranslation(['commerce-orders', 'commerce']);
  const page = useAppPage(MANAGE_ORDERS_SLUG);
  const counts = useManagedOrderCounts();
  const kind = ORDER_KINDS.find((each) => each === page);
  const id = match.params.id;
  return (
    <section className="screen orders" aria-labelledby="manage-orders-title">
      <PageHeader title={t('manage.title')} titleId="manage-orders-title" lead={t('manage.lead')} />
      <AppSectionTabs
        page={page}
        sections={sections}
        label={t('manage.tabsLabel')}
        labelOf={(key) => t(`kind.${key}`)}
        extraOf={(key) => counts.data && <TabCount count={counts.data[key as OrderKind]} />}
      />
      {kind && !id && counts.data && <OrdersElsewhere kind={kind} counts={counts.data} />}
      {kind && (id ? <ManagedOrder id={id} kind={kind} /> : <OrderList kind={kind} />)}
    </section>
  );
}

/** The number shows as a pill; a screen reader hears it after the tab's name, with what it counts. */
function TabCount({ count }: { count: number }) {
  const { t, i18n } = useTranslation('commerce-orders');
  const number = formatNumber(count, i18n.language);
  return (
    <>
      <span className="section-tabs__count" aria-hidden="true">
        {number}
      </span>
      <span className="visually-hidden">{t('manage.tabCount', { count, number })}</span>
    </>
  );
}

/**
 * The spec opens Manage Orders on Buyback, which is empty until someone sells a device back: an empty tab says where
 * the orders are, one press away.
 */
function OrdersElsewhere({ kind, counts }: { kind: OrderKind; counts: OrderCounts }) {
  const { t, i18n } = useTranslation('commerce-orders');
  const first = firstTabWithOrders(counts);
  if (counts[kind] > 0 || !first) return null;
  return (
    <p className="orders-elsewhere">
      {t('manage.elsewhere')}{' '}
      <Link href={kindHref(first)}>{t('manage.openTab', { kind: t(`kind.${first}`), count: counts[first], number: formatNumber(counts[first], i18n.language) })}</Link>
    </p>
  );
}

function OrderList({ kind }: { kind: OrderKind }) {
  const { t, i18n } = useTranslation('commerce-orders');
  const controls = useListState(FILTERS, { sort: '-placedAt' });
  const orders = useManagedOrders(kind, controls.request);
  const gateway = useManagedOrdersGateway();
  const wordProblem = useOrdersProblemText();
  const [exportFailure, setExportFailure] = useState<string | null>(null);
  const columns = useMemo<Column<OrderSummary>[]>(
    () => [
      {
        id: 'number',
        header: t('columns.number'),
        meta: { sortField: 'number', required: true },
        cell: ({ row }) => <Link href={orderPaths.order(kind, row.original.id)}>{t('order', { number: row.original.number })}</Link>,
      },
      { id: 'person', header: t('columns.person'), cell: ({ row }) => row.original.personName },
      { id: 'placedAt', header: t('columns.placed'), meta: { sortField: 'placedAt' }, cell: ({ row }) => formatTimestamp(row.original.placedAt, i18n.language) },
      { id: 'status', header: t('columns.status'), cell: ({ row }) => <OrderBadges order={row.original} /> },
      { id: 'method', header: t('columns.method'), cell: ({ row }) => t(`method.${row.original.paymentMethod}`) },
      {
        id: 'total',
        header: t('columns.total'),
        meta: { sortField: 'total', numeric: true },
        cell: ({ row }) => <Money cents={row.original.totalMinor} currency={row.original.currency} />,
      },
    ],
    [t, i18n.language, kind],
  );
  const exportCsv = async () => {
    setExportFailure(null);
    try {
      const file = await gateway.exportCsv(kind, { q: controls.request.q, sort: controls.request.sort, status: controls.state.filters.status });
      download(file.filename, file.content, file.contentType);
    } catch (error) {
      setExportFailure(wordProblem(error));
    }
  };
  return (
    <>
      <div className="orders-toolbar">
        <ListSearch label={t('manage.search')} controls={controls} />
        <OrderStatusFilter controls={controls} />
      </div>
      <FormError>{exportFailure}</FormError>
      <QueryView query={orders}>
        {(list) => (
          <DataTable
            label={t('manage.tableLabel', { kind: t(`kind.${kind}`) })}
            settingsKey="commerce-manage-orders"
            columns={columns}
            page={list}
            controls={controls}
            rowLabel={(order) => t('order', { number: order.number })}
            empty={controls.narrowed ? t('manage.noMatch') : t('manage.empty', { kind: t(`kind.${kind}`) })}
            tools={
              <RippleButton className="button" onPress={() => void exportCsv()} isDisabled={list.total === 0}>
                {t('manage.export')}
              </RippleButton>
            }
          />
        )}
      </QueryView>
    </>
  );
}

function ManagedOrder({ id, kind }: { id: string; kind: OrderKind }) {
  const { t } = useTranslation(['commerce-orders', 'shell']);
  const order = useManagedOrder(id);
  const [refusal, setRefusal] = useState<string | null>(null);
  // An order another app placed is worked on there (a buyback at its desk, a repair's states in Repair): its
  // declaration names the page.
  const workedOn = orderPageOf(kind, id);
  return (
    <QueryView query={order}>
      {(shown) => (
        <div className="orders-detail">
          <div className="orders-detail__head">
            <h2>{t('order', { number: shown.number })}</h2>
            <OrderBadges order={shown} />
            <Link className="button button--ghost" href={kindHref(kind)}>
              {t('detail.backToList')}
            </Link>
            {workedOn && (
              <Link className="button" href={workedOn.href}>
                {t('detail.workOn', { app: t(`apps.${workedOn.slug}`, { ns: 'shell' }) })}
              </Link>
            )}
          </div>
          <FormError>{refusal}</FormError>
          {/* The app that placed the order moves it (a buyback at its desk, a repair through its states). */}
          {!workedOn && <OrderActions order={shown} onRefused={setRefusal} />}
          <OrderFacts order={shown} />
          <OrderAssets order={shown} />
          <OrderNotes order={shown} />
        </div>
      )}
    </QueryView>
  );
}
