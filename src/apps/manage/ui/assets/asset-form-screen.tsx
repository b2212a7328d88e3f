import { useTranslation } from 'react-i18next';
import { ALL_TYPES, managePaths } from '../../domain/paths';
import { QueryView } from '../../../../ui/kit/query-view';
import { useAsset } from '../queries/use-assets';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import { ManageFrame } from '../shared/app-frame';
import { AddAssetForm } from './add-asset-form';
import { productTypeOf } from './asset-route-params';
import { EditAssetForm } from './edit-asset-form';

/** Adding and editing an asset: one form; the address says which, and which list Cancel returns to. */
export default function AssetFormScreen({ match }: ScreenProps) {
  const { t } = useTranslation('manage-assets');
  const { productType, productTypeId, ID } = match.params;
  const cancelHref = managePaths.assets(productTypeId ?? ALL_TYPES);
  return ID ? (
    <ManageFrame title={t('form.editTitle')}>
      <EditAsset id={ID} cancelHref={cancelHref} />
    </ManageFrame>
  ) : (
    <ManageFrame title={t('form.addTitle')}>
      <AddAssetForm productType={productTypeOf(productType)} cancelHref={cancelHref} />
    </ManageFrame>
  );
}

function EditAsset({ id, cancelHref }: { id: string; cancelHref: string }) {
  const asset = useAsset(id);
  return <QueryView query={asset}>{(data) => <EditAssetForm asset={data} cancelHref={cancelHref} />}</QueryView>;
}
