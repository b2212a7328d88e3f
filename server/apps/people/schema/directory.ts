import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, organisationId, users } from '../../../kernel-schema';

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
    team: text('team'),
    /** Null for the top of the tree; a manager who leaves the portal for good leaves their reports without one. */
    managerId: uuid('manager_id').references(() => users.id, { onDelete: 'set null' }),
    locationId: uuid('location_id'),
    version: integer('version').notNull().default(1),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('people_placements_manager_idx').on(t.organisationId, t.managerId),
    index('people_placements_team_idx').on(t.organisationId, t.team),
  ],
);
