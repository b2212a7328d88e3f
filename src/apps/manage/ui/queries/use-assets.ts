import { keepPreviousData, skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ASSETS_GATEWAY,
  type AssetChanges,
  type AssetQuery,
  type AssetsGateway,
  type BulkAssetChanges,
  type NewAsset,
  type PhotoUpload,
} from '../../application/ports/assets-gateway';
import type { ProductType } from '../../domain/asset-status';
import type { ListRequest } from '../../../../application/ports/list-page';
import { useService } from '../../../../ui/services/service-context';
import { MANAGE_KEY, useManageMutation } from './use-manage-mutation';

const assetKey = (id: string) => [MANAGE_KEY, 'asset', id] as const;

export function useAssetsGateway() {
  return useService<AssetsGateway>(ASSETS_GATEWAY);
}

/** One page of assets; the last page stays shown while the next one loads. */
export function useAssetList(query: AssetQuery) {
  const assets = useAssetsGateway();
  return useQuery({ queryKey: [MANAGE_KEY, 'assets', query], queryFn: () => assets.list(query), placeholderData: keepPreviousData });
}

export function useAsset(id: string) {
  const assets = useAssetsGateway();
  return useQuery({ queryKey: assetKey(id), queryFn: () => assets.get(id) });
}

/** The asset as the server has it now, bypassing the cache: what someone else saved meanwhile. */
export function useLatestAsset(id: string) {
  const assets = useAssetsGateway();
  const client = useQueryClient();
  return () => client.fetchQuery({ queryKey: assetKey(id), queryFn: () => assets.get(id), staleTime: 0 });
}

/**
 * The custom field names a type's working assets use, beside how many working assets the type has: the share of
 * assets that carry a name is what makes it a field the form starts with.
 */
export function useCustomFieldUsage(productType: ProductType | undefined) {
  const assets = useAssetsGateway();
  return useQuery({
    queryKey: [MANAGE_KEY, 'custom-fields', productType],
    queryFn: productType
      ? async () => {
          const [fields, page] = await Promise.all([assets.customFields(productType), assets.list({ productType, pageSize: 1 })]);
          return { fields, assetCount: page.total };
        }
      : skipToken,
  });
}

export function useAssetActivity(id: string, request: ListRequest) {
  const assets = useAssetsGateway();
  return useQuery({
    queryKey: [MANAGE_KEY, 'asset-activity', id, request],
    queryFn: () => assets.activity(id, request),
    placeholderData: keepPreviousData,
  });
}

export function useAssetStory(id: string) {
  const assets = useAssetsGateway();
  return useQuery({ queryKey: [MANAGE_KEY, 'asset-story', id], queryFn: () => assets.story(id) });
}

export function useCreateAsset() {
  const assets = useAssetsGateway();
  return useManageMutation((asset: NewAsset) => assets.create(asset));
}

export function useUpdateAsset(id: string) {
  const assets = useAssetsGateway();
  return useManageMutation((changes: AssetChanges) => assets.update(id, changes));
}

export function useCheckOutAsset(id: string) {
  const assets = useAssetsGateway();
  return useManageMutation((request: Parameters<AssetsGateway['checkOut']>[1]) => assets.checkOut(id, request));
}

export function useCheckInAsset(id: string) {
  const assets = useAssetsGateway();
  return useManageMutation((request: Parameters<AssetsGateway['checkIn']>[1]) => assets.checkIn(id, request));
}

export function useTransferAsset(id: string) {
  const assets = useAssetsGateway();
  return useManageMutation((request: Parameters<AssetsGateway['transfer']>[1]) => assets.transfer(id, request));
}

export function useArchiveAsset() {
  const assets = useAssetsGateway();
  return useManageMutation(({ id, version }: { id: string; version: number }) => assets.archive(id, { version }));
}

export function useRestoreAsset() {
  const assets = useAssetsGateway();
  return useManageMutation(({ id, version }: { id: string; version: number }) => assets.restore(id, { version }));
}

export function useUploadAssetPhoto(id: string) {
  const assets = useAssetsGateway();
  return useManageMutation((upload: PhotoUpload) => assets.uploadPhoto(id, upload));
}

export function useRemoveAssetPhoto(id: string) {
  const assets = useAssetsGateway();
  return useManageMutation((version: number) => assets.removePhoto(id, { version }));
}

export function useBulkEditAssets() {
  const assets = useAssetsGateway();
  return useManageMutation((request: { ids: readonly string[]; changes: BulkAssetChanges }) => assets.bulkEdit(request));
}

export function useBulkArchiveAssets() {
  const assets = useAssetsGateway();
  return useManageMutation((ids: readonly string[]) => assets.bulkArchive({ ids }));
}
