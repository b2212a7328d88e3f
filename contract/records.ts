import * as z from 'zod';
import { text } from './text';
import { Id, Version } from './common';

/** The params of every route on one record. */
const IdParams = z.strictObject({ id: Id });
export const byId = { params: IdParams };

/** The version the caller read; nothing else is needed to archive or restore. */
export const VersionOnly = z.strictObject({ version: Version });

/** Many records at once: bounded, so one request never locks the whole table. */
export const BulkIds = z.array(Id).min(1).max(500);

/** A bulk change's answer: who changed, and who was refused and why. */
export const BulkAnswer = z.object({
  updated: z.array(Id),
  refused: z.array(z.object({ id: Id, reason: text() })),
});

/** A download answered as JSON: the screen saves `content` under `filename`. */
export const FileAnswer = z.object({ filename: text(), contentType: text(), content: text() });
