import type { Repositories } from '../repositories';

/** A counted accessory as other apps see it: how many there are, and how many can be had now. */
export interface StockAccessory {
  readonly id: string;
  readonly name: string;
  readonly category: string;
  readonly total: number;
  /** Total less what is checked out or reserved; none of an archived accessory. */
  readonly available: number;
}

/** Units of one accessory an order asks for. */
export interface AccessoryDemand {
  readonly accessoryId: string;
  readonly quantity: number;
}

/** Who changes the count and through which app, for the accessory's trail. */
export interface AccessoryChange {
  readonly orderId: string;
  readonly actorId: string | null;
  readonly appSlug: string;
  readonly at: Date;
}

/**
 * The accessories' one count, kept by the app that owns them (Manage), for the stores that sell them: a product linked
 * to an accessory has no stock of its own. Each call runs on the caller's repositories, so a reservation lands in the
 * order's transaction or not at all.
 */
export interface AccessoryStockPort {
  /** The organisation's accessories that are not archived, by name: what a product may be linked to. */
  accessories(repos: Repositories, organisationId: string): Promise<StockAccessory[]>;
  /** These accessories as they are now, archived ones included; an unknown id is absent. */
  levels(repos: Repositories, organisationId: string, ids: readonly string[]): Promise<StockAccessory[]>;
  /**
   * Takes the units off the count for the order, each demand with a conditional update, so two orders racing for the
   * last unit cannot both have it. Answers the accessories that were short; the caller then refuses the order, and its
   * rolled-back transaction takes back what was reserved.
   */
  reserve(repos: Repositories, organisationId: string, demand: readonly AccessoryDemand[], change: AccessoryChange): Promise<{ readonly short: readonly string[] }>;
  /** The order was cancelled or declined: what it still holds goes back on the count. */
  release(repos: Repositories, organisationId: string, change: AccessoryChange): Promise<void>;
  /** The order shipped: what it holds is checked out to the person who bought it. */
  checkOutReserved(repos: Repositories, organisationId: string, holderId: string, change: AccessoryChange): Promise<void>;
}
