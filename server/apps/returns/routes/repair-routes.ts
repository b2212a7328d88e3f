import type { FastifyInstance } from 'fastify';
import { repairRoutes as r } from '../../../../contract/apps/returns/repair-routes';
import { mountRoute, type Guards } from '../../../kernel';
import type { ReturnsServices } from '../services/services';

/** Repair's routes: the person's cart and repairs, and the admin's moves and settings. */
export function mountRepairRoutes(api: FastifyInstance, guards: Guards, { repairCart, repairs }: Pick<ReturnsServices, 'repairCart' | 'repairs'>): void {
  mountRoute(api, r.listRepairDevices, guards, ({ principal }) => repairCart.devices(principal));
  mountRoute(api, r.getRepairCart, guards, ({ principal }) => repairCart.cart(principal));
  mountRoute(api, r.addToRepairCart, guards, ({ principal, body }) => repairCart.add(principal, body.assetId));
  mountRoute(api, r.getRepairCartItem, guards, ({ principal, params }) => repairCart.item(principal, params.id));
  mountRoute(api, r.updateRepairCartItem, guards, ({ principal, params, body }) => repairCart.update(principal, params.id, body));
  mountRoute(api, r.removeFromRepairCart, guards, ({ principal, params }) => repairCart.remove(principal, params.id));
  mountRoute(api, r.uploadRepairPhoto, guards, ({ principal, query, body }) => repairCart.upload(principal, query.filename, body));
  mountRoute(api, r.submitRepairCart, guards, ({ principal, body }) => repairCart.submit(principal, body.returnAddress));
  mountRoute(api, r.listMyRepairs, guards, ({ principal }) => repairs.mine(principal));
  mountRoute(api, r.getRepairOrder, guards, ({ principal, params }) => repairs.order(principal, params.id));
  mountRoute(api, r.listAllRepairs, guards, ({ principal, query }) => repairs.all(principal, query));
  mountRoute(api, r.moveRepair, guards, ({ principal, params, body }) => repairs.move(principal, params.id, body));
  mountRoute(api, r.lendRepairLoaner, guards, ({ principal, params, body }) => repairs.lend(principal, params.id, body));
  mountRoute(api, r.listLoanerCandidates, guards, ({ principal, query }) => repairs.loaners(principal, query.q));
  mountRoute(api, r.getRepairSettings, guards, ({ principal }) => repairs.settings(principal));
  mountRoute(api, r.saveRepairSettings, guards, ({ principal, body }) => repairs.saveSettings(principal, body));
}
