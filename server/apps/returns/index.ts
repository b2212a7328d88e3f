import { defineServerApp } from '../../kernel';
import { returnsRepositoriesOf } from './repositories/repositories';
import { mountReturnsRoutes } from './routes/mount-routes';
import { createReturnsServices } from './services/services';

/** Returns and repair on the server: Buyback and Apple Trade In (quotes, inspection, wipe certificates, settlement). */
export const returnsServer = defineServerApp({
  id: 'returns',
  uses: ['assetLifecycle', 'returnOrders'],
  repositories: returnsRepositoriesOf,
  services: createReturnsServices,
  mount: mountReturnsRoutes,
});
