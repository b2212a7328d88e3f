import * as z from 'zod';
import { text } from '../../text';
import { Cents, Id, Notes, OptionalText, PersonRef, ShortText, Timestamp, Version } from '../../common';
import { listAnswer, listQuery, QueryFlag } from '../../list';
import { LocationField, PlaceRef } from './place-schemas';

const Count = z.int().min(0).max(1_000_000);

const AccessoryItem = z.object({
  id: Id,
  name: text(),
  category: text(),
  manufacturer: text().nullable(),
  location: PlaceRef.nullable(),
  total: Count,
  available: Count,
  lowStockThreshold: Count,
  lowStock: z.boolean(),
  costCents: Cents.nullable(),
  notes: text().nullable(),
  archived: z.boolean(),
  createdAt: Timestamp,
  version: Version,
});

const AccessoryCheckout = z.object({ id: Id, person: PersonRef, quantity: z.int().min(1), at: Timestamp });
/** `reserved`: units store orders hold until they ship (then checked out to the buyer), already out of `available`. */
export const AccessoryDetails = AccessoryItem.extend({ checkouts: z.array(AccessoryCheckout), reserved: Count });

export const CreateAccessoryRequest = z.strictObject({
  name: ShortText,
  category: ShortText,
  manufacturer: OptionalText,
  locationId: LocationField,
  total: Count,
  lowStockThreshold: Count.optional(),
  costCents: Cents.nullable().optional(),
  notes: Notes,
});
export const UpdateAccessoryRequest = CreateAccessoryRequest.partial().extend({ version: Version });

const AccessorySortFields = ['name', 'category', 'available', 'createdAt'] as const;
export const AccessoryListQuery = listQuery(AccessorySortFields, {
  category: text().trim().min(1).max(120).optional(),
  lowStock: QueryFlag.optional(),
  archived: QueryFlag.optional(),
});
export const AccessoryList = listAnswer(AccessoryItem);

/** Counted stock needs no version: the server refuses whatever would take it below zero. */
export const AccessoryCheckOutRequest = z.strictObject({ userId: Id, quantity: z.int().min(1).max(10_000) });
export const AccessoryCheckInParams = z.strictObject({ id: Id, checkoutId: Id });
