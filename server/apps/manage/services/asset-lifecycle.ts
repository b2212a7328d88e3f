import { changeStatus, checkIn, isHeld, type AssetState, type AssetStatus } from '../../../../src/apps/manage/domain/asset-status';
import type { Decision } from '../../../../src/domain/rules/decision';
import { changes, decided, staleVersion, type AppRepositoriesIn, type AssetLifecyclePort, type DeviceReceipt, type FleetQuery, type Repositories } from '../../../kernel';
import type { ManageOwnRepositories } from '../repositories/repositories';
import type { AssetValues } from '../repositories/asset-repository';
import { assetOrNotFound } from './asset-service';
import { stateOf } from './support';

/** Back in the organisation's hands: a held asset is checked in, one in repair or lost comes back to stock. */
function backInStock(asset: AssetState): Decision<AssetState> {
  return isHeld(asset.status) ? checkIn(asset) : changeStatus(asset, 'in-stock');
}

/** Retiring goes through stock when the asset is still held: the domain retires only what the organisation has. */
function retired(asset: AssetState): Decision<AssetState> {
  const back = backInStock(asset);
  return back.ok ? changeStatus(back.value, 'retired') : back;
}

/**
 * Manage's side of the asset lifecycle port: campaigns read the fleet and return devices to it through here, each call
 * on Manage's repositories in the caller's transaction.
 */
export class ManageAssetLifecycle implements AssetLifecyclePort {
  constructor(private readonly repositoriesIn: AppRepositoriesIn<ManageOwnRepositories>) {}

  devices(callers: Repositories, organisationId: string, query: FleetQuery) {
    return this.repositoriesIn(callers).own.fleet.devices(organisationId, query);
  }

  markReceived(callers: Repositories, organisationId: string, assetId: string, receipt: DeviceReceipt) {
    return this.change(callers, organisationId, assetId, receipt, 'asset.received', backInStock);
  }

  markRecycled(callers: Repositories, organisationId: string, assetId: string, receipt: DeviceReceipt) {
    return this.change(callers, organisationId, assetId, receipt, 'asset.recycled', retired);
  }

  markSold(callers: Repositories, organisationId: string, assetId: string, receipt: DeviceReceipt) {
    return this.change(callers, organisationId, assetId, receipt, 'asset.sold', retired);
  }

  private async change(
    callers: Repositories,
    organisationId: string,
    assetId: string,
    receipt: DeviceReceipt,
    action: string,
    decide: (asset: AssetState) => Decision<AssetState>,
  ): Promise<void> {
    const repos = this.repositoriesIn(callers);
    const before = await assetOrNotFound(repos, organisationId, assetId);
    const state = stateOf(decided(decide(before)));
    const values: AssetValues = { ...state, status: state.status as AssetStatus, location: receipt.location, ...(receipt.grade && { condition: receipt.grade }) };
    const diff = changes<AssetValues>(before, values);
    if ((await repos.own.assets.update(organisationId, assetId, before.version, values, receipt.at)) === undefined) throw staleVersion();
    await repos.audit.append({
      organisationId,
      userId: receipt.actorId,
      impersonatorUserId: null,
      appSlug: receipt.appSlug,
      action,
      entityType: 'asset',
      entityId: assetId,
      ...diff,
    });
  }
}

