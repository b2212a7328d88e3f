import { RepairCartService } from './repair-cart-service';
import { RepairService } from './repair-service';
import { BuybackDeskService } from './buyback-desk-service';
import { BuybackService } from './buyback-service';
import { ShipmentService } from './shipment-service';
import type { ReturnsDeps } from './service-deps';

/** The returns apps' services, one per aggregate. */
export function createReturnsServices(deps: ReturnsDeps) {
  const buyback = new BuybackService(deps);
  return {
    shipments: new ShipmentService(deps),
    repairCart: new RepairCartService(deps),
    repairs: new RepairService(deps),
    buyback,
    buybackDesk: new BuybackDeskService(deps, buyback),
  };
}

export type ReturnsServices = ReturnType<typeof createReturnsServices>;
