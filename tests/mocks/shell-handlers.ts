import type { HttpHandler } from 'msw';
import { appStorePage, appSummaryOf } from '../../contract/app-listing';
import { isAdministrationApp } from '../../contract/app-access';
import { appCatalogue, type CatalogueEntry } from '../../contract/catalogue';
import { frameAddress } from '../../src/domain/apps/frame-address';
import { isAdminRole } from '../../contract/common';
import { pageOfItems } from '../../contract/app-listing';
import { parseSort } from '../../contract/list';
import { ProblemTypes } from '../../contract/problem';
import * as jobRoutes from '../../contract/job-routes';
import * as routes from '../../contract/shell-routes';
import { MockProblem, mockNotFound, mockRouter, type StaffCaller } from './mock-route';
import type { MockState, MockUser } from './mock-state';

const stale = () => new MockProblem(412, ProblemTypes.staleVersion, 'The record changed since you read it');

function profileOf(state: MockState, user: MockUser) {
  const { id, email, name, role, organisationId, createdAt, version } = user;
  return { id, email, name, role, organisationId, organisationName: state.organisations.get(organisationId)!.name, createdAt, version };
}

function settingsOf(state: MockState, user: MockUser) {
  const organisation = state.organisations.get(user.organisationId)!;
  const { logoUrl, colour, dateRegion } = organisation.profile;
  return { personal: { ...user.settings }, organisation: { name: organisation.name, ...organisation.settings, branding: { logoUrl, colour }, dateRegion } };
}

/** The app store, dashboard, profile, settings, people and audit trail, in memory. */
export function shellHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  const route = mockRouter(state, baseUrl);
  const catalogued = (slug: string) => {
    const app = appCatalogue.find((entry) => entry.slug === slug);
    if (!app) throw mockNotFound('app');
    return app;
  };
  const changeInstall = ({ user, session }: StaffCaller, slug: string, install: boolean) => {
    const app = catalogued(slug);
    if (!install && isAdministrationApp(slug)) throw new MockProblem(409, ProblemTypes.conflict, 'The change breaks a rule', undefined, { code: 'app-required', params: { slug } });
    const installed = state.organisations.get(user.organisationId)!.installed;
    if (installed.has(slug) !== install) {
      if (install) installed.add(slug);
      else installed.delete(slug);
      state.record(user, session, { action: install ? 'app.installed' : 'app.uninstalled', entityType: 'app', entityId: slug, appSlug: slug });
    }
    return appSummaryOf(app, state.access(user));
  };
  /** The catalogue entry as the caller's organisation sees it: its partner's frame address in place of the catalogue's. */
  const framedFor = (user: MockUser, app: CatalogueEntry): CatalogueEntry => {
    const own = state.organisations.get(user.organisationId)!.frames.get(app.slug);
    return own === undefined ? app : { ...app, frameUrl: own };
  };
  const ownJobs = (user: MockUser) => state.jobs.filter((row) => row.organisationId === user.organisationId).map((row) => row.job);
  const trailOf = (user: MockUser) => state.audit.filter((row) => row.organisationId === user.organisationId).map((row) => row.entry);

  return [
    route(routes.listApps, ({ caller, query }) => appStorePage(appCatalogue.map((app) => framedFor(caller.user, app)), state.access(caller.user), query)),
    route(routes.getApp, ({ caller, params }) => {
      const summary = appSummaryOf(framedFor(caller.user, catalogued(params.slug)), state.access(caller.user));
      const admins = state.users.filter((user) => user.organisationId === caller.user.organisationId && isAdminRole(user.role));
      return { ...summary, grantors: summary.allowed ? [] : admins.map(({ name, email }) => ({ name, email })) };
    }),
    route(routes.installApp, ({ caller, params }) => changeInstall(caller, params.slug, true)),
    route(routes.uninstallApp, ({ caller, params }) => changeInstall(caller, params.slug, false)),
    route(routes.setAppFrame, ({ caller, params, body }) => {
      const app = catalogued(params.slug);
      if (app.frameUrl === null) throw mockNotFound('embedded app');
      const address = body.frameUrl === null ? null : frameAddress(body.frameUrl, new URL(baseUrl).origin);
      if (address?.kind === 'refused') throw new MockProblem(400, ProblemTypes.validation, 'A partner address must use https.', [{ path: 'body.frameUrl', message: 'A partner address must use https.' }]);
      const frames = state.organisations.get(caller.user.organisationId)!.frames;
      if (address) frames.set(params.slug, address.url);
      else frames.delete(params.slug);
      return appSummaryOf(framedFor(caller.user, app), state.access(caller.user));
    }),
    route(routes.getDashboard, ({ caller }) => {
      const access = state.access(caller.user);
      const trail = trailOf(caller.user);
      const mine = isAdminRole(caller.user.role) ? trail : trail.filter((entry) => entry.user?.id === caller.user.id);
      return {
        activityByApp: access.allowed.map((slug) => ({
          slug,
          name: catalogued(slug).name,
          count: trail.filter((entry) => entry.appSlug === slug).length,
        })),
        counts: {
          users: state.users.filter((user) => user.organisationId === caller.user.organisationId).length,
          installedApps: access.installed.length,
          allowedApps: access.allowed.length,
        },
        recentActivity: mine.slice(0, 10),
      };
    }),
    route(routes.getProfile, ({ caller }) => profileOf(state, caller.user)),
    route(routes.updateProfile, ({ caller, body }) => {
      if (caller.user.version !== body.version) throw stale();
      const before = { name: caller.user.name };
      Object.assign(caller.user, { name: body.name, version: caller.user.version + 1 });
      state.record(caller.user, caller.session, { action: 'profile.updated', entityType: 'user', entityId: caller.user.id, before, after: { name: body.name } });
      return profileOf(state, caller.user);
    }),
    route(routes.changePassword, ({ caller, body }) => {
      if (caller.user.password !== body.currentPassword) {
        throw new MockProblem(400, ProblemTypes.validation, 'The request is not valid', [
          { path: 'body.currentPassword', message: 'the current password is wrong' },
        ]);
      }
      caller.user.password = body.newPassword;
      for (const session of state.sessions) if (session.userId === caller.user.id && session !== caller.session) session.revoked = true;
    }),
    route(routes.listSessions, ({ caller, query }) => {
      const now = new Date().toISOString();
      const { field, descending } = parseSort(query.sort, 'createdAt' as const);
      const items = state.sessions
        .filter((session) => session.userId === caller.user.id && !session.revoked && session.expiresAt > now)
        .map((session) => ({
          id: session.id,
          createdAt: session.createdAt,
          lastSeenAt: session.createdAt,
          expiresAt: session.expiresAt,
          userAgent: null,
          ip: null,
          method: session.method,
          current: session === caller.session,
          impersonatedBy: state.user(caller.user.organisationId, session.impersonatorUserId)?.name ?? null,
          version: session.version,
        }))
        .sort((a, b) => (descending ? -1 : 1) * a[field].localeCompare(b[field]));
      return pageOfItems(items, query);
    }),
    route(routes.revokeSession, ({ caller, params }) => {
      const session = state.sessions.find((s) => s.id === params.id && s.userId === caller.user.id && !s.revoked);
      if (!session) throw mockNotFound('session');
      session.revoked = true;
    }),
    route(routes.getSettings, ({ caller }) => settingsOf(state, caller.user)),
    route(routes.updateSettings, ({ caller, body }) => {
      const organisation = state.organisations.get(caller.user.organisationId)!;
      if (body.organisation && !isAdminRole(caller.user.role)) throw new MockProblem(403, ProblemTypes.forbidden, 'Not allowed');
      if (body.personal && body.personal.version !== caller.user.settings.version) throw stale();
      if (body.organisation && body.organisation.version !== organisation.settings.version) throw stale();
      if (body.personal) {
        const { version, ...values } = body.personal;
        Object.assign(caller.user.settings, values, { version: version + 1 });
      }
      if (body.organisation) {
        const { version, name, ...values } = body.organisation;
        Object.assign(organisation.settings, values, { version: version + 1 });
        if (name !== undefined) Object.assign(organisation, { name, version: organisation.version + 1 });
      }
      state.record(caller.user, caller.session, { action: 'settings.updated', entityType: 'settings' });
      return settingsOf(state, caller.user);
    }),
    route(jobRoutes.listJobs, ({ caller, query }) => {
      const jobs = ownJobs(caller.user)
        .filter((job) => job.state === query.state)
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
      return pageOfItems(jobs, query);
    }),
    route(jobRoutes.retryJob, ({ caller, params }) => {
      const job = ownJobs(caller.user).find((candidate) => candidate.id === params.id && candidate.state === 'dead');
      if (!job) throw mockNotFound('dead job');
      const at = new Date().toISOString();
      Object.assign(job, { state: 'queued', attempts: 0, runAt: at, updatedAt: at });
      state.record(caller.user, caller.session, { action: 'job.retried', entityType: 'job', entityId: job.id });
      return job;
    }),
  ];
}
