import type { AppRepositories, Db } from '../../../kernel';
import { ManageAssetRepository } from './asset-repository';
import { ManageConfigureRepository } from './configure-repository';
import { ManageBulkRepository } from './bulk-repository';
import { ManageExceptionRepository } from './exception-repository';
import { ManageFleetRepository } from './fleet-repository';
import { ManageImportRepository } from './import-repository';
import { ManageLicenceRepository } from './licence-repository';
import { ManageMigrationRepository } from './migration-repository';
import { ManageOffboardingProposalRepository } from './offboarding-proposal-repository';
import { ManagePeopleRepository } from './person-repository';
import { ManageStockRepository } from './accessory-repository';
import { ManageConsumableRepository } from './consumable-repository';
import { ManageComponentRepository } from './component-repository';
import { ManageItemRepository } from './item-repository';

/** Manage's repositories, one per aggregate, each scoped by organisation. */
export function manageRepositoriesOf(db: Db) {
  return {
    assets: new ManageAssetRepository(db),
    configure: new ManageConfigureRepository(db),
    bulk: new ManageBulkRepository(db),
    exceptions: new ManageExceptionRepository(db),
    fleet: new ManageFleetRepository(db),
    imports: new ManageImportRepository(db),
    licences: new ManageLicenceRepository(db),
    migration: new ManageMigrationRepository(db),
    offboardingProposals: new ManageOffboardingProposalRepository(db),
    people: new ManagePeopleRepository(db),
    stock: new ManageStockRepository(db),
    consumables: new ManageConsumableRepository(db),
    components: new ManageComponentRepository(db),
    items: new ManageItemRepository(db),
  };
}

export type ManageOwnRepositories = ReturnType<typeof manageRepositoriesOf>;

/** What Manage's use cases work through, in a transaction or not: the kernel's repositories, and the app's own (`own`). */
export type ManageRepositories = AppRepositories<ManageOwnRepositories>;
