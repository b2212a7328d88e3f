import { BuybackDeskService } from './buyback-desk-service';
import { BuybackService } from './buyback-service';
import { ShipmentService } from './shipment-service';
import type { ReturnsDeps } from './service-deps';

/** The returns apps' services, one per aggregate. */
export function createReturnsServices(deps: ReturnsDeps) {
  const buyback = new BuybackService(deps);
  return { shipments: new ShipmentService(deps), buyback, buybackDesk: new BuybackDeskService(deps, buyback) };
}

export type ReturnsServices = ReturnType<typeof createReturnsServices>;
