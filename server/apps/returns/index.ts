import { defineServerApp } from '../../kernel';
import { returnsRepositoriesOf } from './repositories/repositories';
import { mountReturnsRoutes } from './routes/mount-routes';
import { ShipmentCore } from './services/shipment-core';
import { returnsShipments } from './services/shipment-port';
import { createReturnsServices } from './services/services';

/** Returns and repair on the server: Shipping Label's one shipment model (and the shipments port), buyback and repair. */
export const returnsServer = defineServerApp({
  id: 'returns',
  uses: ['places', 'assetLifecycle', 'returnOrders', 'shipments'],
  repositories: returnsRepositoriesOf,
  services: createReturnsServices,
  mount: mountReturnsRoutes,
  provides: (repositoriesIn, deps, uses) => {
    let core: ShipmentCore | null = null;
    const shipments = () => (core ??= new ShipmentCore({ places: () => uses().places, kernel: deps }));
    return { shipments: returnsShipments(repositoriesIn, shipments) };
  },
});
