import { appRoute, file, json } from '../../descriptor';
import { byId } from '../../records';
import { ASSET_PHOTO_TYPES } from '../../../src/apps/manage/domain/asset-photo';
import { MANAGE_SLUG } from '../../../src/apps/manage/domain/slug';
import { AssetItem, PhotoQuery } from './asset-schemas';

export const uploadManageAssetPhoto = appRoute(MANAGE_SLUG, {
  id: 'uploadManageAssetPhoto',
  method: 'POST',
  path: '/manage/assets/:id/photo',
  summary: "Give an asset its photo, or replace it: the image's bytes as the body, its type as Content-Type",
  request: { ...byId, query: PhotoQuery, upload: { contentTypes: ASSET_PHOTO_TYPES } },
  success: json(AssetItem),
  problems: [404, 412],
});
export const removeManageAssetPhoto = appRoute(MANAGE_SLUG, {
  id: 'removeManageAssetPhoto',
  method: 'DELETE',
  path: '/manage/assets/:id/photo',
  summary: "Remove an asset's photo",
  request: { ...byId, query: PhotoQuery },
  success: json(AssetItem),
  problems: [404, 412],
});
export const getManageAssetPhoto = appRoute(MANAGE_SLUG, {
  id: 'getManageAssetPhoto',
  method: 'GET',
  path: '/manage/assets/:id/photo',
  summary: "An asset's photo as it was uploaded (404 when it has none); pages show it through the answer's photoUrl",
  request: byId,
  success: file,
  problems: [404],
});
