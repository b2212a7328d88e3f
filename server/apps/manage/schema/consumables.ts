import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id, organisationId, users, version } from '../../../kernel-schema';
import { day, manageAssets } from './assets';

/** Purchase facts consumables and components share with Snipe-IT's: order number, date and unit cost. */
const purchase = () => ({
  orderNumber: text('order_number'),
  purchaseDate: day('purchase_date'),
  purchaseCostCents: integer('purchase_cost_cents'),
});

/** Counted and used up (toner, cables): issuing units to a person takes them off `quantity` for good. */
export const manageConsumables = pgTable(
  'manage_consumables',
  {
    id: id(),
    organisationId: organisationId(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    manufacturer: text('manufacturer'),
    modelNumber: text('model_number'),
    itemNumber: text('item_number'),
    /** The site in Locations, as an asset's (read through the places port, no foreign key). */
    locationId: uuid('location_id'),
    quantity: integer('quantity').notNull(),
    minQuantity: integer('min_quantity').notNull().default(0),
    ...purchase(),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: version(),
  },
  (t) => [
    index('manage_consumables_name_idx').on(t.organisationId, t.name),
    index('manage_consumables_location_idx').on(t.organisationId, t.locationId),
    // Never below zero, whatever races the application loses.
    check('manage_consumables_quantity_check', sql`${t.quantity} >= 0 and ${t.minQuantity} >= 0`),
  ],
);

/** Each issue of consumables to a person: the history, since the units themselves are gone. */
export const manageConsumableIssues = pgTable(
  'manage_consumable_issues',
  {
    id: id(),
    organisationId: organisationId(),
    consumableId: uuid('consumable_id')
      .notNull()
      .references(() => manageConsumables.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    note: text('note'),
    /** Who handed them out; kept when that account goes. */
    issuedById: uuid('issued_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('manage_consumable_issues_consumable_idx').on(t.consumableId, t.createdAt),
    index('manage_consumable_issues_user_idx').on(t.userId),
    check('manage_consumable_issues_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** Parts installed into assets (RAM, disks): `remaining` of `total` are on the shelf, the rest are in assets. */
export const manageComponents = pgTable(
  'manage_components',
  {
    id: id(),
    organisationId: organisationId(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    manufacturer: text('manufacturer'),
    modelNumber: text('model_number'),
    serial: text('serial'),
    locationId: uuid('location_id'),
    total: integer('total').notNull(),
    remaining: integer('remaining').notNull(),
    minQuantity: integer('min_quantity').notNull().default(0),
    ...purchase(),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: version(),
  },
  (t) => [
    index('manage_components_name_idx').on(t.organisationId, t.name),
    index('manage_components_location_idx').on(t.organisationId, t.locationId),
    index('manage_components_serial_idx').on(t.organisationId, t.serial),
    check('manage_components_stock_check', sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.total} and ${t.minQuantity} >= 0`),
  ],
);

/** How many units of a component one asset holds; one row per asset, grown and shrunk as units go in and out. */
export const manageComponentInstalls = pgTable(
  'manage_component_installs',
  {
    id: id(),
    organisationId: organisationId(),
    componentId: uuid('component_id')
      .notNull()
      .references(() => manageComponents.id, { onDelete: 'cascade' }),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => manageAssets.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('manage_component_installs_unique').on(t.componentId, t.assetId),
    index('manage_component_installs_asset_idx').on(t.assetId),
    check('manage_component_installs_quantity_check', sql`${t.quantity} > 0`),
  ],
);
