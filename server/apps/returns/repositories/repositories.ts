import type { AppRepositories, Db } from '../../../kernel';
import { BuybackRepository } from './buyback-repository';
import { ShipmentRepository } from './shipment-repository';

/** Returns and repair's repositories, one per aggregate, each scoped by organisation. */
export function returnsRepositoriesOf(db: Db) {
  return { shipments: new ShipmentRepository(db), buybacks: new BuybackRepository(db) };
}

export type ReturnsOwnRepositories = ReturnType<typeof returnsRepositoriesOf>;
export type ReturnsRepositories = AppRepositories<ReturnsOwnRepositories>;
