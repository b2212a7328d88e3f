import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { STOCK_MOVEMENT_KINDS, type StockMovementKind } from '../../../../src/apps/commerce/domain/stock-movements';
import { at, createdAt, id, inList, organisationId, users } from '../../../kernel-schema';
import { commerceProducts } from './catalogue';
import { commerceLocations } from './locations';

/** A product's level at one location. Available = on hand − reserved. */
export const commerceStock = pgTable(
  'commerce_stock',
  {
    organisationId: organisationId(),
    productId: uuid('product_id')
      .notNull()
      .references(() => commerceProducts.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => commerceLocations.id, { onDelete: 'restrict' }),
    onHand: integer('on_hand').notNull().default(0),
    reserved: integer('reserved').notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.locationId] }),
    index('commerce_stock_organisation_idx').on(t.organisationId),
    // Whatever race the application loses, stock never goes below zero nor promises more than the shelf holds.
    check('commerce_stock_level_check', sql`${t.reserved} >= 0 and ${t.reserved} <= ${t.onHand}`),
  ],
);

/** Every change of a level, append-only: the stock history page and the order's reservations read it. */
export const commerceStockMovements = pgTable(
  'commerce_stock_movements',
  {
    id: id(),
    organisationId: organisationId(),
    productId: uuid('product_id')
      .notNull()
      .references(() => commerceProducts.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => commerceLocations.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<StockMovementKind>().notNull(),
    /** Units moved; an adjustment's signed change of the count. */
    quantity: integer('quantity').notNull(),
    onHandAfter: integer('on_hand_after').notNull(),
    reservedAfter: integer('reserved_after').notNull(),
    /** The order the units are for (orders are another area's table: no foreign key, the id is a reference). */
    orderId: uuid('order_id'),
    /** The kit the units were reserved as part of. */
    kitId: uuid('kit_id').references(() => commerceProducts.id, { onDelete: 'set null' }),
    note: text('note'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('commerce_stock_movements_product_idx').on(t.organisationId, t.productId, t.createdAt),
    index('commerce_stock_movements_order_idx').on(t.organisationId, t.orderId),
    check('commerce_stock_movements_kind_check', sql`${t.kind} in (${inList(STOCK_MOVEMENT_KINDS)})`),
  ],
);
