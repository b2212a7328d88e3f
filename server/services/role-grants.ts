import { isAdministrationApp } from '../../contract/app-access';
import { isAdminRole, type Role } from '../../contract/common';
import type { GrantableRole } from '../../src/domain/apps/app-declaration';
import type { StaffPrincipal } from '../principal';
import { fieldProblem, forbidden } from '../problems';
import type { RealtimePort } from '../ports/realtime-port';
import type { Repositories } from '../repositories';
import { auditBy } from './audit';
import { ruleRefused } from './rule-refusal';

/** Which roles below admin open one app: admins open every installed app whatever is granted. */
interface RoleGrant {
  readonly slug: string;
  readonly roles: readonly GrantableRole[];
}

interface GrantDeps {
  readonly store: { readonly repos: Repositories; transaction<T>(work: (repos: Repositories) => Promise<T>): Promise<T> };
  readonly realtime: RealtimePort;
}

const sorted = (roles: Iterable<Role>) => [...new Set(roles)].sort();

/**
 * The kernel's one way to change the allowed-app rule's grants (role_apps): the apps named get exactly the roles
 * given, every change audited per app, and every open page of the organisation hears `apps.changed`, so the guard,
 * the sidebar and the server's guard follow at once. The administration app is never granted below admin.
 * Answers the slugs whose roles changed.
 */
export async function grantRoleApps(deps: GrantDeps, principal: StaffPrincipal, grants: readonly RoleGrant[]): Promise<string[]> {
  if (!isAdminRole(principal.role)) throw forbidden('Only admins decide which roles open which apps.');
  const catalogued = new Set((await deps.store.repos.apps.catalogue()).map((app) => app.slug));
  for (const [index, grant] of grants.entries()) {
    if (!catalogued.has(grant.slug)) throw fieldProblem(`body.grants.${index}.slug`, `No app is called ${grant.slug}.`);
    if (isAdministrationApp(grant.slug) && grant.roles.length > 0) {
      throw ruleRefused('This app is for admins only; no other role can be given it.', 'admin-only-app', { slug: grant.slug }, `grants.${index}.roles`);
    }
  }
  const changed = await deps.store.transaction(async (repos) => {
    const before = new Map<string, Role[]>();
    for (const { role, appSlug } of await repos.apps.grants(principal.organisationId)) before.set(appSlug, [...(before.get(appSlug) ?? []), role]);
    const differing = grants.filter((grant) => sorted(grant.roles).join() !== sorted(before.get(grant.slug) ?? []).join());
    if (differing.length === 0) return [];
    const slugs = differing.map((grant) => grant.slug);
    await repos.apps.replaceGrants(
      principal.organisationId,
      slugs,
      differing.flatMap((grant) => sorted(grant.roles).map((role) => ({ role, appSlug: grant.slug }))),
    );
    for (const grant of differing) {
      await repos.audit.append(
        auditBy(principal, {
          action: 'app.roles-changed',
          entityType: 'app',
          entityId: grant.slug,
          appSlug: grant.slug,
          before: { roles: sorted(before.get(grant.slug) ?? []) },
          after: { roles: sorted(grant.roles) },
        }),
      );
    }
    return slugs;
  });
  for (const slug of changed) deps.realtime.toOrganisation(principal.organisationId, 'apps.changed', { slug });
  return changed;
}
