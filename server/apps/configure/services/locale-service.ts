import type { z } from 'zod';
import type {
  CalendarAnswer,
  LocaleAnswer,
  LocationCalendar,
  LocationCalendarsAnswer,
  UpdateCalendarRequest,
  UpdateLocaleRequest,
  UpdateLocationCalendarRequest,
} from '../../../../contract/apps/configure/configure-schemas';
import type { BusinessCalendar } from '../../../../src/domain/calendars/business-calendar';
import type { DateRegion } from '../../../../src/domain/formatting/date-regions';
import { CURRENCIES } from '../../../../src/domain/money/currencies';
import { auditBy, changes, notFound, staleVersion, type Repositories, type StaffPrincipal } from '../../../kernel';
import { CONFIGURE_SLUG } from '../../../../src/apps/configure/domain/slug';
import { organisationChange } from './configure-audit';
import type { ConfigureDeps } from './service-deps';

type Locale = z.output<typeof LocaleAnswer>;

/**
 * The organisation's language, date order and currency, and its business hours. Each is kept where it belongs: the
 * language in the kernel's organisation defaults (new people and mails start in it), the date order on the
 * organisation, the currency by commerce and the hours by the service desk, each through its port and its rules.
 */
export class LocaleService {
  constructor(private readonly deps: ConfigureDeps) {}

  private async localeIn(repos: Repositories, organisationId: string): Promise<Locale & { settingsVersion: number }> {
    const [defaults, organisation, currency, moneyMoved] = await Promise.all([
      repos.settings.find(organisationId, null),
      repos.organisations.find(organisationId),
      this.deps.organisationCurrency.currency(repos, organisationId),
      this.deps.organisationCurrency.moneyMoved(repos, organisationId),
    ]);
    if (!defaults || !organisation) throw notFound('organisation');
    return {
      language: defaults.language,
      dateRegion: organisation.dateRegion as DateRegion | null,
      currency,
      currencies: [...CURRENCIES],
      currencyLocked: moneyMoved,
      settingsVersion: defaults.version,
    };
  }

  async locale(principal: StaffPrincipal): Promise<Locale> {
    const { settingsVersion: _, ...locale } = await this.localeIn(this.deps.store.repos, principal.organisationId);
    return locale;
  }

  /** All three change together or none: a locked currency refuses the whole change (409), naming why. */
  async updateLocale(principal: StaffPrincipal, body: z.output<typeof UpdateLocaleRequest>): Promise<Locale> {
    const { organisationId } = principal;
    const now = this.deps.now();
    await this.deps.store.transaction(async (repos) => {
      const { settingsVersion, ...before } = await this.localeIn(repos, organisationId);
      if (body.currency !== before.currency) await this.deps.organisationCurrency.change(repos, organisationId, body.currency, now);
      if (body.language !== before.language && !(await repos.settings.update(organisationId, null, { language: body.language }, settingsVersion, now))) throw staleVersion();
      if (body.dateRegion !== before.dateRegion) {
        const organisation = await repos.organisations.find(organisationId);
        if (!organisation || !(await repos.organisations.updateProfile(organisationId, organisation.version, { dateRegion: body.dateRegion }))) throw staleVersion();
      }
      const { currencies: _, currencyLocked: __, ...kept } = before;
      if (Object.keys(changes(kept, body).after).length > 0) await repos.audit.append(organisationChange(principal, 'organisation.locale-changed', kept, body));
    });
    return this.locale(principal);
  }

  async calendar(principal: StaffPrincipal): Promise<z.output<typeof CalendarAnswer>> {
    const calendar = await this.deps.businessCalendars.organisationCalendar(this.deps.store.repos, principal.organisationId);
    return { calendar: calendar && { ...calendar, hours: [...calendar.hours], holidays: [...calendar.holidays] } };
  }

  async updateCalendar(principal: StaffPrincipal, body: z.output<typeof UpdateCalendarRequest>): Promise<z.output<typeof CalendarAnswer>> {
    const { organisationId } = principal;
    const calendar = body.calendar as BusinessCalendar;
    await this.deps.store.transaction(async (repos) => {
      const before = await this.deps.businessCalendars.organisationCalendar(repos, organisationId);
      await this.deps.businessCalendars.saveOrganisationCalendar(repos, organisationId, calendar, this.deps.now());
      await repos.audit.append(
        auditBy(principal, { action: 'organisation.calendar-changed', entityType: 'organisation', entityId: organisationId, appSlug: CONFIGURE_SLUG, before, after: calendar }),
      );
    });
    return this.calendar(principal);
  }

  /** Every site with its own hours, or null where it follows the organisation's. */
  async locationCalendars(principal: StaffPrincipal): Promise<z.output<typeof LocationCalendarsAnswer>> {
    const { repos } = this.deps.store;
    const [sites, own] = await Promise.all([this.deps.places.list(repos, principal.organisationId), this.deps.businessCalendars.locationCalendars(repos, principal.organisationId)]);
    return { items: sites.map((site) => locationCalendarOf(site, own.get(site.id) ?? null)) };
  }

  async updateLocationCalendar(principal: StaffPrincipal, locationId: string, body: z.output<typeof UpdateLocationCalendarRequest>): Promise<z.output<typeof LocationCalendar>> {
    const { organisationId } = principal;
    const calendar = body.calendar as BusinessCalendar | null;
    return this.deps.store.transaction(async (repos) => {
      const site = (await this.deps.places.placesOf(repos, organisationId, [locationId])).get(locationId);
      if (!site) throw notFound('location');
      const before = (await this.deps.businessCalendars.locationCalendars(repos, organisationId)).get(locationId) ?? null;
      await this.deps.businessCalendars.saveLocationCalendar(repos, organisationId, locationId, calendar, this.deps.now());
      await repos.audit.append(
        auditBy(principal, { action: 'organisation.location-calendar-changed', entityType: 'location', entityId: locationId, appSlug: CONFIGURE_SLUG, before, after: calendar }),
      );
      return locationCalendarOf(site, calendar);
    });
  }
}

function locationCalendarOf(site: { id: string; name: string }, calendar: BusinessCalendar | null): z.output<typeof LocationCalendar> {
  return { location: { id: site.id, name: site.name }, calendar: calendar && { ...calendar, hours: [...calendar.hours], holidays: [...calendar.holidays] } };
}
