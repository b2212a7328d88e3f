import { ADMIN_ROLES } from '../common';
import { defineRoute, empty, json, type RouteRequest, type SuccessAnswer } from '../descriptor';
import { AuditList } from '../people';
import { listQuery } from '../list';
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
  TransferRequest,
  UpdateAssetRequest,
} from '../manage-assets';
import { BulkAnswer, FileAnswer, IdParams, MANAGE_APP, VersionOnly } from '../manage-common';
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
} from '../manage-licences';
import { CreatePersonRequest, ManagePersonList, ManagePersonListQuery, OffboardAnswer, PersonDetails, UpdatePersonRequest } from '../manage-people';
import {
  ExceptionList,
  ExceptionListQuery,
  ImportAnswer,
  ImportedAssetItem,
  ImportedAssetList,
  ImportedAssetListQuery,
  ImportRequest,
  MergeImportRequest,
} from '../manage-review';
import {
  AccessoryCheckInParams,
  AccessoryCheckOutRequest,
  AccessoryDetails,
  AccessoryList,
  AccessoryListQuery,
  CreateAccessoryRequest,
  UpdateAccessoryRequest,
} from '../manage-stock';

type Spec<Request extends RouteRequest, Answer extends SuccessAnswer> = Omit<Parameters<typeof defineRoute<Request, Answer>>[0], 'tag'>;

/** Every Manage route is guarded by the manage-beta app and grouped under one tag in the API reference. */
const manageRoute = <Request extends RouteRequest = Record<never, never>, Answer extends SuccessAnswer = SuccessAnswer>(
  spec: Spec<Request, Answer>,
) => defineRoute<Request, Answer>({ ...spec, tag: 'Manage', appSlug: MANAGE_APP });

const byId = { params: IdParams };

export const listManageAssets = manageRoute({ id: 'listManageAssets', method: 'GET', path: '/manage/assets', summary: 'Assets: paged, sorted, searched and filtered', request: { query: AssetListQuery }, success: json(AssetList) });
export const exportManageAssets = manageRoute({ id: 'exportManageAssets', method: 'GET', path: '/manage/assets/export', summary: 'The filtered asset list as CSV', request: { query: AssetExportQuery }, success: json(FileAnswer) });
export const createManageAsset = manageRoute({ id: 'createManageAsset', method: 'POST', path: '/manage/assets', summary: 'Add an asset; a repeated tag or serial is a field error (409)', request: { body: CreateAssetRequest }, success: json(AssetItem, 201), problems: [409] });
export const getManageAsset = manageRoute({ id: 'getManageAsset', method: 'GET', path: '/manage/assets/:id', summary: 'One asset', request: byId, success: json(AssetItem), problems: [404] });
export const updateManageAsset = manageRoute({ id: 'updateManageAsset', method: 'PATCH', path: '/manage/assets/:id', summary: 'Edit an asset; a stale version answers 412, a forbidden status change 409', request: { ...byId, body: UpdateAssetRequest }, success: json(AssetItem), problems: [404, 409, 412] });
export const checkOutManageAsset = manageRoute({ id: 'checkOutManageAsset', method: 'POST', path: '/manage/assets/:id/check-out', summary: 'Check an asset in stock out to a person', request: { ...byId, body: CheckOutRequest }, success: json(AssetItem), problems: [404, 409, 412] });
export const checkInManageAsset = manageRoute({ id: 'checkInManageAsset', method: 'POST', path: '/manage/assets/:id/check-in', summary: 'Check an asset back into stock, clearing its assignee', request: { ...byId, body: CheckInRequest }, success: json(AssetItem), problems: [404, 409, 412] });
export const transferManageAsset = manageRoute({ id: 'transferManageAsset', method: 'POST', path: '/manage/assets/:id/transfer', summary: 'Hand a checked-out asset to another person', request: { ...byId, body: TransferRequest }, success: json(AssetItem), problems: [404, 409, 412] });
export const archiveManageAsset = manageRoute({ id: 'archiveManageAsset', method: 'POST', path: '/manage/assets/:id/archive', summary: 'Archive an asset nobody holds', request: { ...byId, body: VersionOnly }, success: json(AssetItem), problems: [404, 409, 412] });
export const restoreManageAsset = manageRoute({ id: 'restoreManageAsset', method: 'POST', path: '/manage/assets/:id/restore', summary: 'Restore an archived asset', request: { ...byId, body: VersionOnly }, success: json(AssetItem), problems: [404, 409, 412] });
export const listManageAssetActivity = manageRoute({ id: 'listManageAssetActivity', method: 'GET', path: '/manage/assets/:id/activity', summary: "An asset's history, newest first", request: { ...byId, query: listQuery(['at'], {}) }, success: json(AuditList), problems: [404] });
export const bulkEditManageAssets = manageRoute({ id: 'bulkEditManageAssets', method: 'POST', path: '/manage/assets/bulk-edit', summary: 'Change status, location, condition or supplier of many assets; each follows the rules', request: { body: BulkEditAssetsRequest }, success: json(BulkAnswer) });
export const bulkArchiveManageAssets = manageRoute({ id: 'bulkArchiveManageAssets', method: 'POST', path: '/manage/assets/bulk-archive', summary: 'Archive many assets; those still held are refused', request: { body: BulkArchiveAssetsRequest }, success: json(BulkAnswer) });

export const listManageAccessories = manageRoute({ id: 'listManageAccessories', method: 'GET', path: '/manage/accessories', summary: 'Accessories with their counted stock', request: { query: AccessoryListQuery }, success: json(AccessoryList) });
export const createManageAccessory = manageRoute({ id: 'createManageAccessory', method: 'POST', path: '/manage/accessories', summary: 'Add an accessory', request: { body: CreateAccessoryRequest }, success: json(AccessoryDetails, 201) });
export const getManageAccessory = manageRoute({ id: 'getManageAccessory', method: 'GET', path: '/manage/accessories/:id', summary: 'One accessory and who holds its units', request: byId, success: json(AccessoryDetails), problems: [404] });
export const updateManageAccessory = manageRoute({ id: 'updateManageAccessory', method: 'PATCH', path: '/manage/accessories/:id', summary: 'Edit an accessory; the total never drops below the units out', request: { ...byId, body: UpdateAccessoryRequest }, success: json(AccessoryDetails), problems: [404, 409, 412] });
export const checkOutManageAccessory = manageRoute({ id: 'checkOutManageAccessory', method: 'POST', path: '/manage/accessories/:id/check-out', summary: 'Give units to a person; never below zero in stock (409)', request: { ...byId, body: AccessoryCheckOutRequest }, success: json(AccessoryDetails), problems: [404, 409] });
export const checkInManageAccessory = manageRoute({ id: 'checkInManageAccessory', method: 'DELETE', path: '/manage/accessories/:id/checkouts/:checkoutId', summary: 'Take back the units of one check-out', request: { params: AccessoryCheckInParams }, success: json(AccessoryDetails), problems: [404] });
export const archiveManageAccessory = manageRoute({ id: 'archiveManageAccessory', method: 'POST', path: '/manage/accessories/:id/archive', summary: 'Archive an accessory', request: { ...byId, body: VersionOnly }, success: json(AccessoryDetails), problems: [404, 409, 412] });
export const restoreManageAccessory = manageRoute({ id: 'restoreManageAccessory', method: 'POST', path: '/manage/accessories/:id/restore', summary: 'Restore an archived accessory', request: { ...byId, body: VersionOnly }, success: json(AccessoryDetails), problems: [404, 409, 412] });

export const listManageSoftware = manageRoute({ id: 'listManageSoftware', method: 'GET', path: '/manage/software', summary: 'Software titles with their seat totals', request: { query: SoftwareListQuery }, success: json(SoftwareList) });
export const createManageSoftware = manageRoute({ id: 'createManageSoftware', method: 'POST', path: '/manage/software', summary: 'Add a software title', request: { body: CreateSoftwareRequest }, success: json(SoftwareDetails, 201), problems: [409] });
export const getManageSoftware = manageRoute({ id: 'getManageSoftware', method: 'GET', path: '/manage/software/:id', summary: 'One software title and its licences', request: byId, success: json(SoftwareDetails), problems: [404] });
export const updateManageSoftware = manageRoute({ id: 'updateManageSoftware', method: 'PATCH', path: '/manage/software/:id', summary: 'Edit a software title', request: { ...byId, body: UpdateSoftwareRequest }, success: json(SoftwareDetails), problems: [404, 409, 412] });

export const listManageLicences = manageRoute({ id: 'listManageLicences', method: 'GET', path: '/manage/licences', summary: 'Licences with masked keys and seat use', request: { query: LicenceListQuery }, success: json(LicenceList) });
export const createManageLicence = manageRoute({ id: 'createManageLicence', method: 'POST', path: '/manage/licences', summary: 'Add a licence to a software title', request: { body: CreateLicenceRequest }, success: json(LicenceDetails, 201), problems: [404] });
export const getManageLicence = manageRoute({ id: 'getManageLicence', method: 'GET', path: '/manage/licences/:id', summary: 'One licence and its seat assignments', request: byId, success: json(LicenceDetails), problems: [404] });
export const updateManageLicence = manageRoute({ id: 'updateManageLicence', method: 'PATCH', path: '/manage/licences/:id', summary: 'Edit a licence; seats never drop below those assigned', request: { ...byId, body: UpdateLicenceRequest }, success: json(LicenceDetails), problems: [404, 409, 412] });
export const revealManageLicenceKey = manageRoute({ id: 'revealManageLicenceKey', method: 'POST', path: '/manage/licences/:id/reveal-key', summary: 'The whole licence key; every reveal is audited (admins)', roles: ADMIN_ROLES, request: byId, success: json(RevealedKey), problems: [403, 404] });
export const assignManageLicenceSeat = manageRoute({ id: 'assignManageLicenceSeat', method: 'POST', path: '/manage/licences/:id/seats', summary: 'Give a seat to a person or an asset; over-allocation answers 409', request: { ...byId, body: AssignSeatRequest }, success: json(LicenceDetails, 201), problems: [404, 409] });
export const releaseManageLicenceSeat = manageRoute({ id: 'releaseManageLicenceSeat', method: 'DELETE', path: '/manage/licences/:id/seats/:seatId', summary: 'Free a seat', request: { params: SeatParams }, success: empty, problems: [404] });

export const listManagePeople = manageRoute({ id: 'listManagePeople', method: 'GET', path: '/manage/people', summary: "The organisation's people with what they hold", request: { query: ManagePersonListQuery }, success: json(ManagePersonList) });
export const createManagePerson = manageRoute({ id: 'createManagePerson', method: 'POST', path: '/manage/people', summary: 'Add a person (an employee without a password)', request: { body: CreatePersonRequest }, success: json(PersonDetails, 201), problems: [409] });
export const getManagePerson = manageRoute({ id: 'getManagePerson', method: 'GET', path: '/manage/people/:id', summary: 'A person with their assets, licences and accessories', request: byId, success: json(PersonDetails), problems: [404] });
export const updateManagePerson = manageRoute({ id: 'updateManagePerson', method: 'PATCH', path: '/manage/people/:id', summary: "Change a person's name", request: { ...byId, body: UpdatePersonRequest }, success: json(PersonDetails), problems: [404, 412] });
export const offboardManagePerson = manageRoute({ id: 'offboardManagePerson', method: 'POST', path: '/manage/people/:id/offboard', summary: 'Offboard a person: their deployed devices become pending return', request: { ...byId, body: VersionOnly }, success: json(OffboardAnswer), problems: [404, 409, 412] });

export const listManageExceptions = manageRoute({ id: 'listManageExceptions', method: 'GET', path: '/manage/exceptions', summary: 'Data-quality findings computed from the data, each with its fix', request: { query: ExceptionListQuery }, success: json(ExceptionList) });

export const importManageAssets = manageRoute({ id: 'importManageAssets', method: 'POST', path: '/manage/imports', summary: 'Queue parsed CSV rows for review; one bad row refuses the batch (422) with every line and reason', request: { body: ImportRequest }, success: json(ImportAnswer, 201), problems: [422] });
export const listManageImportedAssets = manageRoute({ id: 'listManageImportedAssets', method: 'GET', path: '/manage/imported-assets', summary: 'Imported rows awaiting review', request: { query: ImportedAssetListQuery }, success: json(ImportedAssetList) });
export const acceptManageImportedAsset = manageRoute({ id: 'acceptManageImportedAsset', method: 'POST', path: '/manage/imported-assets/:id/accept', summary: 'Create an asset from an imported row', request: { ...byId, body: VersionOnly }, success: json(ImportedAssetItem), problems: [404, 409, 412] });
export const mergeManageImportedAsset = manageRoute({ id: 'mergeManageImportedAsset', method: 'POST', path: '/manage/imported-assets/:id/merge', summary: "Fill an existing asset's blanks from an imported row", request: { ...byId, body: MergeImportRequest }, success: json(ImportedAssetItem), problems: [404, 409, 412] });
export const rejectManageImportedAsset = manageRoute({ id: 'rejectManageImportedAsset', method: 'POST', path: '/manage/imported-assets/:id/reject', summary: 'Drop an imported row', request: { ...byId, body: VersionOnly }, success: json(ImportedAssetItem), problems: [404, 409, 412] });

export const manageRoutes = [
  listManageAssets, exportManageAssets, createManageAsset, getManageAsset, updateManageAsset, checkOutManageAsset, checkInManageAsset,
  transferManageAsset, archiveManageAsset, restoreManageAsset, listManageAssetActivity, bulkEditManageAssets, bulkArchiveManageAssets,
  listManageAccessories, createManageAccessory, getManageAccessory, updateManageAccessory, checkOutManageAccessory, checkInManageAccessory,
  archiveManageAccessory, restoreManageAccessory, listManageSoftware, createManageSoftware, getManageSoftware, updateManageSoftware,
  listManageLicences, createManageLicence, getManageLicence, updateManageLicence, revealManageLicenceKey, assignManageLicenceSeat,
  releaseManageLicenceSeat, listManagePeople, createManagePerson, getManagePerson, updateManagePerson, offboardManagePerson,
  listManageExceptions, importManageAssets, listManageImportedAssets, acceptManageImportedAsset, mergeManageImportedAsset,
  rejectManageImportedAsset,
] as const;
