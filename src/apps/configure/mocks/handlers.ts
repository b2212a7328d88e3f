import type { HttpHandler } from 'msw';
import { isAdministrationApp } from '../../../../contract/app-access';
import * as r from '../../../../contract/apps/configure/routes';
import { appCatalogue } from '../../../../contract/catalogue';
import { ProblemTypes } from '../../../../contract/problem';
import { calendarProblems, type BusinessCalendar } from '../../../domain/calendars/business-calendar';
import { brandColourProblem, MIN_CONTRAST, normalisedHex } from '../../../domain/branding/brand-colour';
import type { GrantableRole } from '../../../domain/apps/app-declaration';
import { CURRENCIES } from '../../../domain/money/currencies';
import { MockProblem, mockNotFound, mockRouter, type StaffCaller } from '../../../../tests/mocks/mock-route';
import { locationsOf } from '../../commerce/mocks/locations-mock-state';
import type { MockState } from '../../../../tests/mocks/mock-state';
import { GRID_ROLES } from '../domain/role-grid';
import { logoProblem } from '../domain/logo-rules';
import { configureSetupOf } from './mock-state';

const fieldRefused = (path: string, message: string, code: string, params: Record<string, number> = {}) =>
  new MockProblem(400, ProblemTypes.validation, 'The request is not valid', [{ path, message, code, params }]);
const ruleRefused = (code: string, params: Record<string, string>, field?: string) =>
  new MockProblem(409, ProblemTypes.conflict, 'The change breaks a rule', field ? [{ path: `body.${field}`, message: code, code, params }] : undefined, { code, params });

/** Configure in memory, over the shell's organisations (installed apps, grants, look), as the server keeps them. */
/** A calendar the desk would take, or the refusal it would give. */
function usable(calendar: unknown): void {
  const problems = calendarProblems(calendar as BusinessCalendar);
  if (problems.length > 0) throw fieldRefused('body.calendar', `The business calendar is not usable: ${problems.join(', ')}.`, problems[0]!);
}

export function configureHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  const sitesOf = (caller: StaffCaller) => locationsOf(state).filter((site) => site.organisationId === caller.user.organisationId);
  const route = mockRouter(state, baseUrl);
  const organisationOf = ({ user }: StaffCaller) => state.organisations.get(user.organisationId)!;
  const grid = (caller: StaffCaller) => {
    const organisation = organisationOf(caller);
    return {
      apps: appCatalogue.map((app) => ({
        slug: app.slug,
        name: app.name,
        category: app.category,
        installed: organisation.installed.has(app.slug),
        administration: isAdministrationApp(app.slug),
        roles: GRID_ROLES.filter((role) => organisation.grants.get(role)?.has(app.slug)),
      })),
    };
  };
  const branding = (caller: StaffCaller) => {
    const { logoUrl, colour } = organisationOf(caller).profile;
    return { logoUrl, logoType: logoUrl ? /^data:([^;]+)/.exec(logoUrl)![1]! : null, colour };
  };
  const locale = (caller: StaffCaller) => {
    const organisation = organisationOf(caller);
    const setup = configureSetupOf(state, organisation.id);
    return { language: organisation.settings.language, dateRegion: organisation.profile.dateRegion, currency: setup.currency, currencies: [...CURRENCIES], currencyLocked: setup.moneyMoved };
  };
  const record = (caller: StaffCaller, action: string) =>
    state.record(caller.user, caller.session, { action, entityType: 'organisation', entityId: caller.user.organisationId, appSlug: 'configure' });
  return [
    route(r.getConfigureAccess, ({ caller }) => grid(caller)),
    route(r.updateConfigureAccess, ({ caller, body }) => {
      const catalogued = new Set(appCatalogue.map((app) => app.slug));
      for (const [index, grant] of body.grants.entries()) {
        if (!catalogued.has(grant.slug)) throw fieldRefused(`body.grants.${index}.slug`, `No app is called ${grant.slug}.`, 'unknown-app');
        if (isAdministrationApp(grant.slug) && grant.roles.length > 0) throw ruleRefused('admin-only-app', { slug: grant.slug }, `grants.${index}.roles`);
      }
      const { grants } = organisationOf(caller);
      for (const grant of body.grants) {
        for (const role of GRID_ROLES) {
          const slugs = grants.get(role) ?? new Set<string>();
          if (grant.roles.includes(role as GrantableRole)) slugs.add(grant.slug);
          else slugs.delete(grant.slug);
          grants.set(role, slugs);
        }
        state.record(caller.user, caller.session, { action: 'app.roles-changed', entityType: 'app', entityId: grant.slug, appSlug: grant.slug });
      }
      return grid(caller);
    }),
    route(r.getConfigureBranding, ({ caller }) => branding(caller)),
    route(r.updateConfigureBranding, ({ caller, body }) => {
      const problem = body.colour === null ? null : brandColourProblem(body.colour);
      if (problem?.code === 'invalid-colour') throw fieldRefused('body.colour', 'Give a colour as #rrggbb.', problem.code);
      if (problem?.code === 'low-contrast') throw fieldRefused('body.colour', 'Too little contrast.', problem.code, { ratio: problem.ratio, minimum: MIN_CONTRAST });
      organisationOf(caller).profile.colour = body.colour === null ? null : normalisedHex(body.colour);
      record(caller, 'organisation.colour-changed');
      return branding(caller);
    }),
    route(r.uploadConfigureLogo, ({ caller, body }) => {
      const problem = logoProblem(body.bytes, body.contentType);
      if (problem) throw fieldRefused('body', problem, problem);
      organisationOf(caller).profile.logoUrl = `data:${body.contentType};base64,${btoa(String.fromCharCode(...body.bytes))}`;
      record(caller, 'organisation.logo-changed');
      return branding(caller);
    }),
    route(r.removeConfigureLogo, ({ caller }) => {
      organisationOf(caller).profile.logoUrl = null;
      record(caller, 'organisation.logo-removed');
      return branding(caller);
    }),
    route(r.getConfigureLocale, ({ caller }) => locale(caller)),
    route(r.updateConfigureLocale, ({ caller, body }) => {
      const organisation = organisationOf(caller);
      const setup = configureSetupOf(state, organisation.id);
      if (body.currency !== setup.currency && setup.moneyMoved) throw ruleRefused('currency-locked', { currency: setup.currency }, 'currency');
      setup.currency = body.currency;
      organisation.settings.language = body.language;
      organisation.profile.dateRegion = body.dateRegion;
      record(caller, 'organisation.locale-changed');
      return locale(caller);
    }),
    route(r.getConfigureCalendar, ({ caller }) => ({ calendar: configureSetupOf(state, caller.user.organisationId).calendar })),
    route(r.updateConfigureCalendar, ({ caller, body }) => {
      const { calendar } = body;
      usable(calendar);
      configureSetupOf(state, caller.user.organisationId).calendar = calendar;
      record(caller, 'organisation.calendar-changed');
      return { calendar };
    }),
    route(r.getConfigureLocationCalendars, ({ caller }) => {
      const own = configureSetupOf(state, caller.user.organisationId).locationCalendars;
      return { items: sitesOf(caller).map((site) => ({ location: { id: site.id, name: site.name }, calendar: own.get(site.id) ?? null })) };
    }),
    route(r.updateConfigureLocationCalendar, ({ caller, params, body }) => {
      const site = sitesOf(caller).find((each) => each.id === params.id);
      if (!site) throw mockNotFound('location');
      const own = configureSetupOf(state, caller.user.organisationId).locationCalendars;
      if (body.calendar) {
        usable(body.calendar);
        own.set(site.id, body.calendar);
      } else own.delete(site.id);
      record(caller, 'organisation.location-calendar-changed');
      return { location: { id: site.id, name: site.name }, calendar: body.calendar };
    }),
  ];
}
