import { appRoute, json } from '../../descriptor';
import { byId } from '../../records';
import { MANAGE_SLUG } from '../../../src/apps/manage/domain/slug';
import {
  ComponentDetails,
  ComponentInstallParams,
  ComponentList,
  ComponentListQuery,
  ConsumableDetails,
  ConsumableList,
  ConsumableListQuery,
  CreateComponentRequest,
  CreateConsumableRequest,
  InstallComponentRequest,
  IssueConsumableRequest,
  RemoveComponentRequest,
  UpdateComponentRequest,
  UpdateConsumableRequest,
} from './consumable-schemas';

/** Manage's consumables (counted, used up) and components (installed in assets). */
export const listManageConsumables = appRoute(MANAGE_SLUG, {
  id: 'listManageConsumables',
  method: 'GET',
  path: '/manage/consumables',
  summary: 'Consumables with what is on hand and whether to reorder',
  request: { query: ConsumableListQuery },
  success: json(ConsumableList),
});
export const createManageConsumable = appRoute(MANAGE_SLUG, {
  id: 'createManageConsumable',
  method: 'POST',
  path: '/manage/consumables',
  summary: 'Add a consumable',
  request: { body: CreateConsumableRequest },
  success: json(ConsumableDetails, 201),
  problems: [409],
});
export const getManageConsumable = appRoute(MANAGE_SLUG, {
  id: 'getManageConsumable',
  method: 'GET',
  path: '/manage/consumables/:id',
  summary: 'One consumable and the history of its issues',
  request: byId,
  success: json(ConsumableDetails),
  problems: [404],
});
export const updateManageConsumable = appRoute(MANAGE_SLUG, {
  id: 'updateManageConsumable',
  method: 'PATCH',
  path: '/manage/consumables/:id',
  summary: 'Edit a consumable; the quantity is a recount of the shelf',
  request: { ...byId, body: UpdateConsumableRequest },
  success: json(ConsumableDetails),
  problems: [404, 409, 412],
});
export const issueManageConsumable = appRoute(MANAGE_SLUG, {
  id: 'issueManageConsumable',
  method: 'POST',
  path: '/manage/consumables/:id/issue',
  summary: 'Issue units to a person; never more than are on hand (409)',
  request: { ...byId, body: IssueConsumableRequest },
  success: json(ConsumableDetails),
  problems: [404, 409],
});

export const listManageComponents = appRoute(MANAGE_SLUG, {
  id: 'listManageComponents',
  method: 'GET',
  path: '/manage/components',
  summary: 'Components with what remains on the shelf',
  request: { query: ComponentListQuery },
  success: json(ComponentList),
});
export const createManageComponent = appRoute(MANAGE_SLUG, {
  id: 'createManageComponent',
  method: 'POST',
  path: '/manage/components',
  summary: 'Add a component',
  request: { body: CreateComponentRequest },
  success: json(ComponentDetails, 201),
  problems: [409],
});
export const getManageComponent = appRoute(MANAGE_SLUG, {
  id: 'getManageComponent',
  method: 'GET',
  path: '/manage/components/:id',
  summary: 'One component and the assets that hold its units',
  request: byId,
  success: json(ComponentDetails),
  problems: [404],
});
export const updateManageComponent = appRoute(MANAGE_SLUG, {
  id: 'updateManageComponent',
  method: 'PATCH',
  path: '/manage/components/:id',
  summary: 'Edit a component; the total never drops below the units installed',
  request: { ...byId, body: UpdateComponentRequest },
  success: json(ComponentDetails),
  problems: [404, 409, 412],
});
export const installManageComponent = appRoute(MANAGE_SLUG, {
  id: 'installManageComponent',
  method: 'POST',
  path: '/manage/components/:id/install',
  summary: 'Install units into an asset; never more than remain (409)',
  request: { ...byId, body: InstallComponentRequest },
  success: json(ComponentDetails),
  problems: [404, 409],
});
export const removeManageComponent = appRoute(MANAGE_SLUG, {
  id: 'removeManageComponent',
  method: 'POST',
  path: '/manage/components/:id/installs/:installId/remove',
  summary: 'Take units out of an asset back to the shelf',
  request: { params: ComponentInstallParams, body: RemoveComponentRequest },
  success: json(ComponentDetails),
  problems: [404, 409],
});
