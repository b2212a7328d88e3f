import { apps } from '../src/apps';
import { catalogueApp } from '../src/domain/apps/app-catalogue';
import type { GrantableRole } from '../src/domain/apps/app-declaration';
import { isAdminRole, type Role } from './common';

/**
 * The allowed-app rule both sides apply: a person may open an installed app when their role is an admin role or
 * the organisation granted the app to their role.
 */
export function allowedAppsOf(role: Role, installed: readonly string[], grantedToRole: ReadonlySet<string>): string[] {
  return isAdminRole(role) ? [...installed] : installed.filter((slug) => grantedToRole.has(slug));
}

const grantedTo = (role: GrantableRole): string[] =>
  apps.flatMap((declaration) => declaration.apps.filter((app) => app.grants.includes(role)).map((app) => app.slug));

/** The grants a new organisation starts with, for the roles below admin, as each app declares them. */
export const defaultRoleApps: Readonly<Record<GrantableRole, readonly string[]>> = {
  employee: grantedTo('employee'),
  agent: grantedTo('agent'),
  manager: grantedTo('manager'),
};

/** A new organisation gets every app that is not shown in a frame: a framed one waits for its partner's address. */
export function installedByDefault(entry: { frameUrl: string | null }): boolean {
  return entry.frameUrl === null;
}

/**
 * The organisation's administration (an app declared `administration`) opens to admins alone and stays installed:
 * granting it below admin or uninstalling it would either open the organisation's settings to everyone or lock every
 * admin out of the page that installs and grants apps.
 */
export function isAdministrationApp(slug: string): boolean {
  return catalogueApp(slug)?.administration ?? false;
}
