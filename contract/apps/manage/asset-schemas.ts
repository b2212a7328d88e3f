import * as z from 'zod';
import { text } from '../../text';
import { ASSET_STATUSES, CONDITION_GRADES, PRODUCT_TYPES } from '../../../src/apps/manage/domain/asset-status';
import { STATUS_LABEL_TYPES } from '../../../src/apps/manage/domain/fleet-config';
import { Cents, Day, Id, Notes, OptionalText, PersonRef, ShortText, Timestamp, Version } from '../../common';
import { listAnswer, listQuery, QueryFlag } from '../../list';
import { BulkIds } from '../../records';
import { LocationField, PlaceRef } from './place-schemas';

export const AssetStatus = z.enum(ASSET_STATUSES);
export const ProductType = z.enum(PRODUCT_TYPES);
const ConditionGrade = z.enum(CONDITION_GRADES);
export const StatusLabelType = z.enum(STATUS_LABEL_TYPES);
/** The admin's status label an asset carries (Manage Configure), with what its type allows. */
export const StatusLabelRef = z.object({ id: Id, name: text(), type: StatusLabelType, colour: text() });

const CustomFields = z.record(text().max(60), z.union([text().max(500), z.number(), z.boolean()]));

export const AssetItem = z.object({
  id: Id,
  assetTag: text(),
  serial: text().nullable(),
  productType: ProductType,
  manufacturer: text().nullable(),
  model: text(),
  specs: text().nullable(),
  status: AssetStatus,
  condition: ConditionGrade.nullable(),
  assignee: PersonRef.nullable(),
  location: PlaceRef.nullable(),
  purchaseDate: Day.nullable(),
  costCents: Cents.nullable(),
  supplier: text().nullable(),
  invoiceNumber: text().nullable(),
  warrantyEnd: Day.nullable(),
  endOfLife: Day.nullable(),
  notes: text().nullable(),
  customFields: CustomFields,
  /** The model in Manage Configure its names describe. */
  modelId: Id.nullable(),
  statusLabel: StatusLabelRef.nullable(),
  /** Today's value by its model's (or type's) depreciation schedule; null without a schedule, cost or purchase date. */
  bookValueCents: Cents.nullable(),
  /** A short-lived signed link to the photo, for `<img src>`; a fresh one comes with every answer. */
  photoUrl: text().nullable(),
  archived: z.boolean(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  version: Version,
});
export type AssetItem = z.infer<typeof AssetItem>;

const editableFields = {
  serial: text().trim().min(1).max(80).nullable().optional(),
  productType: ProductType,
  manufacturer: OptionalText,
  model: ShortText,
  specs: text().trim().max(500).nullable().optional(),
  condition: ConditionGrade.nullable().optional(),
  locationId: LocationField,
  purchaseDate: Day.nullable().optional(),
  costCents: Cents.nullable().optional(),
  supplier: OptionalText,
  invoiceNumber: OptionalText,
  warrantyEnd: Day.nullable().optional(),
  endOfLife: Day.nullable().optional(),
  notes: Notes,
  customFields: CustomFields.optional(),
  /** A model of Manage Configure: its names, maker and kind become the asset's. */
  modelId: Id.optional(),
  /** A label of Manage Configure; one of the archived type archives the asset. */
  statusLabelId: Id.optional(),
};

const AssetTag = text().trim().min(1).max(64);

/** A new asset starts on the shelf, in repair, retired or lost; it is deployed by checking it out. */
export const CreateAssetRequest = z.strictObject({
  assetTag: AssetTag,
  status: z.enum(['in-stock', 'in-repair', 'retired', 'lost']).optional(),
  ...editableFields,
});

export const UpdateAssetRequest = z.strictObject({
  assetTag: AssetTag.optional(),
  status: AssetStatus.optional(),
  ...z.object(editableFields).partial().shape,
  version: Version,
});

/** A photo is uploaded or removed against the version the person read, like every other change of the asset. */
export const PhotoQuery = z.strictObject({ version: z.coerce.number().pipe(Version) });

export const CheckOutRequest = z.strictObject({ assigneeId: Id, locationId: LocationField, note: Notes, version: Version });
export const CheckInRequest = z.strictObject({ locationId: LocationField, note: Notes, version: Version });
export const TransferRequest = z.strictObject({ assigneeId: Id, note: Notes, version: Version });

const AssetSortFields = ['assetTag', 'serial', 'model', 'status', 'purchaseDate', 'warrantyEnd', 'updatedAt'] as const;
const assetFilters = {
  productType: ProductType.optional(),
  status: AssetStatus.optional(),
  locationId: Id.optional(),
  assigneeId: Id.optional(),
  /** The archive view; the working lists leave archived assets out. */
  archived: QueryFlag.optional(),
};
/** `q` searches tag, serial, manufacturer, model and the assignee's name and address. */
export const AssetListQuery = listQuery(AssetSortFields, assetFilters);
/**
 * A search counts its matches only up to ASSET_COUNT_CAP, then stops and says so: the screen shows "2,000+" and
 * still pages. Browsing and filtering without `q` always answer the exact total.
 */
export const ASSET_COUNT_CAP = 2000;
export const AssetList = listAnswer(AssetItem).extend({ totalCapped: z.boolean() });

/** How many working (non-archived) assets there are of each status and of each product type: the overview's numbers. */
const AssetCounts = z.object({
  byStatus: z.record(z.enum(ASSET_STATUSES), z.int().min(0)),
  byProductType: z.record(z.enum(PRODUCT_TYPES), z.int().min(0)),
});
/**
 * Every number of Manage's overview in one call: the asset counts, the open data-quality findings and the imported rows
 * awaiting review. One request, not one per figure: on a busy server a burst of small calls gets shed (503).
 */
export const ManageOverviewCounts = AssetCounts.extend({
  openExceptions: z.int().min(0),
  pendingImports: z.int().min(0),
});
export const AssetExportQuery = AssetListQuery.omit({ page: true, pageSize: true });

/** How many names the custom-field offer lists: enough for any real form, bounded for an organisation that typed many. */
export const CUSTOM_FIELD_NAMES_LIMIT = 50;
export const CustomFieldNamesQuery = z.strictObject({ productType: ProductType });
/** The custom field names the organisation's working assets of one type use, most used first. */
export const CustomFieldNames = z.object({
  fields: z.array(z.object({ key: text(), count: z.int().min(1) })).max(CUSTOM_FIELD_NAMES_LIMIT),
});

export const BulkEditAssetsRequest = z.strictObject({
  ids: BulkIds,
  changes: z
    .strictObject({ status: AssetStatus.optional(), locationId: LocationField, condition: ConditionGrade.nullable().optional(), supplier: OptionalText })
    .refine((changes) => Object.keys(changes).length > 0, { message: 'name at least one change' }),
});
export const BulkArchiveAssetsRequest = z.strictObject({ ids: BulkIds });
