import { ManageAssetMoves } from './asset-moves';
import { ManageConfigureService } from './configure-service';
import { ManageLabelService } from './label-service';
import { ManageModelService } from './model-service';
import { ManageAssetPhotos } from './asset-photos';
import { ManageAssetService } from './asset-service';
import { ManageBulkService } from './bulk-service';
import { ManageBulkWaiting } from './bulk-waiting';
import { ManageLicenceService } from './licence-service';
import { ManageLifeStoryService } from './life-story-service';
import { ManageMigrationService } from './migration-service';
import { ManagePlaceService } from './place-service';
import { ManagePeopleService } from './person-service';
import { ManagePersonSummaryService } from './person-summary-service';
import { ManageReviewService } from './review-service';
import { ManageStockService } from './accessory-service';
import { ManageWaitingHolders } from './waiting-holders';
import { ManageConsumableService } from './consumable-service';
import { ManageComponentService } from './component-service';
import { ManageItemService } from './item-service';
import type { ManageDeps } from './service-deps';

/** The use cases of Manage (manage-beta). */
export function createManageServices(deps: ManageDeps) {
  const moves = new ManageAssetMoves(deps);
  const licences = new ManageLicenceService(deps);
  return {
    assets: new ManageAssetService(deps),
    moves,
    photos: new ManageAssetPhotos(deps),
    places: new ManagePlaceService(deps),
    stock: new ManageStockService(deps),
    licences,
    people: new ManagePeopleService(deps),
    story: new ManageLifeStoryService(deps),
    summary: new ManagePersonSummaryService(deps),
    review: new ManageReviewService(deps),
    migration: new ManageMigrationService(deps),
    waiting: new ManageWaitingHolders(deps, moves, licences),
    configure: new ManageConfigureService(deps),
    models: new ManageModelService(deps),
    labels: new ManageLabelService(deps),
    consumables: new ManageConsumableService(deps),
    components: new ManageComponentService(deps),
    items: new ManageItemService(deps),
    bulk: new ManageBulkService(deps),
    bulkWaiting: new ManageBulkWaiting(deps),
  };
}

export type ManageServices = ReturnType<typeof createManageServices>;
