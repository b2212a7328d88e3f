import type { BusinessCalendar } from '../../../../domain/calendars/business-calendar';
import type { AppCategory, GrantableRole } from '../../../../domain/apps/app-declaration';
import type { DateRegion } from '../../../../domain/formatting/date-regions';
import type { Language } from '../../../../domain/i18n/language';
import type { Currency } from '../../../../domain/money/currencies';

export interface AccessApp {
  readonly slug: string;
  readonly name: string;
  readonly category: AppCategory;
  readonly installed: boolean;
  readonly administration: boolean;
  readonly roles: readonly GrantableRole[];
}

export interface Branding {
  readonly logoUrl: string | null;
  readonly logoType: string | null;
  readonly colour: string | null;
}

export interface Locale {
  readonly language: Language;
  readonly dateRegion: DateRegion | null;
  readonly currency: Currency;
  readonly currencies: readonly Currency[];
  readonly currencyLocked: boolean;
}

export type LocaleChange = Pick<Locale, 'language' | 'dateRegion' | 'currency'>;

/** The organisation's settings as Configure reads and changes them. */
export interface ConfigureGateway {
  access(): Promise<{ apps: readonly AccessApp[] }>;
  grant(grants: readonly { slug: string; roles: readonly GrantableRole[] }[]): Promise<{ apps: readonly AccessApp[] }>;
  branding(): Promise<Branding>;
  setColour(colour: string | null): Promise<Branding>;
  uploadLogo(file: File): Promise<Branding>;
  removeLogo(): Promise<Branding>;
  locale(): Promise<Locale>;
  setLocale(change: LocaleChange): Promise<Locale>;
  calendar(): Promise<{ calendar: BusinessCalendar | null }>;
  setCalendar(calendar: BusinessCalendar): Promise<{ calendar: BusinessCalendar | null }>;
  /** Every site of Locations with its own hours, or null where it follows the organisation's. */
  locationCalendars(): Promise<{ items: readonly SiteCalendar[] }>;
  /** A site's own hours, or null: it follows the organisation's again. */
  setLocationCalendar(locationId: string, calendar: BusinessCalendar | null): Promise<SiteCalendar>;
}

export interface SiteCalendar {
  readonly location: { readonly id: string; readonly name: string };
  readonly calendar: BusinessCalendar | null;
}

export const CONFIGURE_GATEWAY = Symbol.for('ConfigureGateway');
