import { appRoute, json } from '../../descriptor';
import { MANAGE_SLUG } from '../../../src/apps/manage/domain/slug';
import { AddPlaceRequest, PlaceItem, PlaceList, PlaceListQuery } from './place-schemas';

export const listManagePlaces = appRoute(MANAGE_SLUG, {
  id: 'listManagePlaces',
  method: 'GET',
  path: '/manage/places',
  summary: "The organisation's sites in Locations (offices and warehouses) to pick from, searched by name",
  request: { query: PlaceListQuery },
  success: json(PlaceList),
});
export const addManagePlace = appRoute(MANAGE_SLUG, {
  id: 'addManagePlace',
  method: 'POST',
  path: '/manage/places',
  summary: 'The site of a name, found in any case or added to Locations with its address to complete',
  request: { body: AddPlaceRequest },
  success: json(PlaceItem),
});
