import * as z from 'zod';
import { DateRegion, HexColour } from '../../account';
import { AppCategory } from '../../apps';
import { AppSlug, Id, Language } from '../../common';
import { text } from '../../text';
import { CURRENCIES } from '../../../src/domain/money/currencies';
import { BusinessCalendar } from '../../calendars';

const GridRole = z.enum(['employee', 'agent', 'manager']);

/** One app of the catalogue as the apps-and-roles grid shows it. */
export const AccessApp = z.object({
  slug: AppSlug,
  name: text(),
  category: AppCategory,
  installed: z.boolean(),
  /** Admins only and never uninstalled: the grid shows it without toggles. */
  administration: z.boolean(),
  /** The roles below admin that open it once installed. */
  roles: z.array(GridRole),
});
export const AccessAnswer = z.object({ apps: z.array(AccessApp) });

/** Only the apps whose roles change; each gets exactly the roles named. */
export const UpdateAccessRequest = z.strictObject({
  grants: z
    .array(z.strictObject({ slug: AppSlug, roles: z.array(GridRole).max(3) }))
    .min(1)
    .max(200),
});

export const BrandingAnswer = z.object({ logoUrl: text().nullable(), logoType: text().nullable(), colour: HexColour.nullable() });
/** Any text: the server says whether it is a colour and whether white text stays readable on it. */
export const UpdateBrandingRequest = z.strictObject({ colour: text().trim().max(32).nullable() });

export const Currency = z.enum(CURRENCIES);
export const LocaleAnswer = z.object({
  /** The language new people and mails start in; everyone may choose their own. */
  language: Language,
  dateRegion: DateRegion.nullable(),
  currency: Currency,
  currencies: z.array(Currency),
  /** Money has moved in the currency: it can no longer change. */
  currencyLocked: z.boolean(),
});
export const UpdateLocaleRequest = z.strictObject({ language: Language, dateRegion: DateRegion.nullable(), currency: Currency });

/** The organisation's business hours, kept by the service desk; null until it has some. */
export const CalendarAnswer = z.object({ calendar: BusinessCalendar.nullable() });
export const UpdateCalendarRequest = z.strictObject({ calendar: BusinessCalendar });

/** A site of Locations with its own business hours, or null when it follows the organisation's. */
export const LocationCalendar = z.object({ location: z.object({ id: Id, name: text() }), calendar: BusinessCalendar.nullable() });
export const LocationCalendarsAnswer = z.object({ items: z.array(LocationCalendar) });
/** Null lets the site follow the organisation's hours again. */
export const UpdateLocationCalendarRequest = z.strictObject({ calendar: BusinessCalendar.nullable() });
