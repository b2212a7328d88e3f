import { isAdminRole, type Role } from './common';

/**
 * The allowed-app rule both sides apply: a person may open an installed app when their role is an admin role or
 * the organisation granted the app to their role.
 */
export function allowedAppsOf(role: Role, installed: readonly string[], grantedToRole: ReadonlySet<string>): string[] {
  return isAdminRole(role) ? [...installed] : installed.filter((slug) => grantedToRole.has(slug));
}

// Everyone pays from their own wallet and reads their own invoices.
const employeeApps = ['resolve-now', 'support', 'shop', 'devicehub', 'cart', 'wallet', 'invoices'] as const;

/** The grants a new organisation starts with, for the roles below admin. */
export const defaultRoleApps: Readonly<Record<Exclude<Role, 'owner' | 'admin'>, readonly string[]>> = {
  employee: employeeApps,
  agent: [...employeeApps, 'resolve-it', 'users', 'all-assets', 'assets-detail'],
  manager: [
    ...employeeApps,
    'team-suite',
    'onboard',
    'manage-orders',
    'refresh-buy',
    'refresh-go',
    'recover',
    'loop',
    'buyback-devices',
    'apple-trade-in',
    'repair-devices',
    'cartpage',
    'insights-center',
    'environmental_reporting',
    'users',
  ],
};

/** A new organisation gets every app that is not shown in a frame, and not the embedding test page. */
export function installedByDefault(entry: { slug: string; frameUrl: string | null }): boolean {
  return entry.frameUrl === null && entry.slug !== 'iframe';
}
