import { jsonb, pgTable, unique, uuid } from 'drizzle-orm/pg-core';
import type { QuickLink } from '../../../src/domain/quick-links/quick-link';
import { at, id, version } from './columns';
import { organisations, users } from './organisations';

/** Each person's pins, in their order: one row, replaced whole, so that a reorder is one versioned write. */
export const quickLinks = pgTable(
  'quick_links',
  {
    id: id(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    items: jsonb('items').$type<QuickLink[]>().notNull(),
    version: version(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [unique('quick_links_owner_unique').on(t.organisationId, t.userId)],
);
