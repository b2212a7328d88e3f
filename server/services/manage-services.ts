import { ManageAssetMoves } from './manage-asset-moves';
import { ManageAssetService } from './manage-asset-service';
import { ManageLicenceService } from './manage-licence-service';
import { ManagePeopleService } from './manage-people-service';
import { ManageReviewService } from './manage-review-service';
import { ManageStockService } from './manage-stock-service';
import type { ServiceDeps } from './service-deps';

/** The use cases of Manage (manage-beta). */
export function createManageServices(deps: ServiceDeps) {
  return {
    assets: new ManageAssetService(deps),
    moves: new ManageAssetMoves(deps),
    stock: new ManageStockService(deps),
    licences: new ManageLicenceService(deps),
    people: new ManagePeopleService(deps),
    review: new ManageReviewService(deps),
  };
}
