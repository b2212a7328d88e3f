import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id, organisationId, users, version } from '../../../kernel-schema';

/**
 * The organisation's teams, each with a stable id: people are placed in a team by its id, so a renamed team keeps its
 * members. A name is unique in the organisation whatever its case ("Sales" and "sales" are one team). SCIM serves
 * them as Groups; `externalId` is the identity provider's own id for the group.
 */
export const peopleTeams = pgTable(
  'people_teams',
  {
    id: id(),
    organisationId: organisationId(),
    name: text('name').notNull(),
    externalId: text('external_id'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: version(),
  },
  (t) => [uniqueIndex('people_teams_name_unique').on(t.organisationId, sql`lower(${t.name})`)],
);

/**
 * Where each person sits in the company: their team, their manager and their location (a place of the Locations
 * app, named by id: an app keeps no foreign key to another's table). The account itself (name, email, role, and
 * whether it is deactivated, which sign-in reads) is the kernel's `users` row; a person without a row here has no
 * placement yet. The one answer to "who is whose manager" for every app, through the `peopleDirectory` port.
 */
export const peoplePlacements = pgTable(
  'people_placements',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: organisationId(),
    /** A deleted team leaves its members without one; the people stay. */
    teamId: uuid('team_id').references(() => peopleTeams.id, { onDelete: 'set null' }),
    /** Null for the top of the tree; a manager who leaves the portal for good leaves their reports without one. */
    managerId: uuid('manager_id').references(() => users.id, { onDelete: 'set null' }),
    locationId: uuid('location_id'),
    version: integer('version').notNull().default(1),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('people_placements_manager_idx').on(t.organisationId, t.managerId),
    index('people_placements_team_idx').on(t.organisationId, t.teamId),
  ],
);
