import * as z from 'zod';
import { text } from '../../text';
import { Cents, Id, Timestamp } from '../../common';
import { listAnswer, listQuery, SearchText } from '../../list';
import { ITEM_KINDS, ITEM_STATUSES } from '../../../src/apps/manage/domain/fleet-items';
import { AssetItem, StatusLabelRef } from './asset-schemas';
import { PlaceRef } from './place-schemas';

export const ItemKind = z.enum(ITEM_KINDS);
export const ItemStatus = z.enum(ITEM_STATUSES);

/** One thing the organisation owns, whatever its kind: what All assets lists and exports. */
export const FleetItem = z.object({
  kind: ItemKind,
  id: Id,
  name: text(),
  /** An asset's tag; other kinds have none. */
  tag: text().nullable(),
  serial: text().nullable(),
  status: ItemStatus,
  /** An asset's product type, or the category of the others (a licence's software category). */
  category: text().nullable(),
  location: PlaceRef.nullable(),
  /** Who holds an asset; counted kinds are held by many, see their page. */
  holder: text().nullable(),
  /** What is left (on the shelf, free seats), of `total`; an asset is one of one. */
  quantity: z.int().min(0),
  total: z.int().min(0),
  /** An asset's status label; other kinds have none. */
  statusLabel: StatusLabelRef.nullable(),
  /** An asset's value today by its depreciation schedule; null for other kinds and an asset without one. */
  bookValueCents: Cents.nullable(),
  createdAt: Timestamp,
});
export type FleetItem = z.infer<typeof FleetItem>;

const FleetFilters = {
  kind: ItemKind.optional(),
  status: ItemStatus.optional(),
  locationId: Id.optional(),
  category: text().trim().min(1).max(120).optional(),
};
export const FleetSortFields = ['name', 'kind', 'tag', 'status', 'category', 'quantity', 'createdAt'] as const;
export const FleetListQuery = listQuery(FleetSortFields, FleetFilters);
export const FleetList = listAnswer(FleetItem);
export const FleetExportQuery = z.strictObject({ q: SearchText, sort: FleetListQuery.shape.sort, ...FleetFilters });

/** What a person types or scans to find one asset: a tag, a serial, or the address a label's QR code holds. */
export const AssetLookupQuery = z.strictObject({ code: text().trim().min(1).max(2000) });
/** Exact tag or serial matches first; several when the code is only part of one. */
export const AssetLookupAnswer = z.object({ items: z.array(AssetItem), exact: z.boolean() });
