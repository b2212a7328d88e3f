import { defineServerApp } from '../../server-app';
import { manageRepositoriesOf } from './repositories/repositories';
import { manageAssetLifecycle } from './services/asset-lifecycle';
import { mountManageRoutes } from './routes/mount-routes';
import { seedManageDemo } from './seed/demo-seed';
import { createManageServices } from './services/services';

/** Manage (manage-beta) on the server: assets, accessories, software and licences, people, exceptions, imports. */
export const manageServer = defineServerApp({
  id: 'manage',
  repositories: manageRepositoriesOf,
  services: createManageServices,
  mount: mountManageRoutes,
  seedDemo: seedManageDemo,
  provides: { assetLifecycle: manageAssetLifecycle },
});
