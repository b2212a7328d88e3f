import { ADMIN_ROLES } from '../../common';
import { empty, json } from '../../descriptor';
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
import { manageRoute } from './app-route';
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
export const listManageAccessories = manageRoute({
  id: 'listManageAccessories',
  method: 'GET',
  path: '/manage/accessories',
  summary: 'Accessories with their counted stock',
  request: { query: AccessoryListQuery },
  success: json(AccessoryList),
});
export const createManageAccessory = manageRoute({
  id: 'createManageAccessory',
  method: 'POST',
  path: '/manage/accessories',
  summary: 'Add an accessory',
  request: { body: CreateAccessoryRequest },
  success: json(AccessoryDetails, 201),
});
export const getManageAccessory = manageRoute({
  id: 'getManageAccessory',
  method: 'GET',
  path: '/manage/accessories/:id',
  summary: 'One accessory and who holds its units',
  request: byId,
  success: json(AccessoryDetails),
  problems: [404],
});
export const updateManageAccessory = manageRoute({
  id: 'updateManageAccessory',
  method: 'PATCH',
  path: '/manage/accessories/:id',
  summary: 'Edit an accessory; the total never drops below the units out',
  request: { ...byId, body: UpdateAccessoryRequest },
  success: json(AccessoryDetails),
  problems: [404, 409, 412],
});
export const checkOutManageAccessory = manageRoute({
  id: 'checkOutManageAccessory',
  method: 'POST',
  path: '/manage/accessories/:id/check-out',
  summary: 'Give units to a person; never below zero in stock (409)',
  request: { ...byId, body: AccessoryCheckOutRequest },
  success: json(AccessoryDetails),
  problems: [404, 409],
});
export const checkInManageAccessory = manageRoute({
  id: 'checkInManageAccessory',
  method: 'DELETE',
  path: '/manage/accessories/:id/checkouts/:checkoutId',
  summary: 'Take back the units of one check-out',
  request: { params: AccessoryCheckInParams },
  success: json(AccessoryDetails),
  problems: [404],
});
export const archiveManageAccessory = manageRoute({
  id: 'archiveManageAccessory',
  method: 'POST',
  path: '/manage/accessories/:id/archive',
  summary: 'Archive an accessory',
  request: { ...byId, body: VersionOnly },
  success: json(AccessoryDetails),
  problems: [404, 409, 412],
});
export const restoreManageAccessory = manageRoute({
  id: 'restoreManageAccessory',
  method: 'POST',
  path: '/manage/accessories/:id/restore',
  summary: 'Restore an archived accessory',
  request: { ...byId, body: VersionOnly },
  success: json(AccessoryDetails),
  problems: [404, 409, 412],
});

export const listManageSoftware = manageRoute({
  id: 'listManageSoftware',
  method: 'GET',
  path: '/manage/software',
  summary: 'Software titles with their seat totals',
  request: { query: SoftwareListQuery },
  success: json(SoftwareList),
});
export const createManageSoftware = manageRoute({
  id: 'createManageSoftware',
  method: 'POST',
  path: '/manage/software',
  summary: 'Add a software title',
  request: { body: CreateSoftwareRequest },
  success: json(SoftwareDetails, 201),
  problems: [409],
});
export const getManageSoftware = manageRoute({
  id: 'getManageSoftware',
  method: 'GET',
  path: '/manage/software/:id',
  summary: 'One software title and its licences',
  request: byId,
  success: json(SoftwareDetails),
  problems: [404],
});
export const updateManageSoftware = manageRoute({
  id: 'updateManageSoftware',
  method: 'PATCH',
  path: '/manage/software/:id',
  summary: 'Edit a software title',
  request: { ...byId, body: UpdateSoftwareRequest },
  success: json(SoftwareDetails),
  problems: [404, 409, 412],
});

export const listManageLicences = manageRoute({
  id: 'listManageLicences',
  method: 'GET',
  path: '/manage/licences',
  summary: 'Licences with masked keys and seat use',
  request: { query: LicenceListQuery },
  success: json(LicenceList),
});
export const createManageLicence = manageRoute({
  id: 'createManageLicence',
  method: 'POST',
  path: '/manage/licences',
  summary: 'Add a licence to a software title',
  request: { body: CreateLicenceRequest },
  success: json(LicenceDetails, 201),
  problems: [404],
});
export const getManageLicence = manageRoute({
  id: 'getManageLicence',
  method: 'GET',
  path: '/manage/licences/:id',
  summary: 'One licence and its seat assignments',
  request: byId,
  success: json(LicenceDetails),
  problems: [404],
});
export const updateManageLicence = manageRoute({
  id: 'updateManageLicence',
  method: 'PATCH',
  path: '/manage/licences/:id',
  summary: 'Edit a licence; seats never drop below those assigned',
  request: { ...byId, body: UpdateLicenceRequest },
  success: json(LicenceDetails),
  problems: [404, 409, 412],
});
export const revealManageLicenceKey = manageRoute({
  id: 'revealManageLicenceKey',
  method: 'POST',
  path: '/manage/licences/:id/reveal-key',
  summary: 'The whole licence key; every reveal is audited (admins)',
  roles: ADMIN_ROLES,
  request: byId,
  success: json(RevealedKey),
  problems: [403, 404],
});
export const assignManageLicenceSeat = manageRoute({
  id: 'assignManageLicenceSeat',
  method: 'POST',
  path: '/manage/licences/:id/seats',
  summary: 'Give a seat to a person or an asset; over-allocation answers 409',
  request: { ...byId, body: AssignSeatRequest },
  success: json(LicenceDetails, 201),
  problems: [404, 409],
});
export const releaseManageLicenceSeat = manageRoute({
  id: 'releaseManageLicenceSeat',
  method: 'DELETE',
  path: '/manage/licences/:id/seats/:seatId',
  summary: 'Free a seat',
  request: { params: SeatParams },
  success: empty,
  problems: [404],
});
