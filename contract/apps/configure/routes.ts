import { ADMIN_ROLES } from '../../common';
import { byId } from '../../records';
import { appRoute, json } from '../../descriptor';
import { CONFIGURE_SLUG } from '../../../src/apps/configure/domain/slug';
import { LOGO_TYPES } from '../../../src/apps/configure/domain/logo-rules';
import {
  AccessAnswer,
  BrandingAnswer,
  CalendarAnswer,
  LocaleAnswer,
  LocationCalendar,
  LocationCalendarsAnswer,
  UpdateLocationCalendarRequest,
  UpdateAccessRequest,
  UpdateBrandingRequest,
  UpdateCalendarRequest,
  UpdateLocaleRequest,
} from './configure-schemas';

// Configure is the organisation's administration: on top of the app's rule, every route is for admins alone.
const admins = { roles: ADMIN_ROLES };

export const getConfigureAccess = appRoute(CONFIGURE_SLUG, {
  id: 'getConfigureAccess',
  method: 'GET',
  path: '/configure/access',
  summary: 'Every app of the catalogue: installed or not, and which roles below admin open it',
  ...admins,
  success: json(AccessAnswer),
  problems: [403],
});

export const updateConfigureAccess = appRoute(CONFIGURE_SLUG, {
  id: 'updateConfigureAccess',
  method: 'PATCH',
  path: '/configure/access',
  summary: 'Which roles open the apps named; the server guard and every open page follow at once',
  ...admins,
  request: { body: UpdateAccessRequest },
  success: json(AccessAnswer),
  problems: [403, 409],
});

export const getConfigureBranding = appRoute(CONFIGURE_SLUG, {
  id: 'getConfigureBranding',
  method: 'GET',
  path: '/configure/branding',
  summary: "The organisation's logo and brand colour",
  ...admins,
  success: json(BrandingAnswer),
  problems: [403],
});

export const updateConfigureBranding = appRoute(CONFIGURE_SLUG, {
  id: 'updateConfigureBranding',
  method: 'PATCH',
  path: '/configure/branding',
  summary: 'Set the brand colour (white text on it must reach 4.5:1) or go back to the portal’s colours (null)',
  ...admins,
  request: { body: UpdateBrandingRequest },
  success: json(BrandingAnswer),
  problems: [403],
});

export const uploadConfigureLogo = appRoute(CONFIGURE_SLUG, {
  id: 'uploadConfigureLogo',
  method: 'POST',
  path: '/configure/branding/logo',
  summary: 'Give the organisation its logo (PNG, JPEG or a script-free SVG up to 512 KB): the bytes as the body, the type as Content-Type',
  ...admins,
  request: { upload: { contentTypes: LOGO_TYPES } },
  success: json(BrandingAnswer),
  problems: [403, 415],
});

export const removeConfigureLogo = appRoute(CONFIGURE_SLUG, {
  id: 'removeConfigureLogo',
  method: 'DELETE',
  path: '/configure/branding/logo',
  summary: "Remove the organisation's logo: the header shows the portal's name again",
  ...admins,
  success: json(BrandingAnswer),
  problems: [403],
});

export const getConfigureLocale = appRoute(CONFIGURE_SLUG, {
  id: 'getConfigureLocale',
  method: 'GET',
  path: '/configure/locale',
  summary: "The organisation's default language, date order and currency, and whether the currency is locked",
  ...admins,
  success: json(LocaleAnswer),
  problems: [403],
});

export const updateConfigureLocale = appRoute(CONFIGURE_SLUG, {
  id: 'updateConfigureLocale',
  method: 'PATCH',
  path: '/configure/locale',
  summary: 'Change the default language, date order and currency; a new currency is refused (409) once money has moved',
  ...admins,
  request: { body: UpdateLocaleRequest },
  success: json(LocaleAnswer),
  problems: [403, 409],
});

export const getConfigureCalendar = appRoute(CONFIGURE_SLUG, {
  id: 'getConfigureCalendar',
  method: 'GET',
  path: '/configure/calendar',
  summary: "The organisation's business hours, as the service desk's SLA clocks count them",
  ...admins,
  success: json(CalendarAnswer),
  problems: [403],
});

export const updateConfigureCalendar = appRoute(CONFIGURE_SLUG, {
  id: 'updateConfigureCalendar',
  method: 'PATCH',
  path: '/configure/calendar',
  summary: "Change the organisation's business hours through the service desk, by its rules",
  ...admins,
  request: { body: UpdateCalendarRequest },
  success: json(CalendarAnswer),
  problems: [403],
});

export const getConfigureLocationCalendars = appRoute(CONFIGURE_SLUG, {
  id: 'getConfigureLocationCalendars',
  method: 'GET',
  path: '/configure/calendar/locations',
  summary: "Every site of Locations with its own business hours, or null where it follows the organisation's",
  ...admins,
  success: json(LocationCalendarsAnswer),
  problems: [403],
});

export const updateConfigureLocationCalendar = appRoute(CONFIGURE_SLUG, {
  id: 'updateConfigureLocationCalendar',
  method: 'PATCH',
  path: '/configure/calendar/locations/:id',
  summary: "Give a site hours of its own (a hire's kit is ordered on its working days), or with null the organisation's again",
  ...admins,
  request: { ...byId, body: UpdateLocationCalendarRequest },
  success: json(LocationCalendar),
  problems: [403, 404],
});

/** Every route of Configure, for contract/routes.ts. */
export const configureRoutes = [
  getConfigureAccess,
  updateConfigureAccess,
  getConfigureBranding,
  updateConfigureBranding,
  uploadConfigureLogo,
  removeConfigureLogo,
  getConfigureLocale,
  updateConfigureLocale,
  getConfigureCalendar,
  updateConfigureCalendar,
  getConfigureLocationCalendars,
  updateConfigureLocationCalendar,
] as const;
