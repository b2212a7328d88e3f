import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SessionAnswer, SignInAnswer } from '../../contract/auth';
import { Problem, ProblemTypes } from '../../contract/problem';
import { DEMO } from '../../server/seed/demo-seed';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const signIn = (body: unknown) => server.call('POST', '/api/v1/auth/sign-in', { body });

describe('sign-in', () => {
  it('answers a token, the person and their allowed apps', async () => {
    const answer = await signIn({ email: ' Employee@Acme.test ', password: DEMO.password });
    expect(answer.status).toBe(200);
    const body = SignInAnswer.parse(answer.body);
    expect(body.user).toMatchObject({ email: DEMO.employee.email, role: 'employee' });
    expect([...body.allowedApps].sort()).toEqual(['apple-trade-in', 'buyback-devices', 'cart', 'devicehub', 'invoices', 'repair-devices', 'resolve-now', 'shop', 'support', 'wallet']);
    expect(body.impersonator).toBeNull();
  });

  it('gives the admin every installed app', async () => {
    const admin = await server.signIn(DEMO.admin.email);
    expect(admin.allowedApps).toEqual(await server.store.repos.apps.installed(admin.user.organisationId));
    expect(admin.allowedApps).toContain('audit-trail');
  });

  it('answers a wrong password and an unknown address alike', async () => {
    const wrongPassword = await signIn({ email: DEMO.admin.email, password: 'not-the-password' });
    const unknownAddress = await signIn({ email: 'nobody@acme.test', password: DEMO.password });
    expect(wrongPassword.status).toBe(401);
    expect(unknownAddress.status).toBe(401);
    const { instance: _a, ...first } = Problem.parse(wrongPassword.body);
    const { instance: _b, ...second } = Problem.parse(unknownAddress.body);
    expect(first).toEqual(second);
    expect(first.type).toBe(ProblemTypes.invalidCredentials);
  });
});

describe('sign-up', () => {
  const request = { organisationName: 'Globex', name: 'Gil Owner', email: 'gil@globex.test', password: 'long-enough-password' };

  it('creates an organisation and signs its owner in', async () => {
    const answer = await server.call('POST', '/api/v1/auth/sign-up', { body: request });
    expect(answer.status).toBe(201);
    const body = SignInAnswer.parse(answer.body);
    expect(body.user).toMatchObject({ email: 'gil@globex.test', role: 'owner' });
    expect(body.allowedApps.length).toBeGreaterThan(5);
    const session = await server.call('GET', '/api/v1/auth/session', { token: body.token });
    expect(SessionAnswer.parse(session.body).organisation.name).toBe('Globex');
  });

  it('refuses an address that is taken, with the field named', async () => {
    const answer = await server.call('POST', '/api/v1/auth/sign-up', { body: { ...request, email: DEMO.admin.email } });
    expect(answer.status).toBe(409);
    expect(Problem.parse(answer.body).errors).toEqual([{ path: 'body.email', message: expect.any(String) }]);
  });

  it('refuses a short password with a field error', async () => {
    const answer = await server.call('POST', '/api/v1/auth/sign-up', { body: { ...request, password: 'short' } });
    expect(answer.status).toBe(400);
    expect(Problem.parse(answer.body).errors?.map((error) => error.path)).toEqual(['body.password']);
  });
});

describe('sessions', () => {
  it('sign-out revokes the token on the server', async () => {
    const { token } = await server.signIn(DEMO.employee.email);
    expect((await server.call('GET', '/api/v1/auth/session', { token })).status).toBe(200);
    expect((await server.call('POST', '/api/v1/auth/sign-out', { token })).status).toBe(204);
    const after = await server.call('GET', '/api/v1/auth/session', { token });
    expect(after.status).toBe(401);
    expect(Problem.parse(after.body).type).toBe(ProblemTypes.unauthenticated);
  });

  it('an expired token answers 401', async () => {
    const { token } = await server.signIn(DEMO.employee.email);
    server.advance(server.config.sessionTtlHours * 3600_000 + 1000);
    expect((await server.call('GET', '/api/v1/profile', { token })).status).toBe(401);
  });

  it('no token, or a token that is not ours, answers 401', async () => {
    expect((await server.call('GET', '/api/v1/dashboard')).status).toBe(401);
    const forged = await server.call('GET', '/api/v1/dashboard', { token: 'a'.repeat(43) });
    expect(forged.status).toBe(401);
    expect(forged.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it('the session answer says who is signed in', async () => {
    const { token, user } = await server.signIn(DEMO.admin.email);
    const session = SessionAnswer.parse((await server.call('GET', '/api/v1/auth/session', { token })).body);
    expect(session.user).toEqual(user);
    expect(session.organisation.name).toBe(DEMO.organisation);
    expect(session.impersonator).toBeNull();
  });
});
