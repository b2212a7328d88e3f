import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Accessory, AccessoryQuery } from '../../application/ports/accessories-gateway';
import { ALL_TYPES, managePaths } from '../../domain/paths';
import { QueryView } from '../../../../ui/kit/query-view';
import { useAccessories } from '../queries/use-accessories';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import { DataTable, type Column } from '../../../../ui/kit/data-table';
import { ListSearch } from '../../../../ui/kit/list-search';
import { ManageFrame } from '../shared/app-frame';
import { useListState } from '../../../../ui/kit/use-list-state';
import { accessoryColumns } from './accessory-columns';
import { AccessoryRowActions } from './accessory-row-actions';

const FILTERS = ['lowStock'] as const;

/** accessories/:category: counted stock, one server page at a time, with low stock marked and filterable. */
export default function AccessoriesListScreen({ match }: ScreenProps) {
  const { t, i18n } = useTranslation(['manage-accessories', 'manage']);
  const category = match.params.productTypeID ?? ALL_TYPES;
  const controls = useListState(FILTERS, { sort: 'name' });
  const lowStockOnly = controls.state.filters.lowStock === 'true';
  const { page, pageSize, q, sort } = controls.request;
  const query: AccessoryQuery = { page, pageSize, q, sort, category: category === ALL_TYPES ? undefined : category, lowStock: lowStockOnly || undefined };
  const accessories = useAccessories(query);
  const columns = useMemo<Column<Accessory>[]>(
    () => [
      ...accessoryColumns(t, i18n.language),
      {
        id: 'actions',
        header: t('columns.actions'),
        meta: { required: true },
        cell: ({ row }) => <AccessoryRowActions accessory={row.original} listCategory={category} />,
      },
    ],
    [t, i18n.language, category],
  );
  return (
    <ManageFrame
      title={category === ALL_TYPES ? t('list.title') : t('list.titleCategory', { category })}
      lead={t('list.lead')}
      actions={
        <Link href={managePaths.addAccessory(category)} className="button button--primary">
          {t('list.add')}
        </Link>
      }
    >
      <div className="list-toolbar">
        <ListSearch label={t('list.search')} controls={controls} />
        <label className="choice__option">
          <input type="checkbox" checked={lowStockOnly} onChange={(event) => controls.setFilter('lowStock', event.target.checked ? 'true' : undefined)} />
          {t('list.lowStockOnly')}
        </label>
        {category !== ALL_TYPES && <Link href={managePaths.accessories()}>{t('list.allCategories')}</Link>}
      </div>
      <QueryView query={accessories}>
        {(data) => (
          <DataTable
            label={t('list.tableLabel')}
            settingsKey="manage-accessories"
            columns={columns}
            page={data}
            controls={controls}
            rowLabel={(accessory) => accessory.name}
            empty={t('list.empty')}
          />
        )}
      </QueryView>
    </ManageFrame>
  );
}
