import { RepairCartService } from './repair-cart-service';
import { RepairService } from './repair-service';
import type { ReturnsDeps } from './service-deps';

/** The returns app's use cases. */
export function createReturnsServices(deps: ReturnsDeps) {
  return {
    repairCart: new RepairCartService(deps),
    repairs: new RepairService(deps),
  };
}

export type ReturnsServices = ReturnType<typeof createReturnsServices>;
