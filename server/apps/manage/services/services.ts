import { ManageAssetMoves } from './asset-moves';
import { ManageAssetPhotos } from './asset-photos';
import { ManageAssetService } from './asset-service';
import { ManageLicenceService } from './licence-service';
import { ManagePeopleService } from './person-service';
import { ManageReviewService } from './review-service';
import { ManageStockService } from './accessory-service';
import type { ServiceDeps } from '../../../services/service-deps';

/** The use cases of Manage (manage-beta). */
export function createManageServices(deps: ServiceDeps) {
  return {
    assets: new ManageAssetService(deps),
    moves: new ManageAssetMoves(deps),
    photos: new ManageAssetPhotos(deps),
    stock: new ManageStockService(deps),
    licences: new ManageLicenceService(deps),
    people: new ManagePeopleService(deps),
    review: new ManageReviewService(deps),
  };
}

export type ManageServices = ReturnType<typeof createManageServices>;
