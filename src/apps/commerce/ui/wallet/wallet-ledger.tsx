import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { TFunction } from 'i18next';
import { DataTable, type Column } from '../../../../ui/kit/data-table';
import { Money } from '../../../../ui/kit/display';
import { formatTimestamp } from '../../../../ui/kit/format';
import { ListFilter } from '../../../../ui/kit/list-filter';
import { ListSearch } from '../../../../ui/kit/list-search';
import { QueryView } from '../../../../ui/kit/query-view';
import { useListState, type ListControls } from '../../../../ui/kit/use-list-state';
import type { WalletEntry, WalletEntryQuery } from '../../application/ports/wallet-gateway';
import { PERIOD_FILTERS, PeriodFilter, periodOf } from '../invoices/period-filter';
import { useWalletEntries } from '../queries/wallet';
import { SignedMoney } from './signed-money';
import { walletPaths } from '../../domain/wallet-paths';

const LEDGER_FILTERS = ['direction', ...PERIOD_FILTERS] as const;
const DIRECTIONS = ['credit', 'debit'] as const;

function ledgerQueryOf(controls: ListControls, personId: string | undefined): WalletEntryQuery {
  const { page, pageSize, q, sort } = controls.request;
  const direction = DIRECTIONS.find((each) => each === controls.state.filters.direction);
  return { page, pageSize, ...(q && { q }), ...(sort && { sort }), ...(personId && { personId }), ...(direction && { direction }), ...periodOf(controls) };
}

function ledgerColumns(t: TFunction, language: string, personId: string | undefined): Column<WalletEntry>[] {
  return [
    {
      id: 'createdAt',
      header: t('ledger.columns.date'),
      meta: { sortField: 'createdAt', required: true },
      cell: ({ row }) => <Link href={walletPaths.entry(row.original.id, personId)}>{formatTimestamp(row.original.createdAt, language)}</Link>,
    },
    { id: 'reason', header: t('ledger.columns.reason'), meta: { required: true }, cell: ({ row }) => row.original.reason },
    {
      id: 'amountMinor',
      header: t('ledger.columns.amount'),
      meta: { sortField: 'amountMinor', numeric: true, required: true },
      cell: ({ row }) => <SignedMoney minor={row.original.amountMinor} currency={row.original.currency} />,
    },
    {
      id: 'balanceAfter',
      header: t('ledger.columns.balanceAfter'),
      meta: { numeric: true },
      cell: ({ row }) => <Money cents={row.original.balanceAfterMinor} currency={row.original.currency} />,
    },
  ];
}

/** The ledger, newest first: searched by reason, filtered by direction and period, one server page at a time. */
export function WalletLedger({ personId }: { personId: string | undefined }) {
  const { t, i18n } = useTranslation('commerce-wallet');
  const controls = useListState(LEDGER_FILTERS);
  const entries = useWalletEntries(ledgerQueryOf(controls, personId));
  const columns = useMemo(() => ledgerColumns(t, i18n.language, personId), [t, i18n.language, personId]);
  return (
    <section className="wallet-section" aria-labelledby="wallet-ledger-title">
      <h2 id="wallet-ledger-title">{t('ledger.title')}</h2>
      <div className="list-toolbar">
        <ListSearch label={t('ledger.search')} controls={controls} />
        <ListFilter
          label={t('ledger.direction')}
          name="direction"
          anyLabel={t('ledger.anyDirection')}
          options={DIRECTIONS.map((value) => ({ value, label: t(`ledger.directions.${value}`) }))}
          controls={controls}
        />
        <PeriodFilter controls={controls} />
      </div>
      <QueryView query={entries}>
        {(page) => (
          <DataTable
            label={t('ledger.tableLabel')}
            settingsKey="commerce-wallet-ledger"
            columns={columns}
            page={page}
            controls={controls}
            rowLabel={(entry) => entry.reason}
            empty={controls.narrowed ? t('ledger.noMatch') : t('ledger.empty')}
          />
        )}
      </QueryView>
    </section>
  );
}
