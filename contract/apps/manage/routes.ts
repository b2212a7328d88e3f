import { appRoute, json } from '../../descriptor';
import { listQuery } from '../../list';
import {
  AssetExportQuery,
  AssetItem,
  AssetList,
  AssetListQuery,
  BulkArchiveAssetsRequest,
  BulkEditAssetsRequest,
  CheckInRequest,
  CheckOutRequest,
  CreateAssetRequest,
  CustomFieldNames,
  CustomFieldNamesQuery,
  ManageOverviewCounts,
  TransferRequest,
  UpdateAssetRequest,
} from './asset-schemas';
import { BulkAnswer, byId, FileAnswer, VersionOnly } from '../../records';
import * as inventory from './inventory-routes';
import * as people from './people-routes';
import * as story from './story-routes';
import * as migration from './migration-routes';
import * as bulk from './bulk-routes';
import * as photos from './photo-routes';
import * as places from './place-routes';
import * as configure from './configure-routes';
import * as consumables from './consumable-routes';
import * as fleet from './fleet-routes';
import { MANAGE_SLUG } from '../../../src/apps/manage/domain/slug';
import { AuditList } from '../../people';

export * from './inventory-routes';
export * from './people-routes';
export * from './migration-routes';
export * from './bulk-routes';
export * from './photo-routes';
export * from './story-routes';
export * from './place-routes';
export * from './configure-routes';
export * from './consumable-routes';
export * from './fleet-routes';


export const listManageAssets = appRoute(MANAGE_SLUG, {
  id: 'listManageAssets',
  method: 'GET',
  path: '/manage/assets',
  summary: 'Assets: paged, sorted, searched and filtered',
  request: { query: AssetListQuery },
  success: json(AssetList),
});
export const countManageOverview = appRoute(MANAGE_SLUG, {
  id: 'countManageOverview',
  method: 'GET',
  path: '/manage/overview/counts',
  summary: "The overview's numbers in one call: working assets by status and by product type, open findings, imported rows awaiting review",
  success: json(ManageOverviewCounts),
});
export const exportManageAssets = appRoute(MANAGE_SLUG, {
  id: 'exportManageAssets',
  method: 'GET',
  path: '/manage/assets/export',
  summary: 'The filtered asset list as CSV',
  request: { query: AssetExportQuery },
  success: json(FileAnswer),
});
export const createManageAsset = appRoute(MANAGE_SLUG, {
  id: 'createManageAsset',
  method: 'POST',
  path: '/manage/assets',
  summary: 'Add an asset; a repeated tag or serial is a field error (409)',
  request: { body: CreateAssetRequest },
  success: json(AssetItem, 201),
  problems: [409],
});
export const getManageAsset = appRoute(MANAGE_SLUG, {
  id: 'getManageAsset',
  method: 'GET',
  path: '/manage/assets/:id',
  summary: 'One asset',
  request: byId,
  success: json(AssetItem),
  problems: [404],
});
export const updateManageAsset = appRoute(MANAGE_SLUG, {
  id: 'updateManageAsset',
  method: 'PATCH',
  path: '/manage/assets/:id',
  summary: 'Edit an asset; a stale version answers 412, a forbidden status change 409',
  request: { ...byId, body: UpdateAssetRequest },
  success: json(AssetItem),
  problems: [404, 409, 412],
});
export const checkOutManageAsset = appRoute(MANAGE_SLUG, {
  id: 'checkOutManageAsset',
  method: 'POST',
  path: '/manage/assets/:id/check-out',
  summary: 'Check an asset in stock out to a person',
  request: { ...byId, body: CheckOutRequest },
  success: json(AssetItem),
  problems: [404, 409, 412],
});
export const checkInManageAsset = appRoute(MANAGE_SLUG, {
  id: 'checkInManageAsset',
  method: 'POST',
  path: '/manage/assets/:id/check-in',
  summary: 'Check an asset back into stock, clearing its assignee',
  request: { ...byId, body: CheckInRequest },
  success: json(AssetItem),
  problems: [404, 409, 412],
});
export const transferManageAsset = appRoute(MANAGE_SLUG, {
  id: 'transferManageAsset',
  method: 'POST',
  path: '/manage/assets/:id/transfer',
  summary: 'Hand a checked-out asset to another person',
  request: { ...byId, body: TransferRequest },
  success: json(AssetItem),
  problems: [404, 409, 412],
});
export const archiveManageAsset = appRoute(MANAGE_SLUG, {
  id: 'archiveManageAsset',
  method: 'POST',
  path: '/manage/assets/:id/archive',
  summary: 'Archive an asset nobody holds',
  request: { ...byId, body: VersionOnly },
  success: json(AssetItem),
  problems: [404, 409, 412],
});
export const restoreManageAsset = appRoute(MANAGE_SLUG, {
  id: 'restoreManageAsset',
  method: 'POST',
  path: '/manage/assets/:id/restore',
  summary: 'Restore an archived asset',
  request: { ...byId, body: VersionOnly },
  success: json(AssetItem),
  problems: [404, 409, 412],
});
export const listManageAssetActivity = appRoute(MANAGE_SLUG, {
  id: 'listManageAssetActivity',
  method: 'GET',
  path: '/manage/assets/:id/activity',
  summary: "An asset's history, newest first",
  request: { ...byId, query: listQuery(['at'], {}) },
  success: json(AuditList),
  problems: [404],
});
export const bulkEditManageAssets = appRoute(MANAGE_SLUG, {
  id: 'bulkEditManageAssets',
  method: 'POST',
  path: '/manage/assets/bulk-edit',
  summary: 'Change status, location, condition or supplier of many assets; each follows the rules',
  request: { body: BulkEditAssetsRequest },
  success: json(BulkAnswer),
});
export const bulkArchiveManageAssets = appRoute(MANAGE_SLUG, {
  id: 'bulkArchiveManageAssets',
  method: 'POST',
  path: '/manage/assets/bulk-archive',
  summary: 'Archive many assets; those still held are refused',
  request: { body: BulkArchiveAssetsRequest },
  success: json(BulkAnswer),
});

export const listManageCustomFields = appRoute(MANAGE_SLUG, {
  id: 'listManageCustomFields',
  method: 'GET',
  path: '/manage/custom-fields',
  summary: "The custom field names of one product type's working assets, most used first",
  request: { query: CustomFieldNamesQuery },
  success: json(CustomFieldNames),
});

export const manageRoutes = [
  listManageAssets, exportManageAssets, createManageAsset, getManageAsset, updateManageAsset, checkOutManageAsset, checkInManageAsset,
  transferManageAsset, archiveManageAsset, restoreManageAsset, listManageAssetActivity, bulkEditManageAssets, bulkArchiveManageAssets,
  listManageCustomFields,
  ...Object.values(inventory),
  ...Object.values(people),
  ...Object.values(story),
  ...Object.values(migration),
  ...Object.values(bulk),
  ...Object.values(photos),
  ...Object.values(places),
  ...Object.values(configure),
  ...Object.values(consumables),
  ...Object.values(fleet),
] as const;
