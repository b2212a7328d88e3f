import { ShipmentService } from './shipment-service';
import type { ReturnsDeps } from './service-deps';

/** The returns apps' services, one per aggregate. */
export function createReturnsServices(deps: ReturnsDeps) {
  return { shipments: new ShipmentService(deps) };
}

export type ReturnsServices = ReturnType<typeof createReturnsServices>;
