import { appRoute, json } from '../../descriptor';
import { PersonSummaryAnswer } from '../../person-summary';
import { byId, VersionOnly } from '../../records';
import { CreatePersonRequest, ManagePersonList, ManagePersonListQuery, OffboardAnswer, OffboardRequest, PersonDetails, UpdatePersonRequest } from './person-schemas';
import {
  ExceptionList,
  ExceptionListQuery,
  ImportAnswer,
  ImportedAssetItem,
  ImportedAssetList,
  ImportedAssetListQuery,
  IMPORT_BODY_LIMIT_BYTES,
  ImportRequest,
  AcceptImportRequest,
  MergeImportRequest,
} from './review-schemas';
import { MANAGE_SLUG } from '../../../src/apps/manage/domain/slug';

/** Manage's people, the exceptions found in the data, and the review queue of imported assets. */
export const listManagePeople = appRoute(MANAGE_SLUG, {
  id: 'listManagePeople',
  method: 'GET',
  path: '/manage/people',
  summary: "The organisation's people with what they hold",
  request: { query: ManagePersonListQuery },
  success: json(ManagePersonList),
});
export const createManagePerson = appRoute(MANAGE_SLUG, {
  id: 'createManagePerson',
  method: 'POST',
  path: '/manage/people',
  summary: 'Add a person (an employee without a password)',
  request: { body: CreatePersonRequest },
  success: json(PersonDetails, 201),
  problems: [409],
});
export const getManagePerson = appRoute(MANAGE_SLUG, {
  id: 'getManagePerson',
  method: 'GET',
  path: '/manage/people/:id',
  summary: 'A person with their assets, licences and accessories',
  request: byId,
  success: json(PersonDetails),
  problems: [404],
});
export const getManagePersonSummary = appRoute(MANAGE_SLUG, {
  id: 'getManagePersonSummary',
  method: 'GET',
  path: '/manage/people/:id/summary',
  summary: "What the other apps know of a person: their tickets, orders, wallet, credits and campaigns, each linked",
  request: byId,
  success: json(PersonSummaryAnswer),
  problems: [404],
});
export const updateManagePerson = appRoute(MANAGE_SLUG, {
  id: 'updateManagePerson',
  method: 'PATCH',
  path: '/manage/people/:id',
  summary: "Change a person's name",
  request: { ...byId, body: UpdatePersonRequest },
  success: json(PersonDetails),
  problems: [404, 412],
});
export const offboardManagePerson = appRoute(MANAGE_SLUG, {
  id: 'offboardManagePerson',
  method: 'POST',
  path: '/manage/people/:id/offboard',
  summary: 'Offboard a person in one transaction: their deployed devices become pending return, their licence seats are freed, their sessions end, and (if asked) a Recover campaign is proposed for their devices',
  request: { ...byId, body: OffboardRequest },
  success: json(OffboardAnswer),
  problems: [404, 409, 412],
});

export const listManageExceptions = appRoute(MANAGE_SLUG, {
  id: 'listManageExceptions',
  method: 'GET',
  path: '/manage/exceptions',
  summary: 'Data-quality findings computed from the data, each with its fix',
  request: { query: ExceptionListQuery },
  success: json(ExceptionList),
});

export const importManageAssets = appRoute(MANAGE_SLUG, {
  id: 'importManageAssets',
  method: 'POST',
  path: '/manage/imports',
  summary: 'Queue parsed CSV rows for review; one bad row refuses the batch (422) with every line and reason',
  request: { body: ImportRequest },
  success: json(ImportAnswer, 201),
  problems: [413, 422],
  bodyLimitBytes: IMPORT_BODY_LIMIT_BYTES,
});
export const listManageImportedAssets = appRoute(MANAGE_SLUG, {
  id: 'listManageImportedAssets',
  method: 'GET',
  path: '/manage/imported-assets',
  summary: 'Imported rows awaiting review',
  request: { query: ImportedAssetListQuery },
  success: json(ImportedAssetList),
});
export const acceptManageImportedAsset = appRoute(MANAGE_SLUG, {
  id: 'acceptManageImportedAsset',
  method: 'POST',
  path: '/manage/imported-assets/:id/accept',
  summary: 'Create an asset from an imported row, given to the holder it names or to the person the reviewer chose',
  request: { ...byId, body: AcceptImportRequest },
  success: json(ImportedAssetItem),
  problems: [404, 409, 412],
});
export const mergeManageImportedAsset = appRoute(MANAGE_SLUG, {
  id: 'mergeManageImportedAsset',
  method: 'POST',
  path: '/manage/imported-assets/:id/merge',
  summary: "Fill an existing asset's blanks from an imported row",
  request: { ...byId, body: MergeImportRequest },
  success: json(ImportedAssetItem),
  problems: [404, 409, 412],
});
export const rejectManageImportedAsset = appRoute(MANAGE_SLUG, {
  id: 'rejectManageImportedAsset',
  method: 'POST',
  path: '/manage/imported-assets/:id/reject',
  summary: 'Drop an imported row',
  request: { ...byId, body: VersionOnly },
  success: json(ImportedAssetItem),
  problems: [404, 409, 412],
});
