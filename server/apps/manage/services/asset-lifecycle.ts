import { changeStatus, checkIn, isHeld, type AssetState, type AssetStatus } from '../../../../src/apps/manage/domain/asset-status';
import type { Decision } from '../../../../src/domain/rules/decision';
import { staleVersion } from '../../../problems';
import type { Repositories } from '../../../repositories';
import type { AssetLifecyclePort, DeviceReceipt, FleetQuery } from '../../../ports/asset-lifecycle-port';
import type { AssetValues } from '../repositories/asset-repository';
import { assetOrNotFound } from './asset-service';
import { changes, decided, stateOf } from './support';

/** Back in the organisation's hands: a held asset is checked in, one in repair or lost comes back to stock. */
function backInStock(asset: AssetState): Decision<AssetState> {
  return isHeld(asset.status) ? checkIn(asset) : changeStatus(asset, 'in-stock');
}

/** Retiring goes through stock when the asset is still held: the domain retires only what the organisation has. */
function retired(asset: AssetState): Decision<AssetState> {
  const back = backInStock(asset);
  return back.ok ? changeStatus(back.value, 'retired') : back;
}

/** Manage's side of the asset lifecycle port: campaigns read the fleet and return devices to it through here. */
export class ManageAssetLifecycle implements AssetLifecyclePort {
  devices(repos: Repositories, organisationId: string, query: FleetQuery) {
    return repos.manage.fleet.devices(organisationId, query);
  }

  markReceived(repos: Repositories, organisationId: string, assetId: string, receipt: DeviceReceipt) {
    return this.change(repos, organisationId, assetId, receipt, 'asset.received', backInStock);
  }

  markRecycled(repos: Repositories, organisationId: string, assetId: string, receipt: DeviceReceipt) {
    return this.change(repos, organisationId, assetId, receipt, 'asset.recycled', retired);
  }

  markSold(repos: Repositories, organisationId: string, assetId: string, receipt: DeviceReceipt) {
    return this.change(repos, organisationId, assetId, receipt, 'asset.sold', retired);
  }

  private async change(
    repos: Repositories,
    organisationId: string,
    assetId: string,
    receipt: DeviceReceipt,
    action: string,
    decide: (asset: AssetState) => Decision<AssetState>,
  ): Promise<void> {
    const before = await assetOrNotFound(repos, organisationId, assetId);
    const state = stateOf(decided(decide(before)));
    const values: AssetValues = { ...state, status: state.status as AssetStatus, location: receipt.location, ...(receipt.grade && { condition: receipt.grade }) };
    const diff = changes<AssetValues>(before, values);
    if ((await repos.manage.assets.update(organisationId, assetId, before.version, values, receipt.at)) === undefined) throw staleVersion();
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

/** Typed by the port alone: the app's definition must not infer its type from the repositories it is part of. */
export const manageAssetLifecycle: AssetLifecyclePort = new ManageAssetLifecycle();
