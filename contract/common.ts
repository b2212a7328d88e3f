import * as z from 'zod';
import { LANGUAGES } from '../src/domain/i18n/language';
import { text } from './text';

/** Every record id is a UUID. */
export const Id = z.uuid();

/**
 * The token of a public link (a campaign's page, an approval, a file's signature): any text, so that a short, odd or
 * made-up one is looked up and answers as an unknown link does, rather than a 400 that tells what a real one looks like.
 */
export const LinkToken = text().max(200);

/** Optimistic concurrency: every mutable record carries its version; an update names the version it read. */
export const Version = z.int().min(1).max(2_147_483_647);
/** The version a DELETE was read at, in its query (a DELETE has no body). */
export const VersionQuery = z.strictObject({ version: z.coerce.number().pipe(Version) });

export const Timestamp = z.iso.datetime({ offset: true });

export const Email = z.email().max(254);

/** Case and surrounding blanks never make two addresses different. */
export const EmailInput = text().trim().toLowerCase().max(254).pipe(z.email());

export const Password = text().min(8).max(200);

export const PersonName = text().trim().min(1).max(120);

export const Roles = ['owner', 'admin', 'manager', 'agent', 'employee'] as const;
export const Role = z.enum(Roles);
export type Role = z.infer<typeof Role>;

/** The roles that administer an organisation: install apps, issue login links, change organisation settings. */
export const ADMIN_ROLES: readonly Role[] = ['owner', 'admin'];

export function isAdminRole(role: Role): boolean {
  return ADMIN_ROLES.includes(role);
}

export const Language = z.enum(LANGUAGES);
export type Language = z.infer<typeof Language>;

export const Themes = ['light', 'dark', 'system'] as const;
export const Theme = z.enum(Themes);
export type Theme = z.infer<typeof Theme>;

/** An ISO 4217 code, as the organisation's commerce settings name it. */
export const Currency = text().regex(/^[A-Z]{3}$/, 'a currency code like EUR');

export const AppSlug = text().regex(/^[a-z0-9_-]{1,64}$/, 'an app slug: lower-case letters, digits, - and _');

/** A calendar day, YYYY-MM-DD: warranty ends and purchase dates have no time of day. */
export const Day = z.iso.date();

/** Money in minor units (cents), so sums never drift. */
export const Cents = z.int().min(0).max(1_000_000_000);

export const ShortText = text().trim().min(1).max(120);
export const OptionalText = text().trim().max(120).nullable().optional();
export const Notes = text().max(4000).nullable().optional();

/** A person as another record names them: a holder, an assignee, whoever made a change. */
export const PersonRef = z.object({ id: Id, name: text(), email: Email });
export type PersonRef = z.infer<typeof PersonRef>;
