import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LoginLinkAnswer, SessionAnswer, SignInAnswer } from '../../contract/auth';
import { AuditList } from '../../contract/people';
import { Problem, ProblemTypes } from '../../contract/problem';
import { DEMO } from '../../server/seed/demo-seed';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

/** The link page's segments, as the browser route /login-user/{emailid}/{hash}/{type?}/{adminId?} hands them over. */
function segmentsOf(path: string) {
  const [emailid, hash, type, adminId] = path.replace('/login-user/', '').split('/').map(decodeURIComponent);
  return { emailid, hash, ...(type && { type }), ...(adminId && { adminId }) };
}

async function issueLink(impersonate: boolean, ttlMinutes?: number) {
  const admin = await server.signIn(DEMO.admin.email);
  const employee = await server.store.repos.users.findByEmail(DEMO.employee.email);
  const answer = await server.call('POST', '/api/v1/auth/login-links', {
    token: admin.token,
    body: { userId: employee!.id, impersonate, ...(ttlMinutes && { ttlMinutes }) },
  });
  expect(answer.status).toBe(201);
  return { admin, employee: employee!, link: LoginLinkAnswer.parse(answer.body) };
}

const redeem = (body: unknown) => server.call('POST', '/api/v1/auth/login-links/redeem', { body });

describe('login links', () => {
  it('sign the person in once, and only once', async () => {
    const { link, employee } = await issueLink(false);
    expect(link.url).toBe(`http://portal.test${link.path}`);
    const first = await redeem(segmentsOf(link.path));
    expect(first.status).toBe(200);
    const answer = SignInAnswer.parse(first.body);
    expect(answer.user.id).toBe(employee.id);
    expect(answer.impersonator).toBeNull();

    const second = await redeem(segmentsOf(link.path));
    expect(second.status).toBe(410);
    expect(Problem.parse(second.body).type).toBe(ProblemTypes.loginLinkUsed);
  });

  it('refuse an expired link', async () => {
    const { link } = await issueLink(false, 5);
    server.advance(6 * 60_000);
    const answer = await redeem(segmentsOf(link.path));
    expect(answer.status).toBe(410);
    expect(Problem.parse(answer.body).type).toBe(ProblemTypes.loginLinkExpired);
  });

  it.each([
    ['another hash', (s: Record<string, string>) => ({ ...s, hash: `${s.hash}x` })],
    ['another person', (s: Record<string, string>) => ({ ...s, emailid: '00000000-0000-4000-8000-000000000000' })],
    ['an impersonation type added', (s: Record<string, string>) => ({ ...s, type: 'impersonate', adminId: s.emailid })],
  ])('refuse a forged link: %s', async (_, forge) => {
    const { link } = await issueLink(false);
    const answer = await redeem(forge(segmentsOf(link.path) as Record<string, string>));
    expect(answer.status).toBe(400);
    expect(Problem.parse(answer.body).type).toBe(ProblemTypes.loginLinkInvalid);
    expect((await redeem(segmentsOf(link.path))).status).toBe(200);
  });

  it('refuse an impersonation link stripped of its admin', async () => {
    const { link } = await issueLink(true);
    const { emailid, hash } = segmentsOf(link.path);
    expect((await redeem({ emailid, hash })).status).toBe(400);
  });

  it('are issued by admins only', async () => {
    const employee = await server.signIn(DEMO.employee.email);
    const answer = await server.call('POST', '/api/v1/auth/login-links', {
      token: employee.token,
      body: { userId: employee.user.id },
    });
    expect(answer.status).toBe(403);
  });

  it('are not issued for people of another organisation', async () => {
    const signUp = await server.call('POST', '/api/v1/auth/sign-up', {
      body: { organisationName: 'Globex', name: 'Gil', email: 'gil@globex.test', password: 'long-enough-password' },
    });
    const stranger = SignInAnswer.parse(signUp.body).user;
    const admin = await server.signIn(DEMO.admin.email);
    const answer = await server.call('POST', '/api/v1/auth/login-links', { token: admin.token, body: { userId: stranger.id } });
    expect(answer.status).toBe(404);
  });
});

describe('impersonation', () => {
  it('records both people, audits every change with both, and ends', async () => {
    const { link, admin, employee } = await issueLink(true);
    expect(link.path).toBe(`/login-user/${employee.id}/${segmentsOf(link.path).hash}/impersonate/${admin.user.id}`);
    const answer = SignInAnswer.parse((await redeem(segmentsOf(link.path))).body);
    expect(answer.user.id).toBe(employee.id);
    expect(answer.impersonator).toEqual({ id: admin.user.id, name: DEMO.admin.name, email: DEMO.admin.email });
    expect([...answer.allowedApps].sort()).toEqual(['apple-trade-in', 'buyback-devices', 'cart', 'devicehub', 'invoices', 'repair-devices', 'resolve-now', 'shop', 'support', 'wallet']);

    const session = SessionAnswer.parse((await server.call('GET', '/api/v1/auth/session', { token: answer.token })).body);
    expect(session.impersonator?.id).toBe(admin.user.id);

    const profile = await server.call<{ version: number }>('GET', '/api/v1/profile', { token: answer.token });
    const renamed = await server.call('PATCH', '/api/v1/profile', {
      token: answer.token,
      body: { name: 'Eve Renamed', version: profile.body.version },
    });
    expect(renamed.status).toBe(200);

    expect((await server.call('POST', '/api/v1/auth/impersonation/end', { token: answer.token })).status).toBe(204);
    expect((await server.call('GET', '/api/v1/auth/session', { token: answer.token })).status).toBe(401);

    const trail = AuditList.parse(
      (await server.call('GET', '/api/v1/audit-log?pageSize=200&sort=at', { token: admin.token })).body,
    ).items;
    const byAction = (action: string) => trail.find((entry) => entry.action === action);
    for (const action of ['impersonation.started', 'profile.updated', 'impersonation.ended']) {
      expect(byAction(action), action).toMatchObject({ user: { id: employee.id }, impersonator: { id: admin.user.id } });
    }
    expect(byAction('profile.updated')).toMatchObject({ before: { name: DEMO.employee.name }, after: { name: 'Eve Renamed' } });
  });

  it('cannot be ended from an ordinary session', async () => {
    const { token } = await server.signIn(DEMO.employee.email);
    expect((await server.call('POST', '/api/v1/auth/impersonation/end', { token })).status).toBe(409);
  });

  it('does not let an impersonating session issue links', async () => {
    const { link, admin } = await issueLink(true);
    const { token } = SignInAnswer.parse((await redeem(segmentsOf(link.path))).body);
    // The employee has no admin role, so the route's role rule refuses before anything else.
    const answer = await server.call('POST', '/api/v1/auth/login-links', { token, body: { userId: admin.user.id } });
    expect(answer.status).toBe(403);
  });
});
