import { RepairCartService } from './repair-cart-service';
import { RepairService } from './repair-service';
import { ShipmentService } from './shipment-service';
import type { ReturnsDeps } from './service-deps';

/** The returns apps' services, one per aggregate. */
export function createReturnsServices(deps: ReturnsDeps) {
  return { shipments: new ShipmentService(deps), repairCart: new RepairCartService(deps), repairs: new RepairService(deps) };
}

export type ReturnsServices = ReturnType<typeof createReturnsServices>;
