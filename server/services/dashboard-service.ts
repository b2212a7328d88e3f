import { isAdminRole } from '../../contract/common';
import type { StaffPrincipal } from '../principal';
import { appAccessOf } from './access';
import { auditEntriesOf } from './audit-entries';
import type { ServiceDeps } from './service-deps';

const ACTIVITY_DAYS = 30;
const RECENT = 10;

export class DashboardService {
  constructor(private readonly deps: Pick<ServiceDeps, 'store' | 'now'>) {}

  /** Admins see the organisation's recent activity; everyone else sees what involved them. */
  async dashboard(principal: StaffPrincipal) {
    const { repos } = this.deps.store;
    const since = new Date(this.deps.now().getTime() - ACTIVITY_DAYS * 86_400_000);
    const access = await appAccessOf(repos, principal.organisationId, principal.role);
    const catalogue = await repos.apps.catalogue();
    const counts = await repos.audit.countsByApp(principal.organisationId, since);
    const users = await repos.users.count(principal.organisationId);
    const recent = await repos.audit.recent(principal.organisationId, RECENT, isAdminRole(principal.role) ? undefined : principal.userId);
    const countOf = new Map(counts.map((row) => [row.appSlug, row.count]));
    const names = new Map(catalogue.map((app) => [app.slug, app.name]));
    return {
      activityByApp: access.allowed.map((slug) => ({ slug, name: names.get(slug) ?? slug, count: countOf.get(slug) ?? 0 })),
      counts: { users, installedApps: access.installed.length, allowedApps: access.allowed.length },
      recentActivity: await auditEntriesOf(repos, principal.organisationId, recent),
    };
  }
}
