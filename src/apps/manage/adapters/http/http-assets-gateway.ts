import * as api from '../../../../../contract/apps/manage/routes';
import type { AssetsGateway } from '../../application/ports/assets-gateway';
import { call, gatewayOf } from '../../../../adapters/http/gateway-of';

export const createAssetsGateway = gatewayOf<AssetsGateway>({
  list: call(api.listManageAssets),
  overviewCounts: call(api.countManageOverview),
  exportCsv: call(api.exportManageAssets),
  customFields: (client) => async (productType) => (await client.call(api.listManageCustomFields, { query: { productType } })).fields,
  get: call(api.getManageAsset),
  create: call(api.createManageAsset),
  update: call(api.updateManageAsset),
  checkOut: call(api.checkOutManageAsset),
  checkIn: call(api.checkInManageAsset),
  transfer: call(api.transferManageAsset),
  archive: call(api.archiveManageAsset),
  restore: call(api.restoreManageAsset),
  activity: call(api.listManageAssetActivity),
  story: call(api.getManageAssetStory),
  bulkEdit: call(api.bulkEditManageAssets),
  bulkArchive: call(api.bulkArchiveManageAssets),
  uploadPhoto: call(api.uploadManageAssetPhoto, (id: string, { file, version, onProgress }) => ({
    params: { id },
    query: { version },
    upload: { file, ...(onProgress && { onProgress }) },
  })),
  removePhoto: call(api.removeManageAssetPhoto),
});
