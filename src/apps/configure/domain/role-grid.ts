import type { GrantableRole } from '../../../domain/apps/app-declaration';

/** The roles the grid shows a column for: admins and owners open every installed app, so they have none. */
export const GRID_ROLES: readonly GrantableRole[] = ['employee', 'agent', 'manager'];

export interface GridApp {
  readonly slug: string;
  readonly installed: boolean;
  /** The organisation's administration: admins only, no toggles. */
  readonly administration: boolean;
  readonly roles: readonly GrantableRole[];
}

/** The apps whose roles differ between what was read and the draft: what a save sends, nothing more. */
export function changedGrants(saved: readonly GridApp[], draft: ReadonlyMap<string, ReadonlySet<GrantableRole>>): { slug: string; roles: GrantableRole[] }[] {
  return saved.flatMap((app) => {
    const roles = draft.get(app.slug);
    if (!roles || app.administration) return [];
    const next = GRID_ROLES.filter((role) => roles.has(role));
    const before = GRID_ROLES.filter((role) => app.roles.includes(role));
    return next.join() === before.join() ? [] : [{ slug: app.slug, roles: next }];
  });
}
