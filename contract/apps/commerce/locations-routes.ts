import { ADMIN_ROLES } from '../../common';
import { appRoute, json } from '../../descriptor';
import { byId } from '../../records';
import { LOCATIONS_SLUG } from '../../../src/apps/commerce/domain/slug';
import { LocationInput, LocationItem, LocationList, LocationListQuery, UpdateLocationRequest } from './locations-schemas';


export const listLocations = appRoute(LOCATIONS_SLUG, {
  id: 'listLocations',
  method: 'GET',
  path: '/shipmaster/locations',
  summary: 'Offices, warehouses and homes, searched by name, city or postcode',
  request: { query: LocationListQuery },
  success: json(LocationList),
});
export const getLocation = appRoute(LOCATIONS_SLUG, {
  id: 'getLocation',
  method: 'GET',
  path: '/shipmaster/locations/:id',
  summary: 'One address',
  request: byId,
  success: json(LocationItem),
  problems: [404],
});
export const createLocation = appRoute(LOCATIONS_SLUG, {
  roles: ADMIN_ROLES,
  id: 'createLocation',
  method: 'POST',
  path: '/shipmaster/locations',
  summary: "Add an address; the postcode must fit its country's format; a new default takes over from the old one",
  request: { body: LocationInput },
  success: json(LocationItem, 201),
  problems: [403, 409],
});
export const updateLocation = appRoute(LOCATIONS_SLUG, {
  roles: ADMIN_ROLES,
  id: 'updateLocation',
  method: 'PATCH',
  path: '/shipmaster/locations/:id',
  summary: 'Change an address or its defaults; a stale version answers 412',
  request: { ...byId, body: UpdateLocationRequest },
  success: json(LocationItem),
  problems: [403, 404, 409, 412],
});

export const locationRoutes = { listLocations, getLocation, createLocation, updateLocation };
