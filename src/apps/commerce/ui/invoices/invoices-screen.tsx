import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { DataTable, type Column } from '../../../../ui/kit/data-table';
import { Money } from '../../../../ui/kit/display';
import { formatTimestamp } from '../../../../ui/kit/format';
import { ListFilter } from '../../../../ui/kit/list-filter';
import { ListSearch } from '../../../../ui/kit/list-search';
import { PageHeader } from '../../../../ui/kit/page-header';
import { QueryView } from '../../../../ui/kit/query-view';
import { useListState, type ListControls } from '../../../../ui/kit/use-list-state';
import { withQuery } from '../../../../domain/routing/with-query';
import type { InvoiceKind, InvoiceQuery, InvoiceSummary } from '../../application/ports/invoices-gateway';
import { useInvoices } from '../queries/invoices';
import { InvoicePanel } from './invoice-panel';
import { PERIOD_FILTERS, PeriodFilter, periodOf } from './period-filter';

const KINDS: readonly InvoiceKind[] = ['order', 'settlement', 'credit-note'];
const INVOICE_FILTERS = ['kind', ...PERIOD_FILTERS] as const;
/** The address's parameter naming the invoice open in the viewer. */
const OPEN = 'open';

/** The address with an invoice open in the viewer (or none), the list's own state kept. */
function addressOpening(path: string, search: string, id: string | undefined): string {
  const next = new URLSearchParams(search);
  if (id) next.set(OPEN, id);
  else next.delete(OPEN);
  return withQuery(path, next.toString());
}

function invoiceQueryOf(controls: ListControls): InvoiceQuery {
  const { page, pageSize, q, sort } = controls.request;
  const kind = KINDS.find((each) => each === controls.state.filters.kind);
  return { page, pageSize, ...(q && { q }), ...(sort && { sort }), ...(kind && { kind }), ...periodOf(controls) };
}

function invoiceColumns(t: TFunction, language: string, openHref: (id: string) => string): Column<InvoiceSummary>[] {
  return [
    {
      id: 'number',
      header: t('columns.number'),
      meta: { sortField: 'number', required: true },
      cell: ({ row }) => (
        <Link href={openHref(row.original.id)} aria-label={t(row.original.kind === 'credit-note' ? 'actions.openCreditNote' : 'actions.open', { number: row.original.number })}>
          {row.original.number}
        </Link>
      ),
    },
    { id: 'issuedAt', header: t('columns.date'), meta: { sortField: 'issuedAt' }, cell: ({ row }) => formatTimestamp(row.original.issuedAt, language) },
    { id: 'buyer', header: t('columns.buyer'), cell: ({ row }) => row.original.buyer.name },
    {
      id: 'kind',
      header: t('columns.kind'),
      cell: ({ row }) => (row.original.credits ? t('creditsInvoice', { number: row.original.credits.number }) : t(`kinds.${row.original.kind}`)),
    },
    {
      id: 'totalMinor',
      header: t('columns.total'),
      meta: { sortField: 'totalMinor', numeric: true, required: true },
      cell: ({ row }) => <Money cents={row.original.totalMinor} currency={row.original.currency} />,
    },
  ];
}

/** invoices: every invoice one may see (an employee's own, an admin's all), searched and filtered; one opens in the viewer. */
export default function InvoicesScreen() {
  const { t, i18n } = useTranslation('commerce-invoices');
  const [path] = useLocation();
  const search = useSearch();
  const controls = useListState(INVOICE_FILTERS, { sort: '-issuedAt' });
  const invoices = useInvoices(invoiceQueryOf(controls));
  const openId = new URLSearchParams(search).get(OPEN) ?? undefined;
  const columns = useMemo(() => invoiceColumns(t, i18n.language, (id) => addressOpening(path, search, id)), [t, i18n.language, path, search]);
  const open = invoices.data?.items.find((each) => each.id === openId);
  return (
    <div className="screen invoices">
      <PageHeader title={t('title')} lead={t('lead')} />
      {openId && <InvoicePanel id={openId} shown={open} closeHref={addressOpening(path, search, undefined)} />}
      <div className="list-toolbar">
        <ListSearch label={t('search')} controls={controls} />
        <ListFilter
          label={t('kind')}
          name="kind"
          anyLabel={t('anyKind')}
          options={KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
          controls={controls}
        />
        <PeriodFilter controls={controls} />
      </div>
      <QueryView query={invoices}>
        {(page) => (
          <DataTable
            label={t('tableLabel')}
            settingsKey="commerce-invoices"
            columns={columns}
            page={page}
            controls={controls}
            rowLabel={(invoice) => invoice.number}
            empty={controls.narrowed ? t('noMatch') : t('empty')}
          />
        )}
      </QueryView>
    </div>
  );
}
