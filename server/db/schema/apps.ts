import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { AppCategories, type AppCategory } from '../../../contract/apps';
import { Roles, type Role } from '../../../contract/common';
import { at, version } from './columns';
import { inList } from './sql-list';
import { organisations, users } from './organisations';

export const appCatalogue = pgTable(
  'app_catalogue',
  {
    slug: text('slug').primaryKey(),
    name: text('name').notNull(),
    category: text('category').$type<AppCategory>().notNull(),
    description: text('description').notNull(),
    frameUrl: text('frame_url'),
    position: integer('position').notNull(),
    version: version(),
  },
  (t) => [check('app_catalogue_category_check', sql`${t.category} in (${inList(AppCategories)})`)],
);

export const orgApps = pgTable(
  'org_apps',
  {
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    appSlug: text('app_slug')
      .notNull()
      .references(() => appCatalogue.slug, { onDelete: 'cascade' }),
    installedByUserId: uuid('installed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    installedAt: at('installed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.appSlug] })],
);

/**
 * A partner's frame address an organisation set for an embedded app, in place of the catalogue's. Kept apart from
 * the install, so that uninstalling and installing again keeps the partner's address.
 */
export const orgAppFrames = pgTable(
  'org_app_frames',
  {
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    appSlug: text('app_slug')
      .notNull()
      .references(() => appCatalogue.slug, { onDelete: 'cascade' }),
    frameUrl: text('frame_url').notNull(),
    updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.appSlug] })],
);

/** Which roles below admin may open which apps, per organisation; admins open every installed app. */
export const roleApps = pgTable(
  'role_apps',
  {
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    role: text('role').$type<Role>().notNull(),
    appSlug: text('app_slug')
      .notNull()
      .references(() => appCatalogue.slug, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.role, t.appSlug] }),
    check('role_apps_role_check', sql`${t.role} in (${inList(Roles)})`),
  ],
);
