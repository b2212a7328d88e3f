import { defineServerApp } from '../../kernel';
import { manageRepositoriesOf } from './repositories/repositories';
import { manageAccessoryStock } from './services/accessory-stock';
import { manageAuditPolicy } from './services/audit-policy';
import { manageRecordSearch } from './services/asset-search';
import { ManageAssetLifecycle } from './services/asset-lifecycle';
import { mountManageRoutes } from './routes/mount-routes';
import { manageOffboarding } from './services/offboarding-port';
import { seedManageDemo } from './seed/demo-seed';
import { createManageServices } from './services/services';

/** Manage (manage-beta) on the server: assets, accessories, software and licences, people, exceptions, imports. */
export const manageServer = defineServerApp({
  id: 'manage',
  uses: ['places', 'recoveryCampaigns', 'personSummary', 'orderImports', 'webhookEvents'],
  repositories: manageRepositoriesOf,
  services: createManageServices,
  mount: mountManageRoutes,
  recordSearch: manageRecordSearch,
  seedDemo: (repos, organisationId, people, ports) => seedManageDemo(repos, organisationId, people, ports.places),
  provides: (repositoriesIn, _deps, uses) => ({
    assetLifecycle: new ManageAssetLifecycle(repositoriesIn, () => uses().places),
    accessoryStock: manageAccessoryStock(repositoriesIn),
    offboarding: manageOffboarding(repositoriesIn),
    auditPolicy: manageAuditPolicy(repositoriesIn),
  }),
});
