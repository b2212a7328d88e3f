import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import type { Component, ComponentDetails, ComponentFields } from '../../application/ports/stock-gateway';
import { managePaths } from '../../domain/paths';
import { assetDetailPath } from '../../domain/fleet-paths';
import { QueryView } from '../../../../ui/kit/query-view';
import { DataTable, type Column } from '../../../../ui/kit/data-table';
import { ListSearch } from '../../../../ui/kit/list-search';
import { useListState } from '../../../../ui/kit/use-list-state';
import { TimeText } from '../../../../ui/kit/display';
import { ManageFrame } from '../shared/app-frame';
import { AssetPicker } from '../shared/pickers';
import { useComponent, useComponents, useInstallComponent, useRemoveComponent, useSaveComponent } from '../queries/use-stock';
import { StockFormDialog, stockValuesOf, type StockField } from './stock-form';
import { UnitsDialog } from './units-dialog';
import { LowStockMark } from './low-stock-mark';

const FILTERS = ['lowStock'] as const;

const FIELDS: readonly StockField[] = [
  { name: 'name', type: 'text', required: true },
  { name: 'category', type: 'text', required: true },
  { name: 'manufacturer', type: 'text' },
  { name: 'modelNumber', type: 'text' },
  { name: 'serial', type: 'text' },
  { name: 'total', type: 'count', required: true },
  { name: 'minQuantity', type: 'count' },
  { name: 'orderNumber', type: 'text' },
  { name: 'purchaseDate', type: 'day' },
  { name: 'purchaseCostCents', type: 'money' },
];

function InstallDialog({ component }: { component: Component }) {
  const { t } = useTranslation('manage-consumables');
  const install = useInstallComponent();
  const [assetId, setAssetId] = useState<string | null>(null);
  return (
    <UnitsDialog
      label={t('components.install')}
      ariaLabel={t('components.installLabel', { name: component.name })}
      title={t('components.installTitle', { name: component.name })}
      lead={t('components.remaining', { remaining: component.remaining, total: component.total })}
      needsTarget={!assetId}
      onOpen={() => setAssetId(null)}
      target={(error) => <AssetPicker selectedId={assetId} onSelect={(asset) => setAssetId(asset?.id ?? null)} isRequired error={error} />}
      onSend={(quantity) => install.mutateAsync({ id: component.id, assetId: assetId!, quantity })}
    />
  );
}

function EditDialog({ component }: { component: Component | null }) {
  const { t } = useTranslation('manage-consumables');
  const save = useSaveComponent();
  return (
    <StockFormDialog
      label={component ? t('components.edit') : t('components.add')}
      title={component ? t('components.editTitle', { name: component.name }) : t('components.addTitle')}
      fields={FIELDS}
      initial={stockValuesOf(FIELDS, component)}
      onSave={(body) => save.mutateAsync({ id: component?.id, version: component?.version, fields: body as unknown as ComponentFields })}
    />
  );
}

function RemoveDialog({ component, install }: { component: ComponentDetails; install: ComponentDetails['installs'][number] }) {
  const { t } = useTranslation('manage-consumables');
  const remove = useRemoveComponent();
  return (
    <UnitsDialog
      label={t('components.remove')}
      ariaLabel={t('components.removeLabel', { tag: install.asset.assetTag })}
      title={t('components.removeTitle', { name: component.name, tag: install.asset.assetTag })}
      lead={t('components.held', { count: install.quantity })}
      needsTarget={false}
      onSend={(quantity) => remove.mutateAsync({ id: component.id, installId: install.id, quantity })}
    />
  );
}

/** The assets that hold units of the component the address names (`?item=`). */
function Installs({ id }: { id: string }) {
  const { t } = useTranslation('manage-consumables');
  const component = useComponent(id);
  return (
    <section className="panel" aria-labelledby="component-installs">
      <QueryView query={component}>
        {(data) => (
          <>
            <h2 id="component-installs">{t('components.installsOf', { name: data.name })}</h2>
            {data.installs.length === 0 ? (
              <p>{t('components.noInstalls')}</p>
            ) : (
              <ul className="record-list">
                {data.installs.map((install) => (
                  <li key={install.id}>
                    <Link href={assetDetailPath({ tag: install.asset.assetTag })}>{install.asset.assetTag}</Link> · {install.asset.model} ·{' '}
                    {t('components.held', { count: install.quantity })} · <TimeText at={install.at} /> <RemoveDialog component={data} install={install} />
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

/** /manage-beta/components: parts installed into assets (RAM, disks), what remains and where the rest went. */
export default function ComponentsScreen() {
  const { t } = useTranslation(['manage-consumables', 'manage']);
  const controls = useListState(FILTERS, { sort: 'name' });
  const lowStock = controls.state.filters.lowStock === 'true';
  const { page, pageSize, q, sort } = controls.request;
  const components = useComponents({ page, pageSize, q, sort, lowStock: lowStock || undefined });
  const item = new URLSearchParams(useSearch()).get('item') ?? undefined;
  const columns = useMemo<Column<Component>[]>(
    () => [
      { id: 'name', header: t('columns.name'), meta: { sortField: 'name', required: true }, cell: ({ row }) => <Link href={managePaths.components(row.original.id)}>{row.original.name}</Link> },
      { id: 'category', header: t('columns.category'), meta: { sortField: 'category' }, accessorKey: 'category' },
      { id: 'serial', header: t('columns.serial'), meta: { priority: 'low' }, accessorKey: 'serial' },
      { id: 'location', header: t('columns.location'), meta: { priority: 'low' }, cell: ({ row }) => row.original.location?.name },
      {
        id: 'remaining',
        header: t('columns.remaining'),
        meta: { sortField: 'remaining', numeric: true },
        cell: ({ row }) => <LowStockMark left={row.original.remaining} low={row.original.lowStock} minimum={row.original.minQuantity} />,
      },
      { id: 'total', header: t('columns.total'), meta: { numeric: true, priority: 'low' }, accessorKey: 'total' },
      {
        id: 'actions',
        header: t('columns.actions'),
        meta: { required: true },
        cell: ({ row }) => (
          <div className="row-actions">
            <InstallDialog component={row.original} />
            <EditDialog component={row.original} />
          </div>
        ),
      },
    ],
    [t],
  );
  return (
    <ManageFrame title={t('components.title')} lead={t('components.lead')} actions={<EditDialog component={null} />}>
      <div className="list-toolbar">
        <ListSearch label={t('components.search')} controls={controls} />
        <label className="choice__option">
          <input type="checkbox" checked={lowStock} onChange={(event) => controls.setFilter('lowStock', event.target.checked ? 'true' : undefined)} />
          {t('lowStockOnly')}
        </label>
      </div>
      <QueryView query={components}>
        {(data) => (
          <DataTable
            label={t('components.tableLabel')}
            settingsKey="manage-components"
            columns={columns}
            page={data}
            controls={controls}
            rowLabel={(component) => component.name}
            empty={q || lowStock ? t('noMatch') : t('components.empty')}
          />
        )}
      </QueryView>
      {item && <Installs id={item} />}
    </ManageFrame>
  );
}
