import type { z } from 'zod';
import type { AppListQuery, AppSummary } from '../../contract/apps';
import { ADMIN_ROLES, Roles, type Role } from '../../contract/common';
import { parseSort, type ListAnswer } from '../../contract/list';
import type { StaffPrincipal } from '../principal';
import { notFound } from '../problems';
import type { CatalogueRow } from '../repositories/app-repository';
import { appAccessOf, type AppAccess } from './access';
import { auditBy } from './audit';
import type { ServiceDeps } from './service-deps';

function summaryOf(app: CatalogueRow, access: AppAccess): AppSummary {
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
    allowedRoles: [...ADMIN_ROLES, ...granted] as Role[],
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

/**
 * The app store. The catalogue is a few dozen rows read whole, so filtering, sorting and paging it here is
 * simpler than SQL and costs nothing.
 */
export class AppService {
  constructor(private readonly deps: ServiceDeps) {}

  async list(principal: StaffPrincipal, query: z.output<typeof AppListQuery>): Promise<ListAnswer<AppSummary>> {
    const { repos } = this.deps.store;
    const catalogue = await repos.apps.catalogue();
    const access = await appAccessOf(repos, principal.organisationId, principal.role);
    const { field, descending } = parseSort(query.sort, 'name' as const);
    const found = catalogue
      .map((app) => summaryOf(app, access))
      .filter((app) => matches(app, query))
      .sort((a, b) => (descending ? -1 : 1) * a[field].localeCompare(b[field]) || a.slug.localeCompare(b.slug));
    const start = (query.page - 1) * query.pageSize;
    return { items: found.slice(start, start + query.pageSize), total: found.length, page: query.page, pageSize: query.pageSize };
  }

  async get(principal: StaffPrincipal, slug: string) {
    const { repos } = this.deps.store;
    const app = await this.catalogued(slug);
    const summary = summaryOf(app, await appAccessOf(repos, principal.organisationId, principal.role));
    const grantors = summary.allowed ? [] : await repos.users.admins(principal.organisationId);
    return { ...summary, grantors: grantors.map(({ name, email }) => ({ name, email })) };
  }

  async install(principal: StaffPrincipal, slug: string): Promise<AppSummary> {
    return this.change(principal, slug, 'app.installed', (repos) => repos.apps.install(principal.organisationId, [slug], principal.userId));
  }

  async uninstall(principal: StaffPrincipal, slug: string): Promise<AppSummary> {
    return this.change(principal, slug, 'app.uninstalled', (repos) => repos.apps.uninstall(principal.organisationId, slug));
  }

  /** Installing twice or uninstalling what is not installed changes nothing and is not an error. */
  private async change(
    principal: StaffPrincipal,
    slug: string,
    action: string,
    apply: (repos: ServiceDeps['store']['repos']) => Promise<boolean>,
  ): Promise<AppSummary> {
    const app = await this.catalogued(slug);
    const changed = await this.deps.store.transaction(async (repos) => {
      const done = await apply(repos);
      if (done) await repos.audit.append(auditBy(principal, { action, entityType: 'app', entityId: slug, appSlug: slug }));
      return done;
    });
    if (changed) this.deps.realtime.toOrganisation(principal.organisationId, 'apps.changed', { slug });
    return summaryOf(app, await appAccessOf(this.deps.store.repos, principal.organisationId, principal.role));
  }

  private async catalogued(slug: string): Promise<CatalogueRow> {
    const app = await this.deps.store.repos.apps.find(slug);
    if (!app) throw notFound('app');
    return app;
  }
}
