import { ADMIN_ROLES } from '../../common';
import { appRoute, empty, json } from '../../descriptor';
import {
  AssignSeatRequest,
  CreateLicenceRequest,
  CreateSoftwareRequest,
  LicenceDetails,
  LicenceList,
  LicenceListQuery,
  RevealedKey,
  SeatParams,
  SoftwareDetails,
  SoftwareList,
  SoftwareListQuery,
  UpdateLicenceRequest,
  UpdateSoftwareRequest,
} from './licence-schemas';
import { byId, VersionOnly } from '../../records';
import { MANAGE_SLUG } from '../../../src/apps/manage/domain/slug';
import {
  AccessoryCheckInParams,
  AccessoryCheckOutRequest,
  AccessoryDetails,
  AccessoryList,
  AccessoryListQuery,
  CreateAccessoryRequest,
  UpdateAccessoryRequest,
} from './accessory-schemas';

/** Manage's accessories (counted stock), software titles and licences (seats). */
export const listManageAccessories = appRoute(MANAGE_SLUG, {
  id: 'listManageAccessories',
  method: 'GET',
  path: '/manage/accessories',
  summary: 'Accessories with their counted stock',
  request: { query: AccessoryListQuery },
  success: json(AccessoryList),
});
export const createManageAccessory = appRoute(MANAGE_SLUG, {
  id: 'createManageAccessory',
  method: 'POST',
  path: '/manage/accessories',
  summary: 'Add an accessory',
  request: { body: CreateAccessoryRequest },
  success: json(AccessoryDetails, 201),
});
export const getManageAccessory = appRoute(MANAGE_SLUG, {
  id: 'getManageAccessory',
  method: 'GET',
  path: '/manage/accessories/:id',
  summary: 'One accessory and who holds its units',
  request: byId,
  success: json(AccessoryDetails),
  problems: [404],
});
export const updateManageAccessory = appRoute(MANAGE_SLUG, {
  id: 'updateManageAccessory',
  method: 'PATCH',
  path: '/manage/accessories/:id',
  summary: 'Edit an accessory; the total never drops below the units out',
  request: { ...byId, body: UpdateAccessoryRequest },
  success: json(AccessoryDetails),
  problems: [404, 409, 412],
});
export const checkOutManageAccessory = appRoute(MANAGE_SLUG, {
  id: 'checkOutManageAccessory',
  method: 'POST',
  path: '/manage/accessories/:id/check-out',
  summary: 'Give units to a person; never below zero in stock (409)',
  request: { ...byId, body: AccessoryCheckOutRequest },
  success: json(AccessoryDetails),
  problems: [404, 409],
});
export const checkInManageAccessory = appRoute(MANAGE_SLUG, {
  id: 'checkInManageAccessory',
  method: 'DELETE',
  path: '/manage/accessories/:id/checkouts/:checkoutId',
  summary: 'Take back the units of one check-out',
  request: { params: AccessoryCheckInParams },
  success: json(AccessoryDetails),
  problems: [404],
});
export const archiveManageAccessory = appRoute(MANAGE_SLUG, {
  id: 'archiveManageAccessory',
  method: 'POST',
  path: '/manage/accessories/:id/archive',
  summary: 'Archive an accessory',
  request: { ...byId, body: VersionOnly },
  success: json(AccessoryDetails),
  problems: [404, 409, 412],
});
export const restoreManageAccessory = appRoute(MANAGE_SLUG, {
  id: 'restoreManageAccessory',
  method: 'POST',
  path: '/manage/accessories/:id/restore',
  summary: 'Restore an archived accessory',
  request: { ...byId, body: VersionOnly },
  success: json(AccessoryDetails),
  problems: [404, 409, 412],
});

export const listManageSoftware = appRoute(MANAGE_SLUG, {
  id: 'listManageSoftware',
  method: 'GET',
  path: '/manage/software',
  summary: 'Software titles with their seat totals',
  request: { query: SoftwareListQuery },
  success: json(SoftwareList),
});
export const createManageSoftware = appRoute(MANAGE_SLUG, {
  id: 'createManageSoftware',
  method: 'POST',
  path: '/manage/software',
  summary: 'Add a software title',
  request: { body: CreateSoftwareRequest },
  success: json(SoftwareDetails, 201),
  problems: [409],
});
export const getManageSoftware = appRoute(MANAGE_SLUG, {
  id: 'getManageSoftware',
  method: 'GET',
  path: '/manage/software/:id',
  summary: 'One software title and its licences',
  request: byId,
  success: json(SoftwareDetails),
  problems: [404],
});
export const updateManageSoftware = appRoute(MANAGE_SLUG, {
  id: 'updateManageSoftware',
  method: 'PATCH',
  path: '/manage/software/:id',
  summary: 'Edit a software title',
  request: { ...byId, body: UpdateSoftwareRequest },
  success: json(SoftwareDetails),
  problems: [404, 409, 412],
});

export const listManageLicences = appRoute(MANAGE_SLUG, {
  id: 'listManageLicences',
  method: 'GET',
  path: '/manage/licences',
  summary: 'Licences with masked keys and seat use',
  request: { query: LicenceListQuery },
  success: json(LicenceList),
});
export const createManageLicence = appRoute(MANAGE_SLUG, {
  id: 'createManageLicence',
  method: 'POST',
  path: '/manage/licences',
  summary: 'Add a licence to a software title',
  request: { body: CreateLicenceRequest },
  success: json(LicenceDetails, 201),
  problems: [404],
});
export const getManageLicence = appRoute(MANAGE_SLUG, {
  id: 'getManageLicence',
  method: 'GET',
  path: '/manage/licences/:id',
  summary: 'One licence and its seat assignments',
  request: byId,
  success: json(LicenceDetails),
  problems: [404],
});
export const updateManageLicence = appRoute(MANAGE_SLUG, {
  id: 'updateManageLicence',
  method: 'PATCH',
  path: '/manage/licences/:id',
  summary: 'Edit a licence; seats never drop below those assigned',
  request: { ...byId, body: UpdateLicenceRequest },
  success: json(LicenceDetails),
  problems: [404, 409, 412],
});
export const revealManageLicenceKey = appRoute(MANAGE_SLUG, {
  id: 'revealManageLicenceKey',
  method: 'POST',
  path: '/manage/licences/:id/reveal-key',
  summary: 'The whole licence key; every reveal is audited (admins)',
  roles: ADMIN_ROLES,
  request: byId,
  success: json(RevealedKey),
  problems: [403, 404],
});
export const assignManageLicenceSeat = appRoute(MANAGE_SLUG, {
  id: 'assignManageLicenceSeat',
  method: 'POST',
  path: '/manage/licences/:id/seats',
  summary: 'Give a seat to a person or an asset; over-allocation answers 409',
  request: { ...byId, body: AssignSeatRequest },
  success: json(LicenceDetails, 201),
  problems: [404, 409],
});
export const releaseManageLicenceSeat = appRoute(MANAGE_SLUG, {
  id: 'releaseManageLicenceSeat',
  method: 'DELETE',
  path: '/manage/licences/:id/seats/:seatId',
  summary: 'Free a seat',
  request: { params: SeatParams },
  success: empty,
  problems: [404],
});
