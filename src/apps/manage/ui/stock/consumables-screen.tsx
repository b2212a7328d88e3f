import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import type { Consumable, ConsumableFields } from '../../application/ports/stock-gateway';
import { managePaths } from '../../domain/paths';
import { QueryView } from '../../../../ui/kit/query-view';
import { DataTable, type Column } from '../../../../ui/kit/data-table';
import { ListSearch } from '../../../../ui/kit/list-search';
import { useListState } from '../../../../ui/kit/use-list-state';
import { formatDay, formatMoney } from '../../../../ui/kit/format';
import { TimeText } from '../../../../ui/kit/display';
import { ManageFrame } from '../shared/app-frame';
import { PersonPicker } from '../shared/pickers';
import { useConsumable, useConsumables, useIssueConsumable, useSaveConsumable } from '../queries/use-stock';
import { StockFormDialog, stockValuesOf, type StockField } from './stock-form';
import { UnitsDialog } from './units-dialog';
import { LowStockMark } from './low-stock-mark';

const FILTERS = ['lowStock'] as const;

/** Snipe-IT's consumable fields, in the order people fill them in. */
const FIELDS: readonly StockField[] = [
  { name: 'name', type: 'text', required: true },
  { name: 'category', type: 'text', required: true },
  { name: 'manufacturer', type: 'text' },
  { name: 'modelNumber', type: 'text' },
  { name: 'itemNumber', type: 'text' },
  { name: 'quantity', type: 'count', required: true },
  { name: 'minQuantity', type: 'count' },
  { name: 'orderNumber', type: 'text' },
  { name: 'purchaseDate', type: 'day' },
  { name: 'purchaseCostCents', type: 'money' },
];

function IssueDialog({ consumable }: { consumable: Consumable }) {
  const { t } = useTranslation('manage-consumables');
  const issue = useIssueConsumable();
  const [personId, setPersonId] = useState<string | null>(null);
  return (
    <UnitsDialog
      label={t('consumables.issue')}
      ariaLabel={t('consumables.issueLabel', { name: consumable.name })}
      title={t('consumables.issueTitle', { name: consumable.name })}
      lead={t('consumables.onHand', { count: consumable.quantity })}
      needsTarget={!personId}
      withNote
      onOpen={() => setPersonId(null)}
      target={(error) => <PersonPicker selectedId={personId} onSelect={(person) => setPersonId(person?.id ?? null)} isRequired error={error} />}
      onSend={(quantity, note) => issue.mutateAsync({ id: consumable.id, userId: personId!, quantity, note })}
    />
  );
}

function EditDialog({ consumable }: { consumable: Consumable | null }) {
  const { t } = useTranslation('manage-consumables');
  const save = useSaveConsumable();
  return (
    <StockFormDialog
      label={consumable ? t('consumables.edit') : t('consumables.add')}
      title={consumable ? t('consumables.editTitle', { name: consumable.name }) : t('consumables.addTitle')}
      fields={FIELDS}
      initial={stockValuesOf(FIELDS, consumable)}
      onSave={(body) => save.mutateAsync({ id: consumable?.id, version: consumable?.version, fields: body as unknown as ConsumableFields })}
    />
  );
}

/** The issues of the consumable the address names (`?item=`), newest first. */
function IssueHistory({ id }: { id: string }) {
  const { t, i18n } = useTranslation('manage-consumables');
  const consumable = useConsumable(id);
  return (
    <section className="panel" aria-labelledby="consumable-history">
      <QueryView query={consumable}>
        {(data) => (
          <>
            <h2 id="consumable-history">{t('consumables.historyOf', { name: data.name })}</h2>
            <p className="muted">
              {[data.itemNumber, data.orderNumber, data.purchaseDate && formatDay(data.purchaseDate, i18n.language), data.purchaseCostCents !== null && formatMoney(data.purchaseCostCents, i18n.language)]
                .filter(Boolean)
                .join(' · ')}
            </p>
            {data.issues.length === 0 ? (
              <p>{t('consumables.noIssues')}</p>
            ) : (
              <ul className="record-list">
                {data.issues.map((issue) => (
                  <li key={issue.id}>
                    {t('consumables.issuedTo', { count: issue.quantity, name: issue.person.name })} · <TimeText at={issue.at} />
                    {issue.issuedBy && ` · ${t('consumables.by', { name: issue.issuedBy })}`}
                    {issue.note && ` · ${issue.note}`}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryView>
    </section>
  );
}

/** /manage-beta/consumables: counted, issued and used up (toner, batteries), with what to reorder. */
export default function ConsumablesScreen() {
  const { t } = useTranslation(['manage-consumables', 'manage']);
  const controls = useListState(FILTERS, { sort: 'name' });
  const lowStock = controls.state.filters.lowStock === 'true';
  const { page, pageSize, q, sort } = controls.request;
  const consumables = useConsumables({ page, pageSize, q, sort, lowStock: lowStock || undefined });
  const item = new URLSearchParams(useSearch()).get('item') ?? undefined;
  const columns = useMemo<Column<Consumable>[]>(
    () => [
      { id: 'name', header: t('columns.name'), meta: { sortField: 'name', required: true }, cell: ({ row }) => <Link href={managePaths.consumables(row.original.id)}>{row.original.name}</Link> },
      { id: 'category', header: t('columns.category'), meta: { sortField: 'category' }, accessorKey: 'category' },
      { id: 'itemNumber', header: t('columns.itemNumber'), meta: { priority: 'low' }, accessorKey: 'itemNumber' },
      { id: 'location', header: t('columns.location'), meta: { priority: 'low' }, cell: ({ row }) => row.original.location?.name },
      {
        id: 'quantity',
        header: t('columns.onHand'),
        meta: { sortField: 'quantity', numeric: true },
        cell: ({ row }) => <LowStockMark left={row.original.quantity} low={row.original.lowStock} minimum={row.original.minQuantity} />,
      },
      { id: 'issued', header: t('columns.issued'), meta: { numeric: true, priority: 'low' }, accessorKey: 'issued' },
      {
        id: 'actions',
        header: t('columns.actions'),
        meta: { required: true },
        cell: ({ row }) => (
          <div className="row-actions">
            <IssueDialog consumable={row.original} />
            <EditDialog consumable={row.original} />
          </div>
        ),
      },
    ],
    [t],
  );
  return (
    <ManageFrame title={t('consumables.title')} lead={t('consumables.lead')} actions={<EditDialog consumable={null} />}>
      <div className="list-toolbar">
        <ListSearch label={t('consumables.search')} controls={controls} />
        <label className="choice__option">
          <input type="checkbox" checked={lowStock} onChange={(event) => controls.setFilter('lowStock', event.target.checked ? 'true' : undefined)} />
          {t('lowStockOnly')}
        </label>
      </div>
      <QueryView query={consumables}>
        {(data) => (
          <DataTable
            label={t('consumables.tableLabel')}
            settingsKey="manage-consumables"
            columns={columns}
            page={data}
            controls={controls}
            rowLabel={(consumable) => consumable.name}
            empty={q || lowStock ? t('noMatch') : t('consumables.empty')}
          />
        )}
      </QueryView>
      {item && <IssueHistory id={item} />}
    </ManageFrame>
  );
}
