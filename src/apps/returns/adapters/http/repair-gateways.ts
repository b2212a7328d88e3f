import { repairRoutes as r } from '../../../../../contract/apps/returns/repair-routes';
import { gatewayOf } from '../../../../adapters/http/gateway-of';
import type { RepairGateway } from '../../application/ports/repair-gateway';

/** Repair's gateway: the person's devices, cart and repairs, and an admin's moves and settings. */
export const createRepairGateway = gatewayOf<RepairGateway>({
  devices: (client) => () => client.call(r.listRepairDevices),
  cart: (client) => () => client.call(r.getRepairCart),
  add: (client) => (assetId) => client.call(r.addToRepairCart, { body: { assetId } }),
  item: (client) => (id) => client.call(r.getRepairCartItem, { params: { id } }),
  describe: (client) => (id, fault) => client.call(r.updateRepairCartItem, { params: { id }, body: fault }),
  remove: (client) => async (id) => {
    await client.call(r.removeFromRepairCart, { params: { id } });
  },
  upload: (client) => (file) => client.call(r.uploadRepairPhoto, { query: { filename: file.name }, upload: { file } }),
  submit: (client) => (returnAddress) => client.call(r.submitRepairCart, { body: { returnAddress } }),
  mine: (client) => () => client.call(r.listMyRepairs),
  order: (client) => (id) => client.call(r.getRepairOrder, { params: { id } }),
  move: (client) => (id, request) => client.call(r.moveRepair, { params: { id }, body: request }),
  lend: (client) => (id, request) => client.call(r.lendRepairLoaner, { params: { id }, body: request }),
  loaners: (client) => (q) => client.call(r.listLoanerCandidates, { query: q ? { q } : {} }),
  settings: (client) => () => client.call(r.getRepairSettings),
  saveSettings: (client) => (settings) => client.call(r.saveRepairSettings, { body: settings }),
});
