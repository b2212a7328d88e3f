import { appRoute, json } from '../../descriptor';
import { byId, FileAnswer } from '../../records';
import { LifeStoryAnswer } from '../../life-story';
import { AssetLookupAnswer, AssetLookupQuery, FleetExportQuery, FleetList, FleetListQuery } from './fleet-schemas';

/** All assets and Assets detail: their own slugs, so people granted them (agents) read without opening Manage. */
export const listAllAssets = appRoute('all-assets', {
  id: 'listAllAssets',
  method: 'GET',
  path: '/all-assets/items',
  summary: 'Everything the organisation owns, every kind in one list: searched, filtered, sorted and paged',
  request: { query: FleetListQuery },
  success: json(FleetList),
});
export const exportAllAssets = appRoute('all-assets', {
  id: 'exportAllAssets',
  method: 'GET',
  path: '/all-assets/export',
  summary: 'The filtered list of everything owned, as CSV',
  request: { query: FleetExportQuery },
  success: json(FileAnswer),
});
export const lookUpAssetDetail = appRoute('assets-detail', {
  id: 'lookUpAssetDetail',
  method: 'GET',
  path: '/assets-detail/lookup',
  summary: 'Assets by tag, serial or the address of their label: exact matches first',
  request: { query: AssetLookupQuery },
  success: json(AssetLookupAnswer),
});
export const getAssetDetailStory = appRoute('assets-detail', {
  id: 'getAssetDetailStory',
  method: 'GET',
  path: '/assets-detail/assets/:id/story',
  summary: "An asset's life across the apps, oldest step first",
  request: byId,
  success: json(LifeStoryAnswer),
  problems: [404],
});
