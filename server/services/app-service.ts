import type { z } from 'zod';
import { appStorePage, appSummaryOf } from '../../contract/app-listing';
import type { AppListQuery, AppSummary } from '../../contract/apps';
import type { ListAnswer } from '../../contract/list';
import type { StaffPrincipal } from '../principal';
import { isAdministrationApp } from '../../contract/app-access';
import { fieldProblem, notFound } from '../problems';
import { frameAddress } from '../../src/domain/apps/frame-address';
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
    const catalogue = await repos.apps.catalogueOf(principal.organisationId);
    const access = await appAccessOf(repos, principal.organisationId, principal.role);
    return appStorePage(catalogue, access, query);
  }

  async get(principal: StaffPrincipal, slug: string) {
    const { repos } = this.deps.store;
    const app = await this.catalogued(slug, principal.organisationId);
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

  /**
   * The partner's address an embedded app's frame opens for the organisation. Only https or the portal's own origin
   * (the frame rule of src/domain/apps/frame-address.ts, which the browser checks again); the CSP's frame-src takes the
   * new origin within a minute (FrameSources). Null goes back to the catalogue's address.
   */
  async setFrame(principal: StaffPrincipal, slug: string, frameUrl: string | null): Promise<AppSummary> {
    const app = await this.catalogued(slug);
    if (app.frameUrl === null) throw notFound('embedded app');
    const address = frameUrl === null ? null : frameAddress(frameUrl, new URL(this.deps.config.publicUrl).origin);
    if (address?.kind === 'refused') {
      throw fieldProblem('body.frameUrl', address.reason === 'not-https' ? 'A partner address must use https.' : 'Give an https address, or one of the portal itself.');
    }
    const stored = address === null ? null : address.url;
    await this.deps.store.transaction(async (repos) => {
      const before = (await repos.apps.frames(principal.organisationId)).get(slug) ?? null;
      await repos.apps.setFrame(principal.organisationId, slug, stored, principal.userId);
      await repos.audit.append(auditBy(principal, { action: 'app.frame-set', entityType: 'app', entityId: slug, appSlug: slug, before: { frameUrl: before }, after: { frameUrl: stored } }));
    });
    this.deps.realtime.toOrganisation(principal.organisationId, 'apps.changed', { slug });
    return appSummaryOf(await this.catalogued(slug, principal.organisationId), await appAccessOf(this.deps.store.repos, principal.organisationId, principal.role));
  }

  /** Installing twice or uninstalling what is not installed changes nothing and is not an error. */
  private async change(
    principal: StaffPrincipal,
    slug: string,
    action: string,
    apply: (repos: ServiceDeps['store']['repos']) => Promise<boolean>,
  ): Promise<AppSummary> {
    const app = await this.catalogued(slug, principal.organisationId);
    const changed = await this.deps.store.transaction(async (repos) => {
      const done = await apply(repos);
      if (done) await repos.audit.append(auditBy(principal, { action, entityType: 'app', entityId: slug, appSlug: slug }));
      return done;
    });
    if (changed) this.deps.realtime.toOrganisation(principal.organisationId, 'apps.changed', { slug });
    return appSummaryOf(app, await appAccessOf(this.deps.store.repos, principal.organisationId, principal.role));
  }

  /** The app as the catalogue has it, or as the organisation sees it (its partner's frame address) when named. */
  private async catalogued(slug: string, organisationId?: string): Promise<CatalogueRow> {
    const { apps } = this.deps.store.repos;
    const app = await apps.find(slug);
    if (!app) throw notFound('app');
    const own = organisationId === undefined ? undefined : (await apps.frames(organisationId)).get(slug);
    return own === undefined ? app : { ...app, frameUrl: own };
  }
}
