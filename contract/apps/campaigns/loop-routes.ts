import { appRoute, json } from '../../descriptor';
import { byId, FileAnswer } from '../../records';
import { LOOP_SLUG } from '../../../src/apps/campaigns/domain/slug';
import {
  AddedLoopDevices,
  AddLoopDevices,
  CreditReport,
  FactorTables,
  LoopDevice,
  LoopDeviceList,
  LoopDeviceParams,
  ReleaseLoopDevice,
  UpdateLoopDevice,
} from './loop-schemas';

const byDevice = { params: LoopDeviceParams };

export const listLoopFactorTables = appRoute(LOOP_SLUG, {
  id: 'listLoopFactorTables',
  method: 'GET',
  path: '/loop/factor-tables',
  summary: 'The versions of the environmental factor table, each with its source; new campaigns use the current one',
  success: json(FactorTables),
});
export const listLoopDevices = appRoute(LOOP_SLUG, {
  id: 'listLoopDevices',
  method: 'GET',
  path: '/loop/campaigns/:id/devices',
  summary: "A Loop campaign's devices, by serial",
  request: byId,
  success: json(LoopDeviceList),
  problems: [404],
});
export const addLoopDevices = appRoute(LOOP_SLUG, {
  id: 'addLoopDevices',
  method: 'POST',
  path: '/loop/campaigns/:id/devices',
  summary: 'Add many devices by serial (pasted or from a CSV file); serials already in the campaign are named, not added',
  request: { ...byId, body: AddLoopDevices },
  success: json(AddedLoopDevices, 201),
  problems: [404, 409],
});
export const updateLoopDevice = appRoute(LOOP_SLUG, {
  id: 'updateLoopDevice',
  method: 'PATCH',
  path: '/loop/campaigns/:id/devices/:deviceId',
  summary: "Grade a device, set its disposition, recycler and sanitisation record (version-checked; 409 once it has left)",
  request: { ...byDevice, body: UpdateLoopDevice },
  success: json(LoopDevice),
  problems: [404, 409, 412],
});
export const releaseLoopDevice = appRoute(LOOP_SLUG, {
  id: 'releaseLoopDevice',
  method: 'POST',
  path: '/loop/campaigns/:id/devices/:deviceId/release',
  summary: 'Let a device leave for its disposition: refused (409, with the rule codes) until it is graded, sanitised and, if recycled, with a certified recycler',
  request: { ...byDevice, body: ReleaseLoopDevice },
  success: json(LoopDevice),
  problems: [404, 409, 412],
});
export const getLoopCredit = appRoute(LOOP_SLUG, {
  id: 'getLoopCredit',
  method: 'GET',
  path: '/loop/campaigns/:id/credit',
  summary: "The campaign's environmental credit: the method, the factor table's version and source, and the avoided kg CO2e",
  request: byId,
  success: json(CreditReport),
  problems: [404],
});
export const exportLoopCredit = appRoute(LOOP_SLUG, {
  id: 'exportLoopCredit',
  method: 'GET',
  path: '/loop/campaigns/:id/credit/export',
  summary: 'The environmental credit and every device as CSV',
  request: byId,
  success: json(FileAnswer),
  problems: [404],
});

export const loopRoutes = [
  listLoopFactorTables,
  listLoopDevices,
  addLoopDevices,
  updateLoopDevice,
  releaseLoopDevice,
  getLoopCredit,
  exportLoopCredit,
] as const;
