import * as z from 'zod';

/** Every record id is a UUID. */
export const Id = z.uuid();

/** Optimistic concurrency: every mutable record carries its version; an update names the version it read. */
export const Version = z.int().min(1).max(2_147_483_647);

export const Timestamp = z.iso.datetime({ offset: true });

export const Email = z.email().max(254);

/** Case and surrounding blanks never make two addresses different. */
export const EmailInput = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email());

export const Password = z.string().min(8).max(200);

export const PersonName = z.string().trim().min(1).max(120);

export const Roles = ['owner', 'admin', 'manager', 'agent', 'employee'] as const;
export const Role = z.enum(Roles);
export type Role = z.infer<typeof Role>;

/** The roles that administer an organisation: install apps, issue login links, change organisation settings. */
export const ADMIN_ROLES: readonly Role[] = ['owner', 'admin'];

export function isAdminRole(role: Role): boolean {
  return ADMIN_ROLES.includes(role);
}

export const Languages = ['en', 'de'] as const;
export const Language = z.enum(Languages);
export type Language = z.infer<typeof Language>;

export const Themes = ['light', 'dark', 'system'] as const;
export const Theme = z.enum(Themes);
export type Theme = z.infer<typeof Theme>;

export const AppSlug = z.string().regex(/^[a-z0-9_-]{1,64}$/, 'an app slug: lower-case letters, digits, - and _');
