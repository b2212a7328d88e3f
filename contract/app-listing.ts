import type { z } from 'zod';
import type { AppListQuery, AppSummary } from './apps';
import type { CatalogueEntry } from './catalogue';
import { ADMIN_ROLES, Roles, type Role } from './common';
import { parseSort, type ListAnswer } from './list';

/** What the app store needs to know of an organisation and a caller to describe each app. */
export interface AppAccessView {
  readonly installed: readonly string[];
  readonly grants: ReadonlyMap<Role, ReadonlySet<string>>;
  readonly allowed: readonly string[];
}

export function appSummaryOf(app: CatalogueEntry, access: AppAccessView): AppSummary {
  const installed = access.installed.includes(app.slug);
  const allowed = access.allowed.includes(app.slug);
  const granted = Roles.filter((role) => !ADMIN_ROLES.includes(role) && access.grants.get(role)?.has(app.slug));
  return {
    slug: app.slug,
    name: app.name,
    category: app.category,
    description: app.description,
    frameUrl: app.frameUrl,
    installed,
    allowed,
    notAllowedReason: allowed ? null : installed ? 'role' : 'not-installed',
    allowedRoles: [...ADMIN_ROLES, ...granted],
  };
}

function matches(app: AppSummary, query: z.output<typeof AppListQuery>): boolean {
  const text = query.q?.toLowerCase();
  return (
    (!text || app.name.toLowerCase().includes(text) || app.description.toLowerCase().includes(text)) &&
    (query.category === undefined || app.category === query.category) &&
    (query.installed === undefined || app.installed === query.installed) &&
    (query.allowed === undefined || app.allowed === query.allowed)
  );
}

/** One page of the list in the order and size asked for. */
export function pageOfItems<Item>(items: readonly Item[], query: { page: number; pageSize: number }): ListAnswer<Item> {
  const start = (query.page - 1) * query.pageSize;
  return { items: items.slice(start, start + query.pageSize), total: items.length, page: query.page, pageSize: query.pageSize };
}

/**
 * The app store's list: the catalogue is a few dozen entries read whole, so both the server and the mocks search,
 * filter, sort and page it with this one function.
 */
export function appStorePage(
  catalogue: readonly CatalogueEntry[],
  access: AppAccessView,
  query: z.output<typeof AppListQuery>,
): ListAnswer<AppSummary> {
  const { field, descending } = parseSort(query.sort, 'name' as const);
  const found = catalogue
    .map((app) => appSummaryOf(app, access))
    .filter((app) => matches(app, query))
    .sort((a, b) => (descending ? -1 : 1) * a[field].localeCompare(b[field]) || a.slug.localeCompare(b.slug));
  return pageOfItems(found, query);
}
