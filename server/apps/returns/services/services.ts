import { BuybackDeskService } from './buyback-desk-service';
import { BuybackService } from './buyback-service';
import type { ReturnsDeps } from './service-deps';

/** The use cases of the returns apps. */
export function createReturnsServices(deps: ReturnsDeps) {
  const buyback = new BuybackService(deps);
  return {
    buyback,
    buybackDesk: new BuybackDeskService(deps, buyback),
  };
}

export type ReturnsServices = ReturnType<typeof createReturnsServices>;
