import { ADMIN_ROLES } from '../../common';
import { appRoute, empty, json } from '../../descriptor';
import { byId } from '../../records';
import { REPAIR_SLUG } from '../../../src/apps/returns/domain/repair-terms';
import {
  AddToRepairCartRequest,
  LendLoanerRequest,
  LoanerList,
  LoanerQuery,
  MoveRepairRequest,
  Repair,
  RepairCart,
  RepairCartItem,
  RepairDeviceList,
  RepairList,
  RepairListQuery,
  RepairOrder,
  RepairPhoto,
  REPAIR_PHOTO_TYPES,
  RepairPhotoUploadQuery,
  RepairSettings,
  SaveRepairSettingsRequest,
  SubmitRepairCartRequest,
  UpdateRepairCartItemRequest,
} from './repair-schemas';

export const listRepairDevices = appRoute(REPAIR_SLUG, {
  id: 'listRepairDevices',
  method: 'GET',
  path: '/repair/devices',
  summary: 'The devices I hold, each with the cart line or open repair it is in',
  success: json(RepairDeviceList),
});
export const getRepairCart = appRoute(REPAIR_SLUG, {
  id: 'getRepairCart',
  method: 'GET',
  path: '/repair/cart',
  summary: 'My repair cart: the devices to send, their faults and estimates',
  success: json(RepairCart),
});
export const addToRepairCart = appRoute(REPAIR_SLUG, {
  id: 'addToRepairCart',
  method: 'POST',
  path: '/repair/cart',
  summary: 'Put a device I hold in the repair cart (409 when it is in a repair already)',
  request: { body: AddToRepairCartRequest },
  success: json(RepairCartItem, 201),
  problems: [404, 409],
});
export const getRepairCartItem = appRoute(REPAIR_SLUG, {
  id: 'getRepairCartItem',
  method: 'GET',
  path: '/repair/cart/:id',
  summary: 'One device of my repair cart',
  request: byId,
  success: json(RepairCartItem),
  problems: [404],
});
export const updateRepairCartItem = appRoute(REPAIR_SLUG, {
  id: 'updateRepairCartItem',
  method: 'PATCH',
  path: '/repair/cart/:id',
  summary: "Describe a device's fault: category, description and photos; a stale version answers 412",
  request: { ...byId, body: UpdateRepairCartItemRequest },
  success: json(RepairCartItem),
  problems: [404, 409, 412],
});
export const removeFromRepairCart = appRoute(REPAIR_SLUG, {
  id: 'removeFromRepairCart',
  method: 'DELETE',
  path: '/repair/cart/:id',
  summary: 'Take a device out of my repair cart',
  request: byId,
  success: empty,
  problems: [404],
});
export const uploadRepairPhoto = appRoute(REPAIR_SLUG, {
  id: 'uploadRepairPhoto',
  method: 'POST',
  path: '/repair/photos',
  summary: 'Upload a photo of a fault, to name in a cart line',
  request: { query: RepairPhotoUploadQuery, upload: { contentTypes: REPAIR_PHOTO_TYPES } },
  success: json(RepairPhoto, 201),
});
export const submitRepairCart = appRoute(REPAIR_SLUG, {
  id: 'submitRepairCart',
  method: 'POST',
  path: '/repair/cart/submit',
  summary: 'Send the cart to repair: one corporate order in Manage Orders, a repair per device (409 while a fault is undescribed)',
  request: { body: SubmitRepairCartRequest },
  success: json(RepairOrder, 201),
  problems: [409],
});
export const listMyRepairs = appRoute(REPAIR_SLUG, {
  id: 'listMyRepairs',
  method: 'GET',
  path: '/repair/repairs',
  summary: 'My repairs, newest first, with their states and SLA clocks',
  success: json(RepairList),
});
export const getRepairOrder = appRoute(REPAIR_SLUG, {
  id: 'getRepairOrder',
  method: 'GET',
  path: '/repair/orders/:id',
  summary: 'The repairs one submission placed, under its order number (mine, or any for an admin)',
  request: byId,
  success: json(RepairOrder),
  problems: [404],
});
export const listAllRepairs = appRoute(REPAIR_SLUG, {
  roles: ADMIN_ROLES,
  id: 'listAllRepairs',
  method: 'GET',
  path: '/repair/admin/repairs',
  summary: "The organisation's repairs, an order's or in a state, with the moves open to the admin",
  request: { query: RepairListQuery },
  success: json(RepairList),
  problems: [403],
});
export const moveRepair = appRoute(REPAIR_SLUG, {
  roles: ADMIN_ROLES,
  id: 'moveRepair',
  method: 'POST',
  path: '/repair/admin/repairs/:id/moves',
  summary: 'Move a repair on (GSX states), approve or refuse its estimate; a stale version answers 412',
  request: { ...byId, body: MoveRepairRequest },
  success: json(Repair),
  problems: [403, 404, 409, 412],
});
export const lendRepairLoaner = appRoute(REPAIR_SLUG, {
  roles: ADMIN_ROLES,
  id: 'lendRepairLoaner',
  method: 'POST',
  path: '/repair/admin/repairs/:id/loaner',
  summary: 'Lend a device in stock to the person while theirs is repaired',
  request: { ...byId, body: LendLoanerRequest },
  success: json(Repair),
  problems: [403, 404, 409, 412],
});
export const listLoanerCandidates = appRoute(REPAIR_SLUG, {
  roles: ADMIN_ROLES,
  id: 'listLoanerCandidates',
  method: 'GET',
  path: '/repair/admin/loaners',
  summary: 'Devices in stock that could be lent, found by tag, serial or model',
  request: { query: LoanerQuery },
  success: json(LoanerList),
  problems: [403],
});
export const getRepairSettings = appRoute(REPAIR_SLUG, {
  roles: ADMIN_ROLES,
  id: 'getRepairSettings',
  method: 'GET',
  path: '/repair/settings',
  summary: 'The SLA targets per repair state and the estimate table per model and fault',
  success: json(RepairSettings),
  problems: [403],
});
export const saveRepairSettings = appRoute(REPAIR_SLUG, {
  roles: ADMIN_ROLES,
  id: 'saveRepairSettings',
  method: 'PATCH',
  path: '/repair/settings',
  summary: 'Save the SLA targets and the estimate table; a stale version answers 412',
  request: { body: SaveRepairSettingsRequest },
  success: json(RepairSettings),
  problems: [403, 409, 412],
});

export const repairRoutes = {
  listRepairDevices,
  getRepairCart,
  addToRepairCart,
  getRepairCartItem,
  updateRepairCartItem,
  removeFromRepairCart,
  uploadRepairPhoto,
  submitRepairCart,
  listMyRepairs,
  getRepairOrder,
  listAllRepairs,
  moveRepair,
  lendRepairLoaner,
  listLoanerCandidates,
  getRepairSettings,
  saveRepairSettings,
};
