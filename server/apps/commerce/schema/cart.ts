import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { STORES, type Store } from '../../../../src/apps/commerce/domain/catalogue-terms';
import { at, createdAt, inList, organisations, users } from '../../../kernel-schema';
import { commerceProducts } from './catalogue';

/**
 * The one cart of each person across both stores: one line per product. The line keeps its product's store, so the
 * cart groups and pays per store without another look-up; a product deleted from the catalogue leaves every cart.
 */
export const commerceCartLines = pgTable(
  'commerce_cart_lines',
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
    store: text('store').$type<Store>().notNull(),
    quantity: integer('quantity').notNull(),
    addedAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.userId, t.productId] }),
    index('commerce_cart_lines_product_idx').on(t.productId),
    check('commerce_cart_lines_store_check', sql`${t.store} in (${inList(STORES)})`),
    check('commerce_cart_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);
