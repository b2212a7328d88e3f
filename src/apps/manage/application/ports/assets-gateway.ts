import type { LifeStory } from '../../../../domain/life-story';
import type { AssetStatus, ConditionGrade, ProductType } from '../../domain/asset-status';
import type { BulkOutcome, DownloadedFile, ListPage, ListRequest } from '../../../../application/ports/list-page';
import type { PersonRef } from '../../../../application/ports/person-ref';
import type { PlaceRef } from './places-gateway';

export type CustomFieldValue = string | number | boolean;

export interface Asset {
  readonly id: string;
  readonly assetTag: string;
  readonly serial: string | null;
  readonly productType: ProductType;
  readonly manufacturer: string | null;
  readonly model: string;
  readonly specs: string | null;
  readonly status: AssetStatus;
  readonly condition: ConditionGrade | null;
  readonly assignee: PersonRef | null;
  readonly location: PlaceRef | null;
  readonly purchaseDate: string | null;
  readonly costCents: number | null;
  readonly supplier: string | null;
  readonly invoiceNumber: string | null;
  readonly warrantyEnd: string | null;
  readonly endOfLife: string | null;
  readonly notes: string | null;
  readonly customFields: Readonly<Record<string, CustomFieldValue>>;
  /** The model of Manage Configure the asset is, whose type's custom fields it carries. */
  readonly modelId: string | null;
  /** The admin's label (Manage Configure) and what its type allows. */
  readonly statusLabel: { readonly id: string; readonly name: string; readonly type: 'deployable' | 'pending' | 'undeployable' | 'archived'; readonly colour: string } | null;
  /** Today's value by the model's or type's depreciation schedule, in cents. */
  readonly bookValueCents: number | null;
  /** A short-lived link to the photo for an image to show; every answer carries a fresh one. */
  readonly photoUrl: string | null;
  readonly archived: boolean;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly version: number;
}

export interface AssetFilters {
  readonly productType?: ProductType;
  readonly status?: AssetStatus;
  readonly locationId?: string;
  readonly assigneeId?: string;
  readonly archived?: boolean;
}

export type AssetQuery = ListRequest & AssetFilters;

/** A search counts its hits only up to a cap, and says when it stopped counting. */
interface AssetPage extends ListPage<Asset> {
  readonly totalCapped: boolean;
}

/** The fields a person edits; absent means unchanged, null means cleared. */
interface AssetFields {
  readonly serial?: string | null;
  readonly productType: ProductType;
  readonly manufacturer?: string | null;
  readonly model: string;
  readonly specs?: string | null;
  readonly condition?: ConditionGrade | null;
  readonly locationId?: string | null;
  readonly purchaseDate?: string | null;
  readonly costCents?: number | null;
  readonly supplier?: string | null;
  readonly invoiceNumber?: string | null;
  readonly warrantyEnd?: string | null;
  readonly endOfLife?: string | null;
  readonly notes?: string | null;
  readonly customFields?: Readonly<Record<string, CustomFieldValue>>;
  /** A model of Manage Configure: the asset carries its type's custom fields. */
  readonly modelId?: string;
  /** A status label of Manage Configure; one of the archived type archives the asset. */
  readonly statusLabelId?: string;
}

/** A photo on its way up: the file as the person chose it, the version they read, and who hears how far it got. */
export interface PhotoUpload {
  readonly file: Blob;
  readonly version: number;
  /** The share sent so far, 0 to 1. */
  readonly onProgress?: (sent: number) => void;
}

export interface NewAsset extends AssetFields {
  readonly assetTag: string;
  readonly status?: 'in-stock' | 'in-repair' | 'retired' | 'lost';
}

export interface AssetChanges extends Partial<AssetFields> {
  readonly assetTag?: string;
  readonly status?: AssetStatus;
  /** The version the person read: a newer one on the server answers 412. */
  readonly version: number;
}

export interface BulkAssetChanges {
  readonly status?: AssetStatus;
  readonly locationId?: string | null;
  readonly condition?: ConditionGrade | null;
  readonly supplier?: string | null;
}

/** One change in a record's history. */
export interface ActivityEntry {
  readonly id: string;
  readonly at: string;
  readonly action: string;
  readonly entityType: string;
  readonly entityId: string | null;
  readonly user: PersonRef | null;
  readonly impersonator: PersonRef | null;
  readonly before: unknown;
  readonly after: unknown;
}

/** A custom field name the organisation uses on one product type, and on how many of its working assets. */
export interface CustomFieldUse {
  readonly key: string;
  readonly count: number;
}

/** The overview's numbers: working assets of each status and product type, open findings, imported rows to review. */
export interface OverviewCounts {
  readonly byStatus: Readonly<Record<string, number>>;
  readonly byProductType: Readonly<Record<string, number>>;
  readonly openExceptions: number;
  readonly pendingImports: number;
}

export interface AssetsGateway {
  list(query: AssetQuery): Promise<AssetPage>;
  /** The overview's numbers, in one call. */
  overviewCounts(): Promise<OverviewCounts>;
  /** The whole filtered list as CSV. */
  exportCsv(query: Omit<AssetQuery, 'page' | 'pageSize'>): Promise<DownloadedFile>;
  /** The custom field names of one type's working assets, most used first. */
  customFields(productType: ProductType): Promise<readonly CustomFieldUse[]>;
  get(id: string): Promise<Asset>;
  create(asset: NewAsset): Promise<Asset>;
  update(id: string, changes: AssetChanges): Promise<Asset>;
  checkOut(id: string, request: { assigneeId: string; locationId?: string | null; note?: string | null; version: number }): Promise<Asset>;
  checkIn(id: string, request: { locationId?: string | null; note?: string | null; version: number }): Promise<Asset>;
  transfer(id: string, request: { assigneeId: string; note?: string | null; version: number }): Promise<Asset>;
  archive(id: string, request: { readonly version: number }): Promise<Asset>;
  restore(id: string, request: { readonly version: number }): Promise<Asset>;
  activity(id: string, request: ListRequest): Promise<ListPage<ActivityEntry>>;
  /** The asset's life across the apps. */
  story(id: string): Promise<LifeStory>;
  bulkEdit(request: { readonly ids: readonly string[]; readonly changes: BulkAssetChanges }): Promise<BulkOutcome>;
  bulkArchive(request: { readonly ids: readonly string[] }): Promise<BulkOutcome>;
  /** Gives the asset its photo or replaces it. */
  uploadPhoto(id: string, upload: PhotoUpload): Promise<Asset>;
  removePhoto(id: string, request: { readonly version: number }): Promise<Asset>;
}

export const ASSETS_GATEWAY = Symbol.for('AssetsGateway');
