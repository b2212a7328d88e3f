import { mockFleetConfig } from './configure-mock';
import { bookValueCents } from '../domain/book-value';
import type { AssetItem } from '../../../../contract/apps/manage/asset-schemas';
import type { ImportedValues } from '../../../../contract/apps/manage/review-schemas';
import type { ReviewReason } from '../domain/import-problems';
import { parseSort } from '../../../../contract/list';
import { checkOut, PRODUCT_TYPES, type AssetStatus } from '../domain/asset-status';
import type { Decision } from '../../../domain/rules/decision';
import { MockProblem, mockNotFound, type StaffCaller } from '../../../../tests/mocks/mock-route';
import { newId, type MockState, type MockUser } from '../../../../tests/mocks/mock-state';
import { ProblemTypes } from '../../../../contract/problem';
import { MANAGE_SLUG } from '../domain/slug';
import { purchasedAssetTags, purchasedTagPrefix } from '../domain/purchased-tag';
import { MockLifeStory } from './mock-life-story';
import { refused } from './mock-problems';
import { MOCK_DEMO_OFFICES } from '../../commerce/mocks/demo-offices';
import { mockPlaceOf } from './places-mock';

/** The Device Hub unit an asset was bought as, the key a retried shipment finds it by. */
interface MockPurchaseKey {
  readonly orderId: string;
  readonly lineId: string;
  readonly unit: number;
}
export type MockAsset = Omit<AssetItem, 'assignee' | 'location' | 'statusLabel' | 'bookValueCents'> & {
  organisationId: string;
  assigneeId: string | null;
  locationId: string | null;
  purchase?: MockPurchaseKey;
  /** Set when the admin gave a label of their own; otherwise the status's label, as the server's trigger gives it. */
  statusLabelId?: string;
};

/** A Device Hub parcel's devices, as the server's asset lifecycle port is handed them. */
interface MockDevicePurchase {
  readonly orderId: string;
  readonly orderNumber: number;
  readonly purchaseDate: string;
  readonly supplier: string;
  readonly invoiceNumber: string | null;
  readonly devices: readonly (Omit<MockPurchaseKey, 'orderId'> & Pick<MockAsset, 'model' | 'productType' | 'serial' | 'costCents'>)[];
  readonly appSlug: string;
}
/** An accessory as the stores see it (the server's accessory stock port). */
export interface MockStockAccessory {
  readonly id: string;
  readonly name: string;
  readonly category: string;
  readonly total: number;
  readonly available: number;
}
export interface MockAccessory {
  id: string;
  organisationId: string;
  name: string;
  category: string;
  manufacturer: string | null;
  locationId: string | null;
  total: number;
  available: number;
  lowStockThreshold: number;
  costCents: number | null;
  notes: string | null;
  archived: boolean;
  createdAt: string;
  version: number;
  checkouts: { id: string; userId: string; quantity: number; at: string }[];
}
interface MockSoftware {
  id: string;
  organisationId: string;
  name: string;
  publisher: string | null;
  category: string | null;
  notes: string | null;
  createdAt: string;
  version: number;
}
export interface MockLicence {
  id: string;
  organisationId: string;
  softwareId: string;
  name: string;
  key: string | null;
  seats: number;
  expiresOn: string | null;
  renewalOn: string | null;
  costCents: number | null;
  supplier: string | null;
  notes: string | null;
  createdAt: string;
  version: number;
  assignments: { id: string; userId: string | null; assetId: string | null; at: string }[];
}
interface MockImport {
  id: string;
  organisationId: string;
  batchId: string;
  line: number;
  source: string;
  values: ImportedValues;
  reasons: ReviewReason[];
  state: 'pending' | 'accepted' | 'merged' | 'rejected';
  resultAssetId: string | null;
  createdAt: string;
  version: number;
}

/** An asset or seat an import could not give yet, as the server keeps it. */
interface MockWaiting {
  id: string;
  organisationId: string;
  batchId: string;
  line: number;
  entityType: 'asset' | 'licence';
  entityId: string;
  label: string;
  holder: string;
  createdAt: string;
}

export const nowIso = () => new Date().toISOString();

/** A store's order changes the accessories as the person who placed or handles it, never through an impersonation. */
const NO_IMPERSONATION = { impersonatorUserId: null };

/** Manage's records beside the shell's, per mock state; Acme starts with a small fleet like the server's demo seed. */
class ManageMockData {
  readonly assets: MockAsset[] = [];
  readonly accessories: MockAccessory[] = [];
  readonly software: MockSoftware[] = [];
  readonly licences: MockLicence[] = [];
  readonly imports: MockImport[] = [];
  readonly waiting: MockWaiting[] = [];
  readonly offboarded = new Map<string, string>();
  /** Units a store's order holds of an accessory until it ships or is cancelled, already out of `available`. */
  readonly reservations: { organisationId: string; accessoryId: string; orderId: string; quantity: number }[] = [];
  readonly story = new MockLifeStory();

  constructor(readonly state: MockState) {
    const eve = state.users.find((user) => user.role === 'employee')!;
    // The server's demo seed's accessories, whose counts the Shop's dock and headset sell; Eve holds every headset,
    // so the Shop has one product out of stock.
    for (const { held, ...accessory } of [
      { name: 'USB-C dock', category: 'Docks', total: 25, lowStockThreshold: 5, held: 0 },
      { name: 'Wireless keyboard', category: 'Keyboards', total: 40, lowStockThreshold: 10, held: 0 },
      { name: 'Noise-cancelling headset', category: 'Headsets', total: 6, lowStockThreshold: 8, held: 6 },
    ]) {
      const checkouts = held > 0 ? [{ id: newId(), userId: eve.id, quantity: held, at: nowIso() }] : [];
      const values = { manufacturer: null, locationId: MOCK_DEMO_OFFICES[0].id, costCents: null, notes: null, ...accessory, available: accessory.total - held, archived: false, createdAt: nowIso(), version: 1, checkouts };
      this.accessories.push({ id: newId(), organisationId: eve.organisationId, ...values });
    }
    for (let n = 1; n <= 12; n++) {
      const productType = PRODUCT_TYPES[(n - 1) % PRODUCT_TYPES.length]!;
      const held = n % 4 === 0;
      const asset = this.addAsset(eve.organisationId, {
        assetTag: `ACME-${String(n).padStart(4, '0')}`,
        serial: `SN${(0x9a3f00 + n * 7919).toString(16).toUpperCase()}`,
        productType,
        model: `Demo ${productType}`,
        status: held ? 'deployed' : 'in-stock',
        assigneeId: held ? eve.id : null,
        locationId: MOCK_DEMO_OFFICES[n % MOCK_DEMO_OFFICES.length]!.id,
      });
      this.story.tellOfAsset(asset, 'added', null, null, '2026-01-15T09:00:00.000Z');
      if (held) this.story.tellOfAsset(asset, 'checked-out', eve.id, null, '2026-02-02T10:30:00.000Z');
    }
  }

  addAsset(organisationId: string, values: Partial<MockAsset> & Pick<MockAsset, 'assetTag' | 'productType' | 'model'>): MockAsset {
    const at = nowIso();
    const asset: MockAsset = {
      id: newId(),
      organisationId,
      serial: null,
      manufacturer: null,
      specs: null,
      status: 'in-stock' as AssetStatus,
      condition: null,
      assigneeId: null,
      locationId: null,
      purchaseDate: null,
      costCents: null,
      supplier: null,
      invoiceNumber: null,
      warrantyEnd: null,
      endOfLife: null,
      notes: null,
      customFields: {},
      modelId: null,
      photoUrl: null,
      archived: false,
      createdAt: at,
      updatedAt: at,
      version: 1,
      ...values,
    };
    this.assets.push(asset);
    return asset;
  }

  person(organisationId: string, id: string | null) {
    const user = id ? this.state.user(organisationId, id) : undefined;
    return user ? { id: user.id, name: user.name, email: user.email } : null;
  }

  assetItem(asset: MockAsset): AssetItem {
    const { organisationId: _organisation, assigneeId, locationId, purchase: _purchase, statusLabelId, ...rest } = asset;
    const config = mockFleetConfig(this.state, asset.organisationId);
    const label = config.labels.find((candidate) => candidate.id === statusLabelId) ?? config.labelOfStatus(asset.status, asset.archived);
    const schedule = config.scheduleOfModel(asset.modelId);
    return {
      ...rest,
      statusLabel: config.labelRef(label),
      bookValueCents: schedule ? bookValueCents({ costCents: asset.costCents, purchaseDate: asset.purchaseDate, ...schedule }, nowIso().slice(0, 10)) : null,
      assignee: this.person(asset.organisationId, assigneeId),
      location: mockPlaceOf(this.state, locationId),
    };
  }

  /** Whether every word typed is in the asset's tag, serial, maker, model or holder, as the server's search finds it. */
  matches(asset: MockAsset, q: string | undefined): boolean {
    const words = q?.toLowerCase().split(/\s+/).map((word) => word.replace(/[^\p{L}\p{N}]+/gu, '')).filter(Boolean) ?? [];
    const who = this.person(asset.organisationId, asset.assigneeId);
    const text = [asset.assetTag, asset.serial, asset.manufacturer, asset.model, who?.name, who?.email].join(' ').toLowerCase().replace(/[^\p{L}\p{N} ]+/gu, '');
    return words.every((word) => text.includes(word));
  }

  /** The live assets another app finds through the asset lifecycle port, in its order: oldest purchase first, then by tag. */
  fleet(organisationId: string, query: { readonly search?: string | undefined; readonly limit: number }): MockAsset[] {
    const day = (asset: MockAsset) => asset.purchaseDate ?? '9999-12-31';
    return this.assets
      .filter((asset) => asset.organisationId === organisationId && !asset.archived && this.matches(asset, query.search))
      .sort((a, b) => day(a).localeCompare(day(b)) || a.assetTag.localeCompare(b.assetTag))
      .slice(0, query.limit);
  }

  asset(user: MockUser, id: string): MockAsset {
    const asset = this.assets.find((a) => a.id === id && a.organisationId === user.organisationId);
    if (!asset) throw mockNotFound('asset');
    return asset;
  }

  /** The assets an order's devices became, in the order they were made (DH12-2 before DH12-10), as the server answers them. */
  purchased(organisationId: string, orderId: string): MockAsset[] {
    return this.assets
      .filter((asset) => asset.organisationId === organisationId && asset.purchase?.orderId === orderId)
      .sort((a, b) => a.assetTag.length - b.assetTag.length || a.assetTag.localeCompare(b.assetTag));
  }

  /**
   * As the server's port: each device not yet an asset becomes one in stock, tagged after its order, with an entry
   * in its history; nothing is made when another asset has one of the serials, which are answered instead.
   */
  receivePurchased({ user, session }: StaffCaller, purchase: MockDevicePurchase): { takenSerials: string[] } {
    const made = this.purchased(user.organisationId, purchase.orderId);
    const fresh = purchase.devices.filter((device) => !made.some((asset) => asset.purchase?.lineId === device.lineId && asset.purchase.unit === device.unit));
    const serials = new Set(this.assets.filter((asset) => asset.organisationId === user.organisationId).map((asset) => asset.serial));
    const takenSerials = fresh.flatMap((device) => (device.serial !== null && serials.has(device.serial) ? [device.serial] : []));
    if (takenSerials.length > 0) return { takenSerials };
    const prefix = purchasedTagPrefix(purchase.orderNumber);
    const given = new Set(this.assets.filter((asset) => asset.organisationId === user.organisationId && asset.assetTag.startsWith(prefix)).map((asset) => asset.assetTag));
    const tags = purchasedAssetTags(purchase.orderNumber, made.length + 1, fresh.length, given);
    for (const [index, { lineId, unit, ...device }] of fresh.entries()) {
      const values = {
        assetTag: tags[index]!,
        ...device,
        status: 'in-stock' as const,
        purchaseDate: purchase.purchaseDate,
        supplier: purchase.supplier,
        invoiceNumber: purchase.invoiceNumber,
      };
      const asset = this.addAsset(user.organisationId, { ...values, purchase: { orderId: purchase.orderId, lineId, unit } });
      this.state.record(user, session, { action: 'asset.bought', entityType: 'asset', entityId: asset.id, appSlug: purchase.appSlug, after: { ...values, orderNumber: purchase.orderNumber } });
    }
    return { takenSerials: [] };
  }

  /** The order reached its buyer: what of its devices is still in stock is checked out to them. */
  handOverPurchased({ user, session }: StaffCaller, orderId: string, holderId: string, appSlug: string): void {
    for (const asset of this.purchased(user.organisationId, orderId).filter((each) => each.status === 'in-stock' && !each.archived)) {
      const decision = checkOut(asset, holderId);
      if (!decision.ok) continue;
      const before = { status: asset.status, assigneeId: asset.assigneeId };
      Object.assign(asset, { status: decision.value.status, assigneeId: decision.value.assigneeId, version: asset.version + 1, updatedAt: nowIso() });
      this.state.record(user, session, { action: 'asset.checked-out', entityType: 'asset', entityId: asset.id, appSlug, before, after: { status: asset.status, assigneeId: asset.assigneeId } });
    }
  }

  /** As the server's accessory stock port: the accessories a store's product may sell, or these, archived ones at none. */
  stockAccessories(organisationId: string, ids?: readonly string[]): MockStockAccessory[] {
    return this.accessories
      .filter((accessory) => accessory.organisationId === organisationId && (ids ? ids.includes(accessory.id) : !accessory.archived))
      .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
      .map(({ id, name, category, total, available, archived }) => ({ id, name, category, total, available: archived ? 0 : available }));
  }

  /** Takes an order's units off the counts, all or none; answers the accessories that were short. */
  reserveAccessories(user: MockUser, orderId: string, demand: readonly { accessoryId: string; quantity: number }[], appSlug: string): string[] {
    const levels = this.stockAccessories(user.organisationId, demand.map((line) => line.accessoryId));
    const short = demand.filter((line) => (levels.find((level) => level.id === line.accessoryId)?.available ?? 0) < line.quantity).map((line) => line.accessoryId);
    if (short.length > 0) return short;
    for (const { accessoryId, quantity } of demand) {
      const accessory = this.accessories.find((each) => each.id === accessoryId)!;
      Object.assign(accessory, { available: accessory.available - quantity, version: accessory.version + 1 });
      this.reservations.push({ organisationId: user.organisationId, accessoryId, orderId, quantity });
      this.state.record(user, NO_IMPERSONATION, { action: 'accessory.reserved', entityType: 'accessory', entityId: accessoryId, appSlug, after: { orderId, quantity } });
    }
    return [];
  }

  /** The order was cancelled (what it holds goes back) or shipped (what it holds is checked out to the buyer). */
  settleReservations(user: MockUser, orderId: string, outcome: { readonly holderId: string | null }, appSlug: string): void {
    for (const reservation of this.reservations.filter((each) => each.organisationId === user.organisationId && each.orderId === orderId)) {
      this.reservations.splice(this.reservations.indexOf(reservation), 1);
      const accessory = this.accessories.find((each) => each.id === reservation.accessoryId)!;
      const { quantity } = reservation;
      if (outcome.holderId === null) {
        Object.assign(accessory, { available: accessory.available + quantity, version: accessory.version + 1 });
        this.state.record(user, NO_IMPERSONATION, { action: 'accessory.released', entityType: 'accessory', entityId: accessory.id, appSlug, after: { orderId, quantity } });
      } else {
        accessory.checkouts.push({ id: newId(), userId: outcome.holderId, quantity, at: nowIso() });
        this.state.record(user, NO_IMPERSONATION, { action: 'accessory.checked-out', entityType: 'accessory', entityId: accessory.id, appSlug, after: { userId: outcome.holderId, quantity, orderId } });
      }
    }
  }

  /** The same duplicate rule as the server's unique indexes, answered as the same field error. */
  checkUnique(organisationId: string, values: { assetTag?: string | undefined; serial?: string | null | undefined }, except?: string) {
    const others = this.assets.filter((a) => a.organisationId === organisationId && a.id !== except);
    const clash = (path: string, message: string) => new MockProblem(409, ProblemTypes.conflict, 'Already in use', [{ path, message }]);
    if (values.assetTag && others.some((a) => a.assetTag === values.assetTag)) throw clash('body.assetTag', 'another asset has this tag');
    if (values.serial && others.some((a) => a.serial === values.serial)) throw clash('body.serial', 'another asset has this serial');
  }
}

const data = new WeakMap<MockState, ManageMockData>();
export function manageDataOf(state: MockState): ManageMockData {
  let found = data.get(state);
  if (!found) data.set(state, (found = new ManageMockData(state)));
  return found;
}

/** Sorts by a field of the items, `-field` descending, then by id so pages never overlap. */
export function sorted<T extends { id: string }>(items: T[], sort: string | undefined, fallback: string): T[] {
  const { field, descending } = parseSort(sort, fallback);
  const value = (item: T) => String((item as Record<string, unknown>)[field] ?? '');
  return [...items].sort((a, b) => (descending ? -1 : 1) * value(a).localeCompare(value(b)) || a.id.localeCompare(b.id));
}

/** What every Manage mock handler needs: the trail, the organisation's own records, and the domain's refusals. */
export function manageKit(state: MockState, data: ManageMockData) {
  const audit = ({ user, session }: StaffCaller, action: string, entityType: string, entityId: string, after: unknown = null, before: unknown = null) =>
    state.record(user, session, { action, entityType, entityId, appSlug: MANAGE_SLUG, after, before });
  const mine = <T extends { organisationId: string }>(caller: StaffCaller, items: T[]) => items.filter((item) => item.organisationId === caller.user.organisationId);
  const findIn = <T extends { id: string; organisationId: string }>(caller: StaffCaller, items: T[], id: string, what: string) => {
    const found = mine(caller, items).find((item) => item.id === id);
    if (!found) throw mockNotFound(what);
    return found;
  };
  const decided = <T>(decision: Decision<T>): T => {
    if (!decision.ok) throw refused(decision.reason, decision.code, decision.params);
    return decision.value;
  };
  const personOrNotFound = (caller: StaffCaller, id: string) => {
    if (!state.user(caller.user.organisationId, id)) throw mockNotFound('person');
    if (data.offboarded.has(id)) throw refused('This person has been offboarded.', 'person-offboarded');
  };
  return { audit, mine, findIn, personOrNotFound, decided };
}
