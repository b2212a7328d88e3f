import { defineServerApp } from '../../kernel';
import { returnsRepositoriesOf } from './repositories/repositories';
import { mountReturnsRoutes } from './routes/mount-routes';
import { seedRepairDemo } from './seed/repair-seed';
import { createReturnsServices } from './services/services';

/** Returns and repair on the server: Repair (repair-devices and its cart) so far. */
export const returnsServer = defineServerApp({
  id: 'returns',
  uses: ['assetLifecycle', 'returnOrders', 'businessCalendars', 'spendingRule'],
  repositories: returnsRepositoriesOf,
  services: createReturnsServices,
  mount: mountReturnsRoutes,
  seedDemo: async (repos, organisationId) => {
    await seedRepairDemo(repos, organisationId);
  },
});
