import type { Db } from '../db/database';
import { ManageAssetRepository } from './manage-asset-repository';
import { ManageExceptionRepository } from './manage-exception-repository';
import { ManageImportRepository } from './manage-import-repository';
import { ManageLicenceRepository } from './manage-licence-repository';
import { ManagePeopleRepository } from './manage-people-repository';
import { ManageStockRepository } from './manage-stock-repository';

/** Manage's repositories, one per aggregate, each scoped by organisation. */
export function manageRepositoriesOf(db: Db) {
  return {
    assets: new ManageAssetRepository(db),
    exceptions: new ManageExceptionRepository(db),
    imports: new ManageImportRepository(db),
    licences: new ManageLicenceRepository(db),
    people: new ManagePeopleRepository(db),
    stock: new ManageStockRepository(db),
  };
}
