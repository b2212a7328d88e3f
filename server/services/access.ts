import { allowedAppsOf } from '../../contract/app-access';
import type { AppAccessView } from '../../contract/app-listing';
import type { Role } from '../../contract/common';
import type { Repositories } from '../repositories';

/** The installed apps, the organisation's role grants and what the given role may open of them. */
export async function appAccessOf(repos: Repositories, organisationId: string, role: Role): Promise<AppAccessView & { allowed: string[] }> {
  const installed = await repos.apps.installed(organisationId);
  const grantRows = await repos.apps.grants(organisationId);
  const grants = new Map<Role, Set<string>>();
  for (const { role: grantee, appSlug } of grantRows) {
    grants.set(grantee, (grants.get(grantee) ?? new Set()).add(appSlug));
  }
  return { installed, grants, allowed: allowedAppsOf(role, installed, grants.get(role) ?? new Set()) };
}
