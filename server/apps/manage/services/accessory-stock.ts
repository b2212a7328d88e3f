import type { AccessoryChange, AccessoryDemand, AccessoryStockPort, AppRepositoriesIn, Repositories, StockAccessory } from '../../../kernel';
import type { AccessoryRow } from '../repositories/accessory-repository';
import type { ManageOwnRepositories } from '../repositories/repositories';

const stockAccessoryOf = (row: AccessoryRow): StockAccessory => ({
  id: row.id,
  name: row.name,
  category: row.category,
  total: row.total,
  available: row.archived ? 0 : row.available,
});

/**
 * Manage's side of the accessory stock port: the Shop's and the Device Hub's linked products sell the accessories'
 * own count, reserving, releasing and checking out through here, on Manage's repositories in the order's transaction.
 */
export const manageAccessoryStock = (repositoriesIn: AppRepositoriesIn<ManageOwnRepositories>): AccessoryStockPort => ({
  async accessories(callers: Repositories, organisationId: string) {
    return (await repositoriesIn(callers).own.stock.byIds(organisationId)).map(stockAccessoryOf);
  },

  async levels(callers: Repositories, organisationId: string, ids: readonly string[]) {
    return (await repositoriesIn(callers).own.stock.byIds(organisationId, ids)).map(stockAccessoryOf);
  },

  async reserve(callers: Repositories, organisationId: string, demand: readonly AccessoryDemand[], change: AccessoryChange) {
    const repos = repositoriesIn(callers);
    const archived = new Set((await repos.own.stock.byIds(organisationId, demand.map((line) => line.accessoryId))).filter((row) => row.archived).map((row) => row.id));
    const short: string[] = [];
    for (const { accessoryId, quantity } of demand) {
      if (archived.has(accessoryId) || !(await repos.own.stock.take(organisationId, accessoryId, quantity, change.at))) {
        short.push(accessoryId);
        continue;
      }
      await repos.own.stock.addReservation(organisationId, accessoryId, change.orderId, quantity);
      await repos.audit.append(trailEntry(organisationId, change, 'accessory.reserved', accessoryId, { orderId: change.orderId, quantity }));
    }
    return { short };
  },

  async release(callers: Repositories, organisationId: string, change: AccessoryChange) {
    const repos = repositoriesIn(callers);
    for (const { accessoryId, quantity } of await repos.own.stock.removeReservations(organisationId, change.orderId)) {
      await repos.own.stock.putBack(organisationId, accessoryId, quantity, change.at);
      await repos.audit.append(trailEntry(organisationId, change, 'accessory.released', accessoryId, { orderId: change.orderId, quantity }));
    }
  },

  async checkOutReserved(callers: Repositories, organisationId: string, holderId: string, change: AccessoryChange) {
    const repos = repositoriesIn(callers);
    // The units left the count when they were reserved: the reservation only becomes the buyer's check-out.
    for (const { accessoryId, quantity } of await repos.own.stock.removeReservations(organisationId, change.orderId)) {
      await repos.own.stock.addCheckout(organisationId, accessoryId, holderId, quantity);
      await repos.audit.append(trailEntry(organisationId, change, 'accessory.checked-out', accessoryId, { userId: holderId, quantity, orderId: change.orderId }));
    }
  },
});

function trailEntry(organisationId: string, change: AccessoryChange, action: string, accessoryId: string, after: Record<string, unknown>) {
  return { organisationId, userId: change.actorId, impersonatorUserId: null, appSlug: change.appSlug, action, entityType: 'accessory', entityId: accessoryId, before: null, after };
}
