import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { at, organisations, users } from '../../../kernel-schema';
import { commerceProducts } from './catalogue';

/** What each person looked at last, kept on the server so it follows them from device to device. */
export const commerceRecentlyViewed = pgTable(
  'commerce_recently_viewed',
  {
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => commerceProducts.id, { onDelete: 'cascade' }),
    viewedAt: at('viewed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.userId, t.productId] }),
    index('commerce_recently_viewed_person_idx').on(t.organisationId, t.userId, t.viewedAt),
  ],
);
