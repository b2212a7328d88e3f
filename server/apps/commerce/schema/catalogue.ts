import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Role } from '../../../../contract/common';
import { CONDITIONS, PRODUCT_KINDS, STORES, type Condition, type ProductKind, type Store } from '../../../../src/apps/commerce/domain/catalogue-terms';
import { at, createdAt, id, inList, organisationId, version } from '../../../kernel-schema';

const updatedAt = () => at('updated_at').notNull().defaultNow();

/** A product's specification as the product page lists it: "Screen" → "14 inch". */
export interface ProductSpec {
  readonly name: string;
  readonly value: string;
}

/** Each store's categories; the storefront's category page is `category/{slug}`. */
export const commerceCategories = pgTable(
  'commerce_categories',
  {
    id: id(),
    organisationId: organisationId(),
    store: text('store').$type<Store>().notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('commerce_categories_slug_unique').on(t.organisationId, t.store, t.slug),
    check('commerce_categories_store_check', sql`${t.store} in (${inList(STORES)})`),
  ],
);

/** Products and kits of both stores. A kit's components are in commerce_kit_components. */
export const commerceProducts = pgTable(
  'commerce_products',
  {
    id: id(),
    organisationId: organisationId(),
    store: text('store').$type<Store>().notNull(),
    kind: text('kind').$type<ProductKind>().notNull().default('product'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    categoryId: uuid('category_id').references(() => commerceCategories.id, { onDelete: 'set null' }),
    specs: jsonb('specs').$type<ProductSpec[]>().notNull().default([]),
    /** Keys in the organisation's file store, in the order the product page shows them. */
    imageKeys: text('image_keys').array().notNull().default(sql`'{}'::text[]`),
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull(),
    /** The roles that see the product in the storefront; empty means everyone. */
    visibleToRoles: text('visible_to_roles').array().$type<Role[]>().notNull().default(sql`'{}'::text[]`),
    condition: text('condition').$type<Condition>(),
    /**
     * The Manage accessory whose count the product sells (another app's: no foreign key, the id is a reference); a
     * linked product has no stock rows of its own.
     */
    accessoryId: uuid('accessory_id'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('commerce_products_store_idx').on(t.organisationId, t.store, t.name),
    check('commerce_products_store_check', sql`${t.store} in (${inList(STORES)})`),
    check('commerce_products_kind_check', sql`${t.kind} in (${inList(PRODUCT_KINDS)})`),
    check('commerce_products_condition_check', sql`${t.condition} is null or ${t.condition} in (${inList(CONDITIONS)})`),
    check('commerce_products_price_check', sql`${t.priceMinor} >= 0`),
  ],
);

/** What a kit bundles: each component product with its quantity per kit. */
export const commerceKitComponents = pgTable(
  'commerce_kit_components',
  {
    organisationId: organisationId(),
    kitId: uuid('kit_id')
      .notNull()
      .references(() => commerceProducts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => commerceProducts.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.kitId, t.productId] }),
    index('commerce_kit_components_product_idx').on(t.productId),
    check('commerce_kit_components_quantity_check', sql`${t.quantity} > 0`),
  ],
);
