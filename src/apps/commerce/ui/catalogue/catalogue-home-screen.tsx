import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { Badge } from '../../../../ui/kit/badge';
import type { Column } from '../../../../ui/kit/data-table';
import { DataTable } from '../../../../ui/kit/data-table';
import { formatMoney } from '../../../../ui/kit/format';
import { ListFilter } from '../../../../ui/kit/list-filter';
import { ListSearch } from '../../../../ui/kit/list-search';
import { QueryView } from '../../../../ui/kit/query-view';
import { useListState } from '../../../../ui/kit/use-list-state';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import type { AdminProduct } from '../../application/ports/catalogue-gateway';
import { PRODUCT_KINDS, storeHasKits, type ProductKind, type Store } from '../../domain/catalogue-terms';
import { useAdminProducts } from '../queries/catalogue';
import { CatalogueFrame } from './catalogue-frame';
import { catalogueSectionOf, cataloguePaths, configuredStoreOf } from './catalogue-paths';
import { CategoriesSection } from './categories-section';
import { SettingsSection } from './settings-section';
import { StockLevels } from './stock-levels';

const FILTERS = ['kind'] as const;

/** configure-shop and configure-devicehub: the products section, or the categories or the settings the address names. */
export default function CatalogueHomeScreen({ match }: ScreenProps) {
  const { t } = useTranslation(['commerce-catalogue', 'commerce']);
  const store = configuredStoreOf(match);
  const section = catalogueSectionOf(useSearch());
  if (section === 'categories') {
    return (
      <CatalogueFrame store={store} title={t(`home.title.${store}`)} lead={t('categories.lead')}>
        <CategoriesSection store={store} />
      </CatalogueFrame>
    );
  }
  if (section === 'settings') {
    return (
      <CatalogueFrame store={store} title={t(`home.title.${store}`)} lead={t('settings.lead')}>
        <SettingsSection store={store} />
      </CatalogueFrame>
    );
  }
  return <ProductsSection store={store} />;
}

/** The store's products and kits with their stock per location, searched on the server. */
function ProductsSection({ store }: { store: Store }) {
  const { t, i18n } = useTranslation(['commerce-catalogue', 'commerce']);
  const paths = cataloguePaths(store);
  const controls = useListState(FILTERS, { sort: 'name' });
  const kind = controls.state.filters.kind as ProductKind | undefined;
  const { page, pageSize, q, sort } = controls.request;
  const products = useAdminProducts(store, { page, pageSize, q, sort, kind });
  const columns = useMemo<Column<AdminProduct>[]>(
    () => [
      {
        id: 'name',
        header: t('columns.name'),
        meta: { sortField: 'name', required: true },
        cell: ({ row }) => <Link href={paths.editProduct(row.original.id)}>{row.original.name}</Link>,
      },
      {
        id: 'kind',
        header: t('columns.kind'),
        cell: ({ row }) => (
          <span className="catalogue-badges">
            <Badge tone={row.original.kind === 'kit' ? 'info' : 'neutral'}>{t(`kinds.${row.original.kind}`)}</Badge>
            {row.original.condition && <Badge>{t(`conditions.${row.original.condition}`)}</Badge>}
            {!row.original.active && <Badge tone="warning">{t('product.inactive')}</Badge>}
          </span>
        ),
      },
      { id: 'category', header: t('columns.category'), cell: ({ row }) => row.original.category?.name ?? '' },
      {
        id: 'price',
        header: t('columns.price'),
        meta: { sortField: 'price', numeric: true },
        cell: ({ row }) => formatMoney(row.original.priceMinor, i18n.language, row.original.currency),
      },
      {
        id: 'stock',
        header: t('columns.stock'),
        cell: ({ row }) => {
          const { kind, accessory, stock } = row.original;
          if (kind === 'kit') return t('stock.kit');
          return accessory ? t('stock.linkedShort', { name: accessory.name, available: accessory.available, total: accessory.total }) : <StockLevels stock={stock} />;
        },
      },
      { id: 'available', header: t('columns.available'), meta: { numeric: true }, cell: ({ row }) => row.original.available },
      {
        id: 'history',
        header: t('columns.history'),
        meta: { required: true },
        cell: ({ row }) => (
          <Link href={paths.stockHistory(row.original.id)} aria-label={t('home.historyOf', { name: row.original.name })}>
            {t('home.history')}
          </Link>
        ),
      },
    ],
    [t, i18n.language, paths],
  );
  return (
    <CatalogueFrame
      store={store}
      title={t(`home.title.${store}`)}
      lead={t(`home.lead.${store}`)}
      actions={
        <>
          {storeHasKits(store) && (
            <Link href={paths.addKit} className="button">
              {t('home.addKit')}
            </Link>
          )}
          <Link href={paths.addProduct} className="button button--primary">
            {t('home.addProduct')}
          </Link>
        </>
      }
    >
      <div className="list-toolbar">
        <ListSearch label={t('home.search')} controls={controls} />
        {storeHasKits(store) && (
          <ListFilter
            label={t('columns.kind')}
            name="kind"
            anyLabel={t('home.allKinds')}
            options={PRODUCT_KINDS.map((each) => ({ value: each, label: t(`kinds.${each}`) }))}
            controls={controls}
          />
        )}
      </div>
      <QueryView query={products}>
        {(data) => (
          <DataTable
            label={t('home.tableLabel')}
            settingsKey={`commerce-catalogue-${store}`}
            columns={columns}
            page={data}
            controls={controls}
            rowLabel={(product) => product.name}
            empty={t('home.empty')}
          />
        )}
      </QueryView>
    </CatalogueFrame>
  );
}
