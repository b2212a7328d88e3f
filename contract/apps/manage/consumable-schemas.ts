import * as z from 'zod';
import { text } from '../../text';
import { Cents, Day, Id, Notes, OptionalText, PersonRef, ShortText, Timestamp, Version } from '../../common';
import { listAnswer, listQuery, QueryFlag } from '../../list';
import { LocationField, PlaceRef } from './place-schemas';

/**
 * Consumables and components as Snipe-IT has them. The request schemas here are the one set of rules: the API and
 * Bulk Upload both validate a consumable or component with `ConsumableFields` / `ComponentFields`.
 */
const Count = z.int().min(0).max(1_000_000);
const Units = z.int().min(1).max(10_000);

/** What an organisation buys it as, shared by both kinds. */
const PurchaseFields = {
  orderNumber: OptionalText,
  purchaseDate: Day.nullable().optional(),
  purchaseCostCents: Cents.nullable().optional(),
  notes: Notes,
};
const PurchaseItem = {
  orderNumber: text().nullable(),
  purchaseDate: Day.nullable(),
  purchaseCostCents: Cents.nullable(),
  notes: text().nullable(),
};

export const ConsumableFields = z.strictObject({
  name: ShortText,
  category: ShortText,
  manufacturer: OptionalText,
  modelNumber: OptionalText,
  itemNumber: OptionalText,
  locationId: LocationField,
  quantity: Count,
  minQuantity: Count.optional(),
  ...PurchaseFields,
});
/** The API's name for the same rules (a distinct schema object, so the two names are not one export twice). */
export const CreateConsumableRequest = ConsumableFields.extend({});
/** `quantity` here is a recount: what is on the shelf now. */
export const UpdateConsumableRequest = ConsumableFields.partial().extend({ version: Version });

const ConsumableItem = z.object({
  id: Id,
  name: text(),
  category: text(),
  manufacturer: text().nullable(),
  modelNumber: text().nullable(),
  itemNumber: text().nullable(),
  location: PlaceRef.nullable(),
  quantity: Count,
  minQuantity: Count,
  /** At or below the minimum: time to reorder. */
  lowStock: z.boolean(),
  issued: Count,
  ...PurchaseItem,
  createdAt: Timestamp,
  version: Version,
});
const ConsumableIssue = z.object({ id: Id, person: PersonRef, quantity: Units, note: text().nullable(), issuedBy: text().nullable(), at: Timestamp });
export const ConsumableDetails = ConsumableItem.extend({ issues: z.array(ConsumableIssue) });
export const ConsumableList = listAnswer(ConsumableItem);
export const ConsumableListQuery = listQuery(['name', 'category', 'quantity', 'createdAt'], {
  category: text().trim().min(1).max(120).optional(),
  locationId: Id.optional(),
  lowStock: QueryFlag.optional(),
});
/** Counted stock needs no version: the server refuses whatever would take it below zero. */
export const IssueConsumableRequest = z.strictObject({ userId: Id, quantity: Units, note: text().trim().max(500).nullable().optional() });

export const ComponentFields = z.strictObject({
  name: ShortText,
  category: ShortText,
  manufacturer: OptionalText,
  modelNumber: OptionalText,
  serial: OptionalText,
  locationId: LocationField,
  total: Count,
  minQuantity: Count.optional(),
  ...PurchaseFields,
});
export const CreateComponentRequest = ComponentFields.extend({});
/** A new `total` keeps the installed units: it cannot go below them (409). */
export const UpdateComponentRequest = ComponentFields.partial().extend({ version: Version });

const ComponentItem = z.object({
  id: Id,
  name: text(),
  category: text(),
  manufacturer: text().nullable(),
  modelNumber: text().nullable(),
  serial: text().nullable(),
  location: PlaceRef.nullable(),
  total: Count,
  remaining: Count,
  minQuantity: Count,
  lowStock: z.boolean(),
  ...PurchaseItem,
  createdAt: Timestamp,
  version: Version,
});
const ComponentInstall = z.object({ id: Id, asset: z.object({ id: Id, assetTag: text(), model: text() }), quantity: Units, at: Timestamp });
export const ComponentDetails = ComponentItem.extend({ installs: z.array(ComponentInstall) });
export const ComponentList = listAnswer(ComponentItem);
export const ComponentListQuery = listQuery(['name', 'category', 'remaining', 'createdAt'], {
  category: text().trim().min(1).max(120).optional(),
  locationId: Id.optional(),
  lowStock: QueryFlag.optional(),
  /** The components one asset holds. */
  assetId: Id.optional(),
});
export const InstallComponentRequest = z.strictObject({ assetId: Id, quantity: Units });
export const RemoveComponentRequest = z.strictObject({ quantity: Units });
export const ComponentInstallParams = z.strictObject({ id: Id, installId: Id });
