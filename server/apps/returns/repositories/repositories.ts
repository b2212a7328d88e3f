import type { Db } from '../../../kernel';
import { ShipmentRepository } from './shipment-repository';

/** Returns and repair's repositories, one per aggregate, each scoped by organisation. */
export function returnsRepositoriesOf(db: Db) {
  return { shipments: new ShipmentRepository(db) };
}

export type ReturnsOwnRepositories = ReturnType<typeof returnsRepositoriesOf>;
