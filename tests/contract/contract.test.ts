import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProblemTypes } from '../../contract/problem';
import * as authRoutes from '../../contract/auth-routes';
import * as shellRoutes from '../../contract/shell-routes';
import * as visitorRoutes from '../../contract/visitor-routes';
import { listAuditLog } from '../../contract/apps/audit/routes';
import { listUsers } from '../../contract/apps/people/routes';
import { MOCK_DEMO } from '../mocks/handlers';
import { mockServer, realServer, type Backend } from './backends';
import { routeCalls } from './route-calls';

const api = { ...authRoutes, ...shellRoutes, ...visitorRoutes, listUsers, listAuditLog };

/**
 * The same requests against the real server and the MSW handlers, each answer checked against the contract: the
 * mocks the browser app is tested with cannot drift from the server.
 */
// Buyback, Apple Trade In and Repair: whoever holds a device sells it back or sends it to repair.
const EMPLOYEE_APPS = ['apple-trade-in', 'buyback-devices', 'cart', 'devicehub', 'invoices', 'repair-devices', 'resolve-now', 'shop', 'support', 'wallet'];

describe.each([realServer(), mockServer()])('$name', (backend: Backend) => {
  beforeAll(() => backend.start());
  afterAll(() => backend.stop());
  beforeEach(() => backend.reset());

  const { send, ok, problem } = routeCalls(backend);

  const signIn = (email: string, password: string = MOCK_DEMO.password) => ok(api.signIn, { body: { email, password } });

  async function userIdOf(adminToken: string, email: string): Promise<string> {
    const people = await ok(api.listUsers, { token: adminToken, query: { q: email } });
    return people.items[0]!.id;
  }

  function linkSegments(path: string) {
    const [emailid, hash, type, adminId] = path.replace('/login-user/', '').split('/');
    return { emailid, hash, ...(type && { type }), ...(adminId && { adminId }) };
  }

  it('signs the demo people in with their allowed apps, and refuses wrong credentials alike', async () => {
    const employee = await signIn(MOCK_DEMO.employee.email);
    expect([...employee.allowedApps].sort()).toEqual(EMPLOYEE_APPS);
    const admin = await signIn(MOCK_DEMO.admin.email);
    expect(admin.allowedApps).toContain('audit-trail');
    await problem(api.signIn, { body: { email: MOCK_DEMO.admin.email, password: 'wrong-password' } }, 401, ProblemTypes.invalidCredentials);
    await problem(api.signIn, { body: { email: 'nobody@acme.test', password: 'wrong-password' } }, 401, ProblemTypes.invalidCredentials);
    const invalid = await problem(api.signIn, { body: { password: 'x' } }, 400, ProblemTypes.validation);
    expect(invalid.errors?.map((error) => error.path)).toEqual(['body.email']);
  });

  it('answers the session, and 401 once signed out', async () => {
    const { token, user } = await signIn(MOCK_DEMO.employee.email);
    const session = await ok(api.getSession, { token });
    expect(session).toMatchObject({ user, organisation: { name: MOCK_DEMO.organisation }, impersonator: null });
    await ok(api.signOut, { token });
    await problem(api.getSession, { token }, 401, ProblemTypes.unauthenticated);
    await problem(api.getDashboard, {}, 401, ProblemTypes.unauthenticated);
  });

  it('signs up a new organisation once per address', async () => {
    const body = { organisationName: 'Globex', name: 'Gil Owner', email: 'gil@globex.test', password: 'long-enough-password' };
    const owner = await ok(api.signUp, { body });
    expect(owner.user.role).toBe('owner');
    await problem(api.signUp, { body }, 409, ProblemTypes.conflict);
  });

  it('refuses NUL and a lone surrogate in a sign-up and a people search as field errors', async () => {
    const body = { organisationName: 'Glo\ud800bex', name: 'Gil\u0000Owner', email: 'gil@globex.test', password: 'long-enough-password' };
    const refused = await problem(api.signUp, { body }, 400, ProblemTypes.validation);
    expect(refused.errors?.map(({ path, code }) => ({ path, code }))).toEqual([
      { path: 'body.organisationName', code: 'invalid-characters' },
      { path: 'body.name', code: 'invalid-characters' },
    ]);
    const admin = await signIn(MOCK_DEMO.admin.email);
    const search = await problem(api.listUsers, { token: admin.token, query: { q: 'eve\u0000' } }, 400, ProblemTypes.validation);
    expect(search.errors?.map(({ path, code }) => ({ path, code }))).toEqual([{ path: 'query.q', code: 'invalid-characters' }]);
  });

  it('serves the app store with the same flags and rules', async () => {
    const employee = await signIn(MOCK_DEMO.employee.email);
    const list = await ok(api.listApps, { token: employee.token, query: { pageSize: '200' } });
    const bySlug = new Map(list.items.map((app) => [app.slug, app]));
    expect(bySlug.get('shop')).toMatchObject({ installed: true, allowed: true, notAllowedReason: null });
    expect(bySlug.get('audit-trail')).toMatchObject({ installed: true, allowed: false, notAllowedReason: 'role' });
    expect(bySlug.get('pos')).toMatchObject({ installed: false, notAllowedReason: 'not-installed' });
    const details = await ok(api.getApp, { token: employee.token, params: { slug: 'audit-trail' } });
    expect(details.grantors).toEqual([{ name: MOCK_DEMO.admin.name, email: MOCK_DEMO.admin.email }]);
    const page = await ok(api.listApps, { token: employee.token, query: { q: 'refresh', sort: '-name' } });
    expect(page.items.map((app) => app.slug)).toEqual(['refresh-go', 'refresh-buy']);

    await problem(api.getApp, { token: employee.token, params: { slug: 'no-such-app' } }, 404, ProblemTypes.notFound);
    await problem(api.installApp, { token: employee.token, params: { slug: 'pos' } }, 403, ProblemTypes.forbidden);
    await problem(api.listAuditLog, { token: employee.token }, 403, ProblemTypes.appNotAllowed);
    await problem(api.listApps, { token: employee.token, query: { pageSize: '500' } }, 400, ProblemTypes.validation);

    const admin = await signIn(MOCK_DEMO.admin.email);
    expect(await ok(api.installApp, { token: admin.token, params: { slug: 'pos' } })).toMatchObject({ installed: true, allowed: true });
    expect(await ok(api.uninstallApp, { token: admin.token, params: { slug: 'pos' } })).toMatchObject({ installed: false });
    const trail = await ok(api.listAuditLog, { token: admin.token, query: { appSlug: 'pos' } });
    expect(trail.items.map((entry) => entry.action)).toEqual(['app.uninstalled', 'app.installed']);
  });

  it("sets an embedded app's partner address for the organisation: https only, an employee refused", async () => {
    const admin = await signIn(MOCK_DEMO.admin.email);
    const employee = await signIn(MOCK_DEMO.employee.email);
    const framed = await ok(api.setAppFrame, { token: admin.token, params: { slug: 'pos' }, body: { frameUrl: 'https://pos.partner.example/embed' } });
    expect(framed.frameUrl).toBe('https://pos.partner.example/embed');
    await problem(api.setAppFrame, { token: admin.token, params: { slug: 'pos' }, body: { frameUrl: 'http://pos.partner.example/embed' } }, 400, ProblemTypes.validation);
    await problem(api.setAppFrame, { token: employee.token, params: { slug: 'pos' }, body: { frameUrl: null } }, 403);
  });

  it('serves the dashboard and the people list', async () => {
    const admin = await signIn(MOCK_DEMO.admin.email);
    const dashboard = await ok(api.getDashboard, { token: admin.token });
    expect(dashboard.counts).toMatchObject({ users: 2 });
    expect(dashboard.activityByApp.map((row) => row.slug)).toContain('audit-trail');
    const people = await ok(api.listUsers, { token: admin.token, query: { sort: 'email' } });
    expect(people.items.map((user) => user.email)).toEqual([MOCK_DEMO.admin.email, MOCK_DEMO.employee.email]);
  });

  it('version-checks the profile and settings', async () => {
    const { token } = await signIn(MOCK_DEMO.employee.email);
    const profile = await ok(api.getProfile, { token });
    const renamed = await ok(api.updateProfile, { token, body: { name: 'Eve Renamed', version: profile.version } });
    expect(renamed).toMatchObject({ name: 'Eve Renamed', version: profile.version + 1 });
    await problem(api.updateProfile, { token, body: { name: 'Stale', version: profile.version } }, 412, ProblemTypes.staleVersion);

    const settings = await ok(api.getSettings, { token });
    const changed = await ok(api.updateSettings, { token, body: { personal: { theme: 'dark', version: settings.personal.version } } });
    expect(changed.personal.theme).toBe('dark');
    await problem(api.updateSettings, { token, body: { personal: { theme: 'light', version: settings.personal.version } } }, 412, ProblemTypes.staleVersion);
    await problem(api.updateSettings, { token, body: { organisation: { name: 'X', version: settings.organisation.version } } }, 403, ProblemTypes.forbidden);

    const wrong = await problem(api.changePassword, { token, body: { currentPassword: 'nope', newPassword: 'long-enough-password' } }, 400, ProblemTypes.validation);
    expect(wrong.errors?.[0]?.path).toBe('body.currentPassword');
    await ok(api.changePassword, { token, body: { currentPassword: MOCK_DEMO.password, newPassword: 'long-enough-password' } });
  });

  it('lists sessions and signs one out', async () => {
    const older = await signIn(MOCK_DEMO.employee.email);
    const { token } = await signIn(MOCK_DEMO.employee.email);
    const sessions = await ok(api.listSessions, { token });
    expect(sessions.total).toBe(2);
    const other = sessions.items.find((item) => !item.current)!;
    await ok(api.revokeSession, { token, params: { id: other.id } });
    await problem(api.getProfile, { token: older.token }, 401, ProblemTypes.unauthenticated);
    await problem(api.revokeSession, { token, params: { id: other.id } }, 404, ProblemTypes.notFound);
  });

  it('redeems login links once, impersonates with both people recorded, and ends it', async () => {
    const admin = await signIn(MOCK_DEMO.admin.email);
    const employeeId = await userIdOf(admin.token, MOCK_DEMO.employee.email);
    const plain = await ok(api.createLoginLink, { token: admin.token, body: { userId: employeeId } });
    expect(plain.impersonation).toBe(false);
    expect((await ok(api.redeemLoginLink, { body: linkSegments(plain.path) })).user.id).toBe(employeeId);
    await problem(api.redeemLoginLink, { body: linkSegments(plain.path) }, 410, ProblemTypes.loginLinkUsed);
    await problem(api.redeemLoginLink, { body: { ...linkSegments(plain.path), hash: 'forged' } }, 400, ProblemTypes.loginLinkInvalid);

    const acting = await ok(api.createLoginLink, { token: admin.token, body: { userId: employeeId, impersonate: true } });
    expect(acting.path).toMatch(new RegExp(`/impersonate/${admin.user.id}$`));
    const session = await ok(api.redeemLoginLink, { body: linkSegments(acting.path) });
    expect(session.impersonator).toMatchObject({ id: admin.user.id, email: MOCK_DEMO.admin.email });
    await ok(api.endImpersonation, { token: session.token });
    await problem(api.getSession, { token: session.token }, 401, ProblemTypes.unauthenticated);
    await problem(api.endImpersonation, { token: admin.token }, 409, ProblemTypes.conflict);

    const trail = await ok(api.listAuditLog, { token: admin.token, query: { action: 'impersonation.ended' } });
    expect(trail.items[0]).toMatchObject({ user: { id: employeeId }, impersonator: { id: admin.user.id } });
  });

  it('signs an external person in by emailed code', async () => {
    await ok(api.requestExternalCode, { body: { email: 'visitor@example.test' } });
    const mail = await ok(api.readDevMailbox, { query: { to: 'visitor@example.test' } });
    const code = /\d{6}/.exec(mail.items[0]!.text)![0];
    await problem(api.externalSignIn, { body: { email: 'visitor@example.test', code: code === '000000' ? '111111' : '000000' } }, 401, ProblemTypes.invalidCode);
    const external = await ok(api.externalSignIn, { body: { email: 'visitor@example.test', code } });
    expect(await ok(api.getExternalSession, { token: external.token })).toMatchObject({ email: 'visitor@example.test' });
    await problem(api.getProfile, { token: external.token }, 401, ProblemTypes.unauthenticated);
    await ok(api.externalSignOut, { token: external.token });
    await problem(api.getExternalSession, { token: external.token }, 401, ProblemTypes.unauthenticated);
  });

  it('accepts a demo request only with the token of its link', async () => {
    const link = await ok(api.issueDevPlgToken, { query: { email: 'buyer@example.test' } });
    expect(await ok(api.checkDemoToken, { body: { email: link.email, token: link.token } })).toEqual({ valid: true });
    const form = { email: link.email, token: link.token, name: 'Bea Buyer', company: 'Initech' };
    await ok(api.createDemoRequest, { body: form });
    await problem(api.createDemoRequest, { body: { ...form, email: 'other@example.test' } }, 403, ProblemTypes.invalidDemoToken);
  });

  /**
   * The popup's way through the provider to /oauth-popup: the server's test provider shows a sign-in page whose
   * approval redirects with a code, the mocks' provider agrees at once. The provider is no part of the contract.
   */
  async function popupReturn(email: string) {
    const start = await send(api.startOAuth, { params: { provider: 'test' }, query: { loginHint: email } });
    expect(start.status).toBe(302);
    let at = new URL(start.location!, 'http://portal.test');
    if (at.pathname.endsWith('/dev/oauth/authorize')) {
      at.searchParams.set('email', email);
      const approved = await send(api.testProviderApprove, { query: Object.fromEntries(at.searchParams) });
      at = new URL(approved.location!, 'http://portal.test');
    }
    expect(at.pathname).toBe('/oauth-popup');
    return { code: at.searchParams.get('code')!, state: at.searchParams.get('state')! };
  }

  it('signs in through the test identity provider once per sign-in, and only a known person', async () => {
    const providers = await ok(api.listOAuthProviders);
    expect(providers.items.map((provider) => provider.id)).toContain('test');
    await problem(api.startOAuth, { params: { provider: 'nope' } }, 404, ProblemTypes.notFound);

    const callback = await popupReturn(MOCK_DEMO.employee.email);
    const session = await ok(api.completeOAuth, { params: { provider: 'test' }, body: callback });
    expect(session.user.email).toBe(MOCK_DEMO.employee.email);
    expect((await ok(api.getSession, { token: session.token })).user.email).toBe(MOCK_DEMO.employee.email);
    await problem(api.completeOAuth, { params: { provider: 'test' }, body: callback }, 400, ProblemTypes.oauthFailed);
    await problem(api.completeOAuth, { params: { provider: 'nope' }, body: callback }, 404);

    const stranger = await popupReturn('stranger@elsewhere.test');
    await problem(api.completeOAuth, { params: { provider: 'test' }, body: stranger }, 401, ProblemTypes.oauthFailed);
  });
});
