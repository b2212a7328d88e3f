import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Asset, AssetQuery } from '../../application/ports/assets-gateway';
import { ALL_TYPES, managePaths } from '../../domain/paths';
import { QueryView } from '../../../../ui/kit/query-view';
import { useAssetList } from '../queries/use-assets';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import { DataTable } from '../../../../ui/kit/data-table';
import { ListSearch } from '../../../../ui/kit/list-search';
import { ManageFrame } from '../shared/app-frame';
import { SavedViews } from '../../../../ui/kit/saved-views';
import { useListState } from '../../../../ui/kit/use-list-state';
import { AssetBulkBar } from './asset-bulk-bar';
import { useAssetColumns } from './asset-columns';
import { productTypeOf, statusOf } from './asset-route-params';
import { ExportButton } from './export-button';
import { LocationFilter } from './location-filter';
import { ProductTypeTabs } from './product-type-tabs';
import { StatusFilter } from './status-filter';

const FILTERS = ['status', 'locationId'] as const;
const DEFAULTS = { sort: 'assetTag' };

/** Assets by product type: searched, filtered, sorted and paged on the server, with bulk actions on a selection. */
export default function AssetsListScreen({ match }: ScreenProps) {
  const { t } = useTranslation(['manage-assets', 'manage']);
  const productType = productTypeOf(match.params.productTypeID);
  const listType = productType ?? ALL_TYPES;
  const controls = useListState(FILTERS, DEFAULTS);
  const status = statusOf(controls.state.filters.status) ?? statusOf(match.params.typeId);
  const query: AssetQuery = { ...controls.request, productType, status };
  const list = useAssetList(query);
  const columns = useAssetColumns();
  const [selected, setSelected] = useState<ReadonlyMap<string, string>>(new Map());

  const choose = (page: readonly Asset[]) => (ids: ReadonlySet<string>) =>
    setSelected(new Map([...ids].map((id) => [id, selected.get(id) ?? page.find((asset) => asset.id === id)?.assetTag ?? id])));

  return (
    <ManageFrame
      title={t('list.title')}
      actions={
        <>
          <ExportButton query={query} />
          <Link className="button button--primary" href={managePaths.addAsset(listType, listType)}>
            {t('list.add')}
          </Link>
        </>
      }
    >
      <ProductTypeTabs current={listType} status={statusOf(match.params.typeId)} />
      <div className="list-toolbar">
        <ListSearch label={t('list.search')} controls={controls} />
        <StatusFilter productType={listType} status={status} />
        <LocationFilter controls={controls} />
      </div>
      <AssetBulkBar selected={selected} onDone={() => setSelected(new Map())} />
      <QueryView query={list}>
        {(page) => (
          <DataTable
            label={t('list.table', { type: t(`manage:productType.${listType}`) })}
            settingsKey="assets"
            columns={columns}
            page={page}
            controls={controls}
            selection={{ selected: new Set(selected.keys()), onChange: choose(page.items) }}
            rowLabel={(asset) => asset.assetTag}
            empty={t('list.empty')}
            tools={<SavedViews listKey="assets" controls={controls} />}
          />
        )}
      </QueryView>
    </ManageFrame>
  );
}
