import { changeStatus, checkIn, checkOut, isHeld, PRODUCT_TYPES, type AssetState, type AssetStatus, type ProductType } from '../../../../src/apps/manage/domain/asset-status';
import { purchasedAssetTags, purchasedTagPrefix } from '../../../../src/apps/manage/domain/purchased-tag';
import type { Decision } from '../../../../src/domain/rules/decision';
import {
  changes,
  decided,
  staleVersion,
  type AppRepositoriesIn,
  type AssetLifecyclePort,
  type DeviceChange,
  type DeviceHandover,
  type DevicePurchase,
  type DeviceReceipt,
  type FleetQuery,
  type PlacesPort,
  type Repositories,
} from '../../../kernel';
import type { ManageOwnRepositories } from '../repositories/repositories';
import type { AssetValues } from '../repositories/asset-repository';
import { assetConfigOf, configuredOf } from './asset-config';
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

const productTypeOf = (type: string): ProductType => (PRODUCT_TYPES as readonly string[]).includes(type) ? (type as ProductType) : 'other';

/**
 * Manage's side of the asset lifecycle port: campaigns read the fleet and return devices to it, and the Device Hub's
 * orders add theirs, through here, each call on Manage's repositories in the caller's transaction.
 */
export class ManageAssetLifecycle implements AssetLifecyclePort {
  constructor(
    private readonly repositoriesIn: AppRepositoriesIn<ManageOwnRepositories>,
    private readonly places: () => PlacesPort,
  ) {}

  devices(callers: Repositories, organisationId: string, query: FleetQuery) {
    return this.repositoriesIn(callers).own.fleet.devices(organisationId, query);
  }

  /** The fleet with each asset's book value worked out as Manage's asset pages work it out (configuredOf). */
  async inventory(callers: Repositories, organisationId: string, now: Date) {
    const repos = this.repositoriesIn(callers);
    const config = await assetConfigOf(repos, organisationId, now);
    return (await repos.own.fleet.inventory(organisationId)).map(({ modelId, costCents, statusLabelId, ...asset }) => ({
      ...asset,
      bookValueCents: configuredOf({ modelId, costCents, statusLabelId, purchaseDate: asset.purchaseDate }, config).bookValueCents,
    }));
  }

  markReceived(callers: Repositories, organisationId: string, assetId: string, receipt: DeviceReceipt) {
    return this.change(callers, organisationId, assetId, receipt, 'asset.received', backInStock, true);
  }

  markRecycled(callers: Repositories, organisationId: string, assetId: string, receipt: DeviceReceipt) {
    return this.change(callers, organisationId, assetId, receipt, 'asset.recycled', retired);
  }

  markSold(callers: Repositories, organisationId: string, assetId: string, receipt: DeviceReceipt) {
    return this.change(callers, organisationId, assetId, receipt, 'asset.sold', retired);
  }

  /**
   * Each device not yet made an asset becomes one, in stock, tagged after its order (purchasedAssetTags); what a
   * retry made already is left as it is, so each unit is one asset however often it ships.
   */
  async receivePurchasedDevices(callers: Repositories, organisationId: string, purchase: DevicePurchase) {
    const repos = this.repositoriesIn(callers);
    const made = await repos.own.fleet.purchased(organisationId, purchase.orderId);
    const isMade = (device: { lineId: string; unit: number }) => made.some((asset) => asset.lineId === device.lineId && asset.unit === device.unit);
    const fresh = purchase.devices.filter((device) => !isMade(device));
    const takenSerials = await repos.own.fleet.takenSerials(organisationId, fresh.flatMap((device) => (device.serial === null ? [] : [device.serial])));
    if (takenSerials.length > 0) return { takenSerials };
    const given = await repos.own.fleet.tagsStartingWith(organisationId, purchasedTagPrefix(purchase.orderNumber));
    const tags = purchasedAssetTags(purchase.orderNumber, made.length + 1, fresh.length, given);
    for (const [index, device] of fresh.entries()) {
      const values = {
        assetTag: tags[index]!,
        serial: device.serial,
        productType: productTypeOf(device.productType),
        model: device.model,
        status: 'in-stock' as const,
        purchaseDate: purchase.purchaseDate,
        costCents: device.costCents,
        supplier: purchase.supplier,
        invoiceNumber: purchase.invoiceNumber,
      };
      const assetId = await repos.own.assets.insert({
        ...values,
        organisationId,
        purchaseOrderId: purchase.orderId,
        purchaseLineId: device.lineId,
        purchaseUnit: device.unit,
        updatedAt: purchase.at,
      });
      await repos.audit.append({
        organisationId,
        userId: purchase.actorId,
        impersonatorUserId: null,
        appSlug: purchase.appSlug,
        action: 'asset.bought',
        entityType: 'asset',
        entityId: assetId,
        before: null,
        // The order's number names the entry ("Bought through Device Hub order #12"); the rest is what the asset starts with.
        after: { ...values, orderNumber: purchase.orderNumber },
      });
    }
    return { takenSerials: [] };
  }

  async purchasedDevices(callers: Repositories, organisationId: string, orderId: string) {
    const assets = await this.repositoriesIn(callers).own.fleet.purchased(organisationId, orderId);
    return assets.map(({ assetId, assetTag, serial, lineId, unit }) => ({ assetId, assetTag, serial, lineId, unit }));
  }

  /** Only what is still in stock goes to the buyer: a device someone already moved on or archived stays as it is. */
  async handOverPurchasedDevices(callers: Repositories, organisationId: string, orderId: string, handover: DeviceHandover) {
    const repos = this.repositoriesIn(callers);
    const inStock = (await repos.own.fleet.purchased(organisationId, orderId)).filter((asset) => asset.status === 'in-stock' && !asset.archived);
    const receipt = { grade: null, location: null, actorId: handover.actorId, appSlug: handover.appSlug, at: handover.at };
    for (const asset of inStock) await this.change(callers, organisationId, asset.assetId, receipt, 'asset.checked-out', (state) => checkOut(state, handover.holderId));
  }

  markInRepair(callers: Repositories, organisationId: string, assetId: string, change: DeviceChange) {
    return this.change(callers, organisationId, assetId, { ...change, grade: null, location: null }, 'asset.in-repair', (state) => changeStatus(state, 'in-repair'));
  }

  /** Back from repair to stock, then to the person who sent it when there is one. */
  markRepaired(callers: Repositories, organisationId: string, assetId: string, change: DeviceChange & { readonly holderId: string | null }) {
    const { holderId } = change;
    return this.change(callers, organisationId, assetId, { ...change, grade: null, location: null }, 'asset.repaired', (state) => {
      const back = changeStatus(state, 'in-stock');
      return back.ok && holderId !== null ? checkOut(back.value, holderId) : back;
    });
  }

  lend(callers: Repositories, organisationId: string, assetId: string, handover: DeviceHandover) {
    const receipt = { grade: null, location: null, actorId: handover.actorId, appSlug: handover.appSlug, at: handover.at };
    return this.change(callers, organisationId, assetId, receipt, 'asset.checked-out', (state) => checkOut(state, handover.holderId));
  }

  /** Only the location changes; the trail names it `asset.relocated`, under the app that moved it. */
  async moveTo(callers: Repositories, organisationId: string, assetId: string, locationId: string, change: DeviceChange) {
    const repos = this.repositoriesIn(callers);
    const before = await assetOrNotFound(repos, organisationId, assetId);
    const diff = changes<AssetValues>(before, { locationId });
    if ((await repos.own.assets.update(organisationId, assetId, before.version, { locationId }, change.at)) === undefined) throw staleVersion();
    await repos.audit.append({ organisationId, userId: change.actorId, impersonatorUserId: null, appSlug: change.appSlug, action: 'asset.relocated', entityType: 'asset', entityId: assetId, ...diff });
  }

  private async change(
    callers: Repositories,
    organisationId: string,
    assetId: string,
    receipt: Omit<DeviceReceipt, 'location'> & { readonly location: string | null },
    action: string,
    decide: (asset: AssetState) => Decision<AssetState>,
    /** Back at one of the company's sites (matched or added by name), rather than gone to a recycler or a buyer. */
    atSite = false,
  ): Promise<void> {
    const repos = this.repositoriesIn(callers);
    const before = await assetOrNotFound(repos, organisationId, assetId);
    const state = stateOf(decided(decide(before)));
    const site = receipt.location === null ? undefined : atSite ? await this.siteNamed(callers, organisationId, receipt.location) : null;
    const values: AssetValues = {
      ...state,
      status: state.status as AssetStatus,
      ...(site !== undefined && { locationId: site }),
      ...(receipt.grade && { condition: receipt.grade }),
    };
    const diff = changes<AssetValues>(before, values);
    // Where it went when that is no site of the company (a recycler, a buyer, in the campaign's words): the trail keeps them.
    const after = receipt.location && site === null ? { ...diff.after, wentTo: receipt.location } : diff.after;
    if ((await repos.own.assets.update(organisationId, assetId, before.version, values, receipt.at)) === undefined) throw staleVersion();
    await repos.audit.append({
      organisationId,
      userId: receipt.actorId,
      impersonatorUserId: null,
      appSlug: receipt.appSlug,
      action,
      entityType: 'asset',
      entityId: assetId,
      before: diff.before,
      after,
    });
  }

  /** The site a device came back to, by the name the campaign gives: found in any case, or added to Locations. */
  private async siteNamed(callers: Repositories, organisationId: string, name: string): Promise<string | null> {
    const key = name.trim().toLowerCase();
    if (!key) return null;
    return (await this.places().matchOrAdd(callers, organisationId, [{ name }])).ids.get(key) ?? null;
  }
}
