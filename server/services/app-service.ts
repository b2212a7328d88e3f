import type { z } from 'zod';
import { appStorePage, appSummaryOf } from '../../contract/app-listing';
import type { AppListQuery, AppSummary } from '../../contract/apps';
import type { ListAnswer } from '../../contract/list';
import type { StaffPrincipal } from '../principal';
import { isAdministrationApp } from '../../contract/app-access';
import { notFound } from '../problems';
import type { CatalogueRow } from '../repositories/app-repository';
import { appAccessOf } from './access';
import { auditBy } from './audit';
import { ruleRefused } from './rule-refusal';
import type { ServiceDeps } from './service-deps';

/** The app store: browse, read, install and uninstall. */
export class AppService {
  constructor(private readonly deps: ServiceDeps) {}

  async list(principal: StaffPrincipal, query: z.output<typeof AppListQuery>): Promise<ListAnswer<AppSummary>> {
    const { repos } = this.deps.store;
    const catalogue = await repos.apps.catalogue();
    const access = await appAccessOf(repos, principal.organisationId, principal.role);
    return appStorePage(catalogue, access, query);
  }

  async get(principal: StaffPrincipal, slug: string) {
    const { repos } = this.deps.store;
    const app = await this.catalogued(slug);
    const summary = appSummaryOf(app, await appAccessOf(repos, principal.organisationId, principal.role));
    const grantors = summary.allowed ? [] : await repos.users.admins(principal.organisationId);
    return { ...summary, grantors: grantors.map(({ name, email }) => ({ name, email })) };
  }

  async install(principal: StaffPrincipal, slug: string): Promise<AppSummary> {
    return this.change(principal, slug, 'app.installed', (repos) => repos.apps.install(principal.organisationId, [slug], principal.userId));
  }

  async uninstall(principal: StaffPrincipal, slug: string): Promise<AppSummary> {
    if (isAdministrationApp(slug)) {
      throw ruleRefused('This app is where apps are installed and granted; it stays installed, so an admin can always reach it.', 'app-required', { slug });
    }
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
    return appSummaryOf(app, await appAccessOf(this.deps.store.repos, principal.organisationId, principal.role));
  }

  private async catalogued(slug: string): Promise<CatalogueRow> {
    const app = await this.deps.store.repos.apps.find(slug);
    if (!app) throw notFound('app');
    return app;
  }
}
