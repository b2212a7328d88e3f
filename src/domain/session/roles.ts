/** The roles of an organisation (apps.md), from the most to the least powerful. */
export const ROLES = ['owner', 'admin', 'manager', 'agent', 'employee'] as const;
export type Role = (typeof ROLES)[number];

/** Owners and admins administer the organisation: install apps, issue login links, change its settings. */
export function isAdministrator(role: string): boolean {
  return role === 'owner' || role === 'admin';
}
