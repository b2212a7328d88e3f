import type { Db } from '../db/database';
import { ManageAssetRepository } from './manage-asset-repository';
import { ManagePeopleRepository } from './manage-people-repository';

/** Manage's repositories, one per aggregate, each scoped by organisation. */
export function manageRepositoriesOf(db: Db) {
  return {
    assets: new ManageAssetRepository(db),
    people: new ManagePeopleRepository(db),
  };
}
