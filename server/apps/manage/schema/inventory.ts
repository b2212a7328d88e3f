import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id, organisationId, users, version } from '../../../kernel-schema';
import { day, manageAssets } from './assets';

export const manageAccessories = pgTable(
  'manage_accessories',
  {
    id: id(),
    organisationId: organisationId(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    manufacturer: text('manufacturer'),
    /** The site in Locations, as an asset's. */
    locationId: uuid('location_id'),
    total: integer('total').notNull(),
    available: integer('available').notNull(),
    lowStockThreshold: integer('low_stock_threshold').notNull().default(0),
    costCents: integer('cost_cents'),
    notes: text('notes'),
    archived: boolean('archived').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: version(),
  },
  (t) => [
    index('manage_accessories_name_idx').on(t.organisationId, t.name),
    // Stock never below zero, whatever races the application loses.
    check('manage_accessories_stock_check', sql`${t.available} >= 0 and ${t.available} <= ${t.total}`),
  ],
);

export const manageAccessoryCheckouts = pgTable(
  'manage_accessory_checkouts',
  {
    id: id(),
    organisationId: organisationId(),
    accessoryId: uuid('accessory_id')
      .notNull()
      .references(() => manageAccessories.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('manage_accessory_checkouts_accessory_idx').on(t.accessoryId), index('manage_accessory_checkouts_user_idx').on(t.userId)],
);

/**
 * Units a store's order holds of an accessory until it ships (then they are checked out to the buyer) or is cancelled;
 * the accessory's `available` already counts them out.
 */
export const manageAccessoryReservations = pgTable(
  'manage_accessory_reservations',
  {
    id: id(),
    organisationId: organisationId(),
    accessoryId: uuid('accessory_id')
      .notNull()
      .references(() => manageAccessories.id, { onDelete: 'cascade' }),
    /** The order is another app's: no foreign key, the id is a reference. */
    orderId: uuid('order_id').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('manage_accessory_reservations_order_idx').on(t.organisationId, t.orderId), index('manage_accessory_reservations_accessory_idx').on(t.accessoryId)],
);

export const manageSoftware = pgTable(
  'manage_software',
  {
    id: id(),
    organisationId: organisationId(),
    name: text('name').notNull(),
    publisher: text('publisher'),
    category: text('category'),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: version(),
  },
  (t) => [uniqueIndex('manage_software_name_unique').on(t.organisationId, t.name)],
);

export const manageLicences = pgTable(
  'manage_licences',
  {
    id: id(),
    organisationId: organisationId(),
    softwareId: uuid('software_id')
      .notNull()
      .references(() => manageSoftware.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    licenceKey: text('licence_key'),
    seats: integer('seats').notNull(),
    seatsUsed: integer('seats_used').notNull().default(0),
    expiresOn: day('expires_on'),
    renewalOn: day('renewal_on'),
    costCents: integer('cost_cents'),
    supplier: text('supplier'),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: version(),
  },
  (t) => [
    index('manage_licences_software_idx').on(t.organisationId, t.softwareId),
    // The seat race ends here at the latest: the losing UPDATE cannot pass this.
    check('manage_licences_seats_check', sql`${t.seatsUsed} >= 0 and ${t.seatsUsed} <= ${t.seats}`),
  ],
);

export const manageLicenceSeats = pgTable(
  'manage_licence_seats',
  {
    id: id(),
    organisationId: organisationId(),
    licenceId: uuid('licence_id')
      .notNull()
      .references(() => manageLicences.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    assetId: uuid('asset_id').references(() => manageAssets.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('manage_licence_seats_licence_idx').on(t.licenceId),
    index('manage_licence_seats_user_idx').on(t.userId),
    index('manage_licence_seats_asset_idx').on(t.assetId),
    check('manage_licence_seats_holder_check', sql`(${t.userId} is null) <> (${t.assetId} is null)`),
  ],
);
