import * as z from 'zod';
import { isPortalPath, MOST_PINS } from '../src/domain/quick-links/quick-link';
import { AppSlug, Id, Version } from './common';
import { defineRoute, json } from './descriptor';
import { text } from './text';

const tag = 'Quick links';

const PortalPath = text()
  .max(300)
  .refine(isPortalPath, 'a path of this portal: one leading slash, no host, no spaces');

export const QuickLink = z.object({
  kind: z.enum(['page', 'record', 'action']),
  path: PortalPath,
  label: text().trim().min(1).max(120),
  detail: text().trim().max(200).nullable(),
});

/** A person's pins in their order; version 0 until they pin something for the first time. */
export const QuickLinksAnswer = z.object({ items: z.array(QuickLink).max(MOST_PINS), version: z.int().min(0) });

export const SaveQuickLinksRequest = z.strictObject({
  items: z.array(z.strictObject(QuickLink.shape)).max(MOST_PINS),
  /** The version read: 0 for a person who has none yet. */
  version: z.union([z.literal(0), Version]),
});

/** A record the palette found: where it opens and which app keeps it (the caller may open that app). */
export const RecordHit = z.object({
  kind: z.enum(['asset', 'ticket', 'person', 'order']),
  id: Id,
  title: text(),
  detail: text().nullable(),
  path: PortalPath,
  appSlug: AppSlug,
});
export type RecordHit = z.infer<typeof RecordHit>;

export const RecordSearchQuery = z.strictObject({ q: text().trim().min(2).max(100) });
export const RecordSearchAnswer = z.object({ hits: z.array(RecordHit) });

export const getQuickLinks = defineRoute({
  id: 'getQuickLinks',
  method: 'GET',
  path: '/quick-links',
  summary: "The caller's pinned pages, records and actions, in their order",
  tag,
  success: json(QuickLinksAnswer),
});

export const saveQuickLinks = defineRoute({
  id: 'saveQuickLinks',
  method: 'PATCH',
  path: '/quick-links',
  summary: "Replace the caller's pins (their order included); a stale version answers 412",
  tag,
  request: { body: SaveQuickLinksRequest },
  success: json(QuickLinksAnswer),
  problems: [412],
});

export const searchRecords = defineRoute({
  id: 'searchRecords',
  method: 'GET',
  path: '/search',
  summary: 'Records of the apps the caller may open: assets by tag or serial, tickets by number, people, orders',
  tag,
  request: { query: RecordSearchQuery },
  success: json(RecordSearchAnswer),
});

export const quickLinkRoutes = [getQuickLinks, saveQuickLinks, searchRecords] as const;
