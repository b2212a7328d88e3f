import type { AppRepositories, Db } from '../../../kernel';
import { RepairRepository } from './repair-repository';
import { BuybackRepository } from './buyback-repository';
import { ShipmentRepository } from './shipment-repository';

/** Returns and repair's repositories, one per aggregate, each scoped by organisation. */
export function returnsRepositoriesOf(db: Db) {
  return { shipments: new ShipmentRepository(db), repairs: new RepairRepository(db), buybacks: new BuybackRepository(db) };
}

export type ReturnsOwnRepositories = ReturnType<typeof returnsRepositoriesOf>;

/** What the returns app's use cases work through: the kernel's repositories and its own (`own`). */
export type ReturnsRepositories = AppRepositories<ReturnsOwnRepositories>;
