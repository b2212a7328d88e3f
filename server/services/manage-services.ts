import { ManageAssetMoves } from './manage-asset-moves';
import { ManageAssetService } from './manage-asset-service';
import type { ServiceDeps } from './service-deps';

/** The use cases of Manage (manage-beta). */
export function createManageServices(deps: ServiceDeps) {
  return {
    assets: new ManageAssetService(deps),
    moves: new ManageAssetMoves(deps),
  };
}
