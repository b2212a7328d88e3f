import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppDetails, AppList, AppSummary } from '../../contract/apps';
import { SignInAnswer } from '../../contract/auth';
import { AuditList, UserList } from '../../contract/people';
import { Problem, ProblemTypes } from '../../contract/problem';
import { DEMO } from '../../server/seed/demo-seed';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

async function signUpGlobex(): Promise<SignInAnswer> {
  const answer = await server.call('POST', '/api/v1/auth/sign-up', {
    body: { organisationName: 'Globex', name: 'Gil Owner', email: 'gil@globex.test', password: 'long-enough-password' },
  });
  return SignInAnswer.parse(answer.body);
}

describe('the allowed-app rule', () => {
  it('answers 403 to an employee on a route of an app outside their list', async () => {
    const { token } = await server.signIn(DEMO.employee.email);
    const answer = await server.call('GET', '/api/v1/audit-log', { token });
    expect(answer.status).toBe(403);
    expect(Problem.parse(answer.body).type).toBe(ProblemTypes.appNotAllowed);
    expect((await server.call('GET', '/api/v1/users', { token })).status).toBe(403);
  });

  it('lets the admin through, until the app is uninstalled', async () => {
    const { token } = await server.signIn(DEMO.admin.email);
    expect((await server.call('GET', '/api/v1/audit-log', { token })).status).toBe(200);
    expect((await server.call('DELETE', '/api/v1/apps/audit-trail/install', { token })).status).toBe(200);
    expect((await server.call('GET', '/api/v1/audit-log', { token })).status).toBe(403);
  });
});

describe('organisations', () => {
  it('never see each other’s people, trail, sessions or apps', async () => {
    const acme = await server.signIn(DEMO.admin.email);
    const globex = await signUpGlobex();

    const people = UserList.parse((await server.call('GET', '/api/v1/users', { token: globex.token })).body);
    expect(people.items.map((user) => user.email)).toEqual(['gil@globex.test']);
    expect(people.total).toBe(1);

    const trail = AuditList.parse((await server.call('GET', '/api/v1/audit-log?pageSize=200', { token: globex.token })).body);
    expect(trail.items.every((entry) => entry.user?.id !== acme.user.id)).toBe(true);
    const filtered = await server.call('GET', `/api/v1/audit-log?userId=${acme.user.id}`, { token: globex.token });
    expect(AuditList.parse(filtered.body).total).toBe(0);

    const acmeSession = (await server.store.repos.sessions.list(acme.user.organisationId, acme.user.id, new Date(), { page: 1, pageSize: 1 })).rows[0]!;
    expect((await server.call('DELETE', `/api/v1/profile/sessions/${acmeSession.id}`, { token: globex.token })).status).toBe(404);
    expect((await server.call('GET', '/api/v1/auth/session', { token: acme.token })).status).toBe(200);

    await server.call('DELETE', '/api/v1/apps/shop/install', { token: globex.token });
    const shop = AppDetails.parse((await server.call('GET', '/api/v1/apps/shop', { token: acme.token })).body);
    expect(shop.installed).toBe(true);
  });
});

describe('the app store', () => {
  it('lists the catalogue with installed and allowed flags, and why an app is closed', async () => {
    const { token } = await server.signIn(DEMO.employee.email);
    const list = AppList.parse((await server.call('GET', '/api/v1/apps?pageSize=200', { token })).body);
    const bySlug = new Map(list.items.map((app) => [app.slug, app]));
    expect(list.total).toBe(list.items.length);
    expect(bySlug.get('shop')).toMatchObject({ installed: true, allowed: true, notAllowedReason: null });
    expect(bySlug.get('audit-trail')).toMatchObject({ installed: true, allowed: false, notAllowedReason: 'role' });
    expect(bySlug.get('pos')).toMatchObject({ installed: false, allowed: false, notAllowedReason: 'not-installed', frameUrl: '/embedded/pos' });

    const details = AppDetails.parse((await server.call('GET', '/api/v1/apps/audit-trail', { token })).body);
    // The demo company's admins: Ada and one more.
    expect(details.grantors).toContainEqual({ name: DEMO.admin.name, email: DEMO.admin.email });
  });

  it('searches, filters, sorts and pages', async () => {
    const { token } = await server.signIn(DEMO.admin.email);
    const found = AppList.parse((await server.call('GET', '/api/v1/apps?q=REFRESH', { token })).body);
    expect(found.items.map((app) => app.slug).sort()).toEqual(['refresh-buy', 'refresh-go']);
    const embedded = AppList.parse((await server.call('GET', '/api/v1/apps?category=embedded&installed=false', { token })).body);
    expect(embedded.items.every((app) => app.category === 'embedded' && !app.installed)).toBe(true);
    const page = AppList.parse((await server.call('GET', '/api/v1/apps?sort=-name&page=2&pageSize=5', { token })).body);
    expect(page).toMatchObject({ page: 2, pageSize: 5 });
    const names = page.items.map((app) => app.name);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));
  });

  it('installs and uninstalls for admins only, and audits it', async () => {
    const employee = await server.signIn(DEMO.employee.email);
    expect((await server.call('POST', '/api/v1/apps/pos/install', { token: employee.token })).status).toBe(403);
    expect((await server.call('DELETE', '/api/v1/apps/shop/install', { token: employee.token })).status).toBe(403);

    const admin = await server.signIn(DEMO.admin.email);
    const installed = AppSummary.parse((await server.call('POST', '/api/v1/apps/pos/install', { token: admin.token })).body);
    expect(installed).toMatchObject({ installed: true, allowed: true });
    const again = await server.call('POST', '/api/v1/apps/pos/install', { token: admin.token });
    expect(again.status).toBe(200);
    const removed = AppSummary.parse((await server.call('DELETE', '/api/v1/apps/pos/install', { token: admin.token })).body);
    expect(removed).toMatchObject({ installed: false, allowed: false });

    const trail = AuditList.parse((await server.call('GET', '/api/v1/audit-log?appSlug=pos', { token: admin.token })).body);
    expect(trail.items.map((entry) => entry.action)).toEqual(['app.uninstalled', 'app.installed']);
  });

  it('takes an app from the employee once it is uninstalled', async () => {
    const admin = await server.signIn(DEMO.admin.email);
    await server.call('DELETE', '/api/v1/apps/shop/install', { token: admin.token });
    const employee = await server.signIn(DEMO.employee.email);
    expect(employee.allowedApps).not.toContain('shop');
  });
});

describe('the dashboard', () => {
  it('counts by allowed app and shows recent activity', async () => {
    const admin = await server.signIn(DEMO.admin.email);
    await server.call('POST', '/api/v1/apps/pos/install', { token: admin.token });
    const answer = await server.call<{ activityByApp: { slug: string; count: number }[]; recentActivity: { action: string }[] }>(
      'GET',
      '/api/v1/dashboard',
      { token: admin.token },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.activityByApp.find((row) => row.slug === 'pos')?.count).toBe(1);
    expect(answer.body.recentActivity[0]?.action).toBe('app.installed');

    const employee = await server.signIn(DEMO.employee.email);
    const own = await server.call<{ recentActivity: { user: { id: string } }[] }>('GET', '/api/v1/dashboard', { token: employee.token });
    expect(own.body.recentActivity.every((entry) => entry.user.id === employee.user.id)).toBe(true);
  });
});
