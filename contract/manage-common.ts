import * as z from 'zod';
import { ASSET_STATUSES, CONDITION_GRADES, PRODUCT_TYPES } from '../src/domain/manage/asset-status';
import { Email, Id } from './common';

export const MANAGE_APP = 'manage-beta';

export const AssetStatus = z.enum(ASSET_STATUSES);
export const ProductType = z.enum(PRODUCT_TYPES);
export const ConditionGrade = z.enum(CONDITION_GRADES);

/** A calendar day, YYYY-MM-DD: warranty ends and purchase dates have no time of day. */
export const Day = z.iso.date();

/** Money in minor units (cents), so sums never drift. */
export const Cents = z.int().min(0).max(1_000_000_000);

export const ShortText = z.string().trim().min(1).max(120);
export const OptionalText = z.string().trim().max(120).nullable().optional();
export const Notes = z.string().max(4000).nullable().optional();

export const PersonRef = z.object({ id: Id, name: z.string(), email: Email });
export type PersonRef = z.infer<typeof PersonRef>;

export const IdParams = z.strictObject({ id: Id });

/** The version the caller read; nothing else is needed to archive or restore. */
export const VersionOnly = z.strictObject({ version: z.int().min(1).max(2_147_483_647) });

/** Many records at once: bounded, so one request never locks the whole table. */
export const BulkIds = z.array(Id).min(1).max(500);

export const BulkAnswer = z.object({
  updated: z.array(Id),
  refused: z.array(z.object({ id: Id, reason: z.string() })),
});

/** A download answered as JSON: the screen saves `content` under `filename`. */
export const FileAnswer = z.object({ filename: z.string(), contentType: z.string(), content: z.string() });
