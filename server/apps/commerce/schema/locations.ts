import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LOCATION_KINDS, type LocationKind } from '../../../../src/apps/commerce/domain/location-terms';
import { at, createdAt, id, inList, organisations, users, version } from '../../../kernel-schema';

/** Offices, warehouses and homes: where stock is kept and orders and pickups go. */
export const commerceLocations = pgTable(
  'commerce_locations',
  {
    id: id(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<LocationKind>().notNull(),
    name: text('name').notNull(),
    /** Whose home it is, for a home. */
    personId: uuid('person_id').references(() => users.id, { onDelete: 'set null' }),
    recipient: text('recipient'),
    /** A site another app named (a Manage asset's place) may come without an address: "address missing" until completed. */
    line1: text('line1'),
    line2: text('line2'),
    city: text('city'),
    region: text('region'),
    /** Kept as the country's format writes it (checked and normalised by the domain's postcode rule). */
    postcode: text('postcode'),
    country: text('country'),
    phone: text('phone'),
    isDefaultShipping: boolean('is_default_shipping').notNull().default(false),
    isDefaultStock: boolean('is_default_stock').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: version(),
  },
  (t) => [
    index('commerce_locations_name_idx').on(t.organisationId, t.name),
    // One default of each kind per organisation, whatever two admins do at once.
    uniqueIndex('commerce_locations_default_shipping_unique').on(t.organisationId).where(sql`${t.isDefaultShipping}`),
    uniqueIndex('commerce_locations_default_stock_unique').on(t.organisationId).where(sql`${t.isDefaultStock}`),
    check('commerce_locations_kind_check', sql`${t.kind} in (${inList(LOCATION_KINDS)})`),
    check('commerce_locations_stock_kind_check', sql`not ${t.isDefaultStock} or ${t.kind} <> 'home'`),
  ],
);
