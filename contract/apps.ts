import * as z from 'zod';
import { text } from './text';
import { appCategories } from '../src/domain/apps/app-declaration';
import { AppSlug, Role } from './common';
import { listAnswer, listQuery, QueryFlag } from './list';

export const AppCategories = appCategories;
export const AppCategory = z.enum(AppCategories);
export type AppCategory = z.infer<typeof AppCategory>;

/** Why an app is not open to the caller: the organisation has not installed it, or the caller's role may not open it. */
const NotAllowedReason = z.enum(['not-installed', 'role']);

export const AppSummary = z.object({
  slug: AppSlug,
  name: text(),
  category: AppCategory,
  description: text(),
  /** Set for apps shown in a frame: the address the frame opens. */
  frameUrl: text().nullable(),
  installed: z.boolean(),
  allowed: z.boolean(),
  notAllowedReason: NotAllowedReason.nullable(),
  /** The roles that may open the app once it is installed. */
  allowedRoles: z.array(Role),
});
export type AppSummary = z.infer<typeof AppSummary>;

/** The people who can grant an app the caller may not open. */
const AppGrantor = z.object({ name: text(), email: z.email() });

export const AppDetails = AppSummary.extend({ grantors: z.array(AppGrantor) });

const AppSortFields = ['name', 'category'] as const;
export const AppListQuery = listQuery(AppSortFields, {
  category: AppCategory.optional(),
  installed: QueryFlag.optional(),
  allowed: QueryFlag.optional(),
});
export const AppList = listAnswer(AppSummary);

export const AppParams = z.strictObject({ slug: AppSlug });

/** An embedded app's partner address for the organisation: https, or the portal's own; null goes back to the catalogue's. */
export const SetAppFrameRequest = z.strictObject({ frameUrl: text().trim().min(1).max(2000).nullable() });
