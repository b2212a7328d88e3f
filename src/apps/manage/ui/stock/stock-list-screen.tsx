import { useCallback, useMemo, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import type { ListPage } from '../../../../application/ports/list-page';
import type { PlaceRef } from '../../application/ports/places-gateway';
import type { StockQuery } from '../../application/ports/stock-gateway';
import { managePaths } from '../../domain/paths';
import { QueryView } from '../../../../ui/kit/query-view';
import { DataTable, type Column } from '../../../../ui/kit/data-table';
import { ListSearch } from '../../../../ui/kit/list-search';
import { useListState } from '../../../../ui/kit/use-list-state';
import { ManageFrame } from '../shared/app-frame';
import { StockFormDialog, stockValuesOf, type StockField } from './stock-form';
import { LowStockMark } from './low-stock-mark';

const FILTERS = ['lowStock'] as const;

/** The two counted kinds kept on a shelf: their words live under these keys of `manage-consumables`. */
type StockKind = 'consumables' | 'components';

/** What every counted record has, whatever its kind. */
export interface StockRecord {
  readonly id: string;
  readonly name: string;
  readonly category: string;
  readonly location: PlaceRef | null;
  readonly notes: string | null;
  readonly minQuantity: number;
  readonly lowStock: boolean;
  readonly version: number;
}

/** A kind's own columns, each a field of its records: what tells units apart, how many are left, and the count beside. */
export interface StockColumns<Item> {
  readonly detail: keyof Item & ('itemNumber' | 'serial');
  readonly left: keyof Item & ('quantity' | 'remaining');
  readonly leftHeader: 'onHand' | 'remaining';
  readonly extra: keyof Item & ('issued' | 'total');
}

/**
 * A counted kind's form fields (Snipe-IT's, in the order people fill them in): the shared ones around what tells its
 * units apart and how many there are.
 */
export function stockFields(detail: 'itemNumber' | 'serial', count: 'quantity' | 'total'): readonly StockField[] {
  return [
    { name: 'name', type: 'text', required: true },
    { name: 'category', type: 'text', required: true },
    { name: 'manufacturer', type: 'text' },
    { name: 'modelNumber', type: 'text' },
    { name: detail, type: 'text' },
    { name: count, type: 'count', required: true },
    { name: 'minQuantity', type: 'count' },
    { name: 'orderNumber', type: 'text' },
    { name: 'purchaseDate', type: 'day' },
    { name: 'purchaseCostCents', type: 'money' },
  ];
}

/** A kind's save: adds a record, or edits one when a version is given. */
type SaveMutation<Fields> = () => { mutateAsync: (input: { id?: string; version?: number; fields: Fields }) => Promise<unknown> };

/** Adding (`record` null) or editing a record of the kind, by the kind's own fields. */
function EditDialog<Item extends StockRecord>({
  kind,
  record,
  fields,
  onSave,
}: {
  kind: StockKind;
  record: Item | null;
  fields: readonly StockField[];
  onSave: (record: Item | null, body: Record<string, unknown>) => Promise<unknown>;
}) {
  const { t } = useTranslation('manage-consumables');
  return (
    <StockFormDialog
      label={record ? t(`${kind}.edit`) : t(`${kind}.add`)}
      title={record ? t(`${kind}.editTitle`, { name: record.name }) : t(`${kind}.addTitle`)}
      fields={fields}
      initial={stockValuesOf(fields, record)}
      onSave={(body) => onSave(record, body)}
    />
  );
}

/** The panel under the list about the record the address names (`?item=`): its history, with a heading of its name. */
export function StockPanel<Details extends { readonly name: string }>({
  query,
  title,
  children,
}: {
  query: UseQueryResult<Details>;
  title: (details: Details) => string;
  children: (details: Details) => ReactNode;
}) {
  const headingId = 'stock-panel-title';
  return (
    <section className="panel" aria-labelledby={headingId}>
      <QueryView query={query}>
        {(data) => (
          <>
            <h2 id={headingId}>{title(data)}</h2>
            {children(data)}
          </>
        )}
      </QueryView>
    </section>
  );
}

/**
 * The list of a counted kind (consumables, components): searched, filtered to what runs low, sorted and paged on
 * the server, each row with the kind's own move (issue, install) and Edit, and the named record's panel below.
 * The kind names its own columns, and gives its form fields, its move and its panel.
 */
export function StockListScreen<Item extends StockRecord, Fields>({
  kind,
  useItems,
  useSave,
  columns,
  fields,
  action,
  panel,
}: {
  kind: StockKind;
  useItems: (query: StockQuery) => UseQueryResult<ListPage<Item>>;
  useSave: SaveMutation<Fields>;
  columns: StockColumns<Item>;
  fields: readonly StockField[];
  action: (record: Item) => ReactNode;
  panel: (id: string) => ReactNode;
}) {
  const { t } = useTranslation(['manage-consumables', 'manage']);
  const save = useSave().mutateAsync;
  const onSave = useCallback(
    (record: Item | null, body: Record<string, unknown>) => save({ id: record?.id, version: record?.version, fields: body as unknown as Fields }),
    [save],
  );
  const { detail, left, leftHeader, extra } = columns;
  const controls = useListState(FILTERS, { sort: 'name' });
  const lowStock = controls.state.filters.lowStock === 'true';
  const { page, pageSize, q, sort } = controls.request;
  const items = useItems({ page, pageSize, q, sort, lowStock: lowStock || undefined });
  const item = new URLSearchParams(useSearch()).get('item') ?? undefined;
  const allColumns = useMemo<Column<Item>[]>(
    () => [
      { id: 'name', header: t('columns.name'), meta: { sortField: 'name', required: true, holdsDetails: true }, cell: ({ row }) => <Link href={managePaths[kind](row.original.id)}>{row.original.name}</Link> },
      { id: 'category', header: t('columns.category'), meta: { sortField: 'category' }, cell: ({ row }) => row.original.category },
      { id: detail, header: t(`columns.${detail}`), meta: { priority: 'low' }, cell: ({ row }) => row.original[detail] as string | null },
      {
        id: left,
        header: t(`columns.${leftHeader}`),
        meta: { sortField: left, numeric: true },
        cell: ({ row }) => <LowStockMark left={row.original[left] as number} low={row.original.lowStock} minimum={row.original.minQuantity} />,
      },
      { id: extra, header: t(`columns.${extra}`), meta: { numeric: true, priority: 'low' }, cell: ({ row }) => row.original[extra] as number },
      { id: 'location', header: t('columns.location'), meta: { priority: 'low' }, cell: ({ row }) => row.original.location?.name },
      {
        id: 'actions',
        header: t('columns.actions'),
        meta: { required: true },
        cell: ({ row }) => (
          <div className="row-actions">
            {action(row.original)}
            <EditDialog kind={kind} record={row.original} fields={fields} onSave={onSave} />
          </div>
        ),
      },
    ],
    [t, kind, detail, left, leftHeader, extra, fields, onSave, action],
  );
  return (
    <ManageFrame title={t(`${kind}.title`)} lead={t(`${kind}.lead`)} actions={<EditDialog<Item> kind={kind} record={null} fields={fields} onSave={onSave} />}>
      <div className="list-toolbar">
        <ListSearch label={t(`${kind}.search`)} controls={controls} />
        <label className="choice__option">
          <input type="checkbox" checked={lowStock} onChange={(event) => controls.setFilter('lowStock', event.target.checked ? 'true' : undefined)} />
          {t('lowStockOnly')}
        </label>
      </div>
      <QueryView query={items}>
        {(data) => (
          <DataTable
            label={t(`${kind}.tableLabel`)}
            settingsKey={`manage-${kind}`}
            columns={allColumns}
            page={data}
            controls={controls}
            rowLabel={(record) => record.name}
            empty={q || lowStock ? t('noMatch') : t(`${kind}.empty`)}
          />
        )}
      </QueryView>
      {item && panel(item)}
    </ManageFrame>
  );
}
