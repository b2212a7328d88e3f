import { boolean, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, organisations } from '../../../kernel-schema';
import { campaignPeople } from './campaigns';

/**
 * What a leaver told the help-with-return page: where and how the device is collected. One row per person, written
 * again as they change it; the booked slot is a day and a half-day, which the carrier confirms.
 */
export const recoverReturns = pgTable('recover_returns', {
  personId: uuid('person_id')
    .primaryKey()
    .references(() => campaignPeople.id, { onDelete: 'cascade' }),
  organisationId: uuid('organisation_id')
    .notNull()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  address: text('address').notNull(),
  phone: text('phone').notNull(),
  hasPackaging: boolean('has_packaging').notNull(),
  /** `YYYY-MM-DD` and `am` or `pm`; null until a pickup is booked. */
  pickupDay: text('pickup_day'),
  pickupSlot: text('pickup_slot'),
  /** Said on the page: the device was already handed back, and how. */
  alreadyReturnedNote: text('already_returned_note'),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
