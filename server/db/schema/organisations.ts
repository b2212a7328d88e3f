import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { Roles, Themes, type Language, type Role, type Theme } from '../../../contract/common';
import { LANGUAGES } from '../../../src/domain/i18n/language';
import { at, createdAt, id, version } from './columns';
import { inList } from './sql-list';

export const organisations = pgTable('organisations', {
  id: id(),
  name: text('name').notNull(),
  /** The logo in the file store (the header shows it to everyone of the organisation); null: the portal's name. */
  logoKey: text('logo_key'),
  /** '#rrggbb', checked against white text (src/domain/branding); null: the portal's own colours. */
  brandColour: text('brand_colour'),
  /** ISO 3166 region whose date order the organisation reads (src/domain/formatting/date-regions.ts); null: the language's. */
  dateRegion: text('date_region'),
  version: version(),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** Stored lower-case; unique across organisations because sign-in asks for nothing else. */
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    role: text('role').$type<Role>().notNull(),
    /** scrypt; null for people who only sign in through an identity provider or a link. */
    passwordHash: text('password_hash'),
    /** Set when the directory deactivates the person: no way in (no sign-in, no session) until reactivated. */
    deactivatedAt: at('deactivated_at'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in (${inList(Roles)})`),
    index('users_organisation_idx').on(t.organisationId),
  ],
);

/** The organisation's defaults (user_id null) and each person's own choices. */
export const settings = pgTable(
  'settings',
  {
    id: id(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    language: text('language').$type<Language>().notNull(),
    theme: text('theme').$type<Theme>().notNull(),
    version: version(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('settings_owner_unique').on(t.organisationId, t.userId).nullsNotDistinct(),
    check('settings_language_check', sql`${t.language} in (${inList(LANGUAGES)})`),
    check('settings_theme_check', sql`${t.theme} in (${inList(Themes)})`),
  ],
);
