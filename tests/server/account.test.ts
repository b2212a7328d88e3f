import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Profile, SessionList, SettingsAnswer } from '../../contract/account';
import { Problem, ProblemTypes } from '../../contract/problem';
import { DEMO } from '../../server/seed/demo-seed';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

describe('profile', () => {
  it('changes the name with the version that was read, and refuses a stale version with 412', async () => {
    const { token } = await server.signIn(DEMO.employee.email);
    const read = Profile.parse((await server.call('GET', '/api/v1/profile', { token })).body);
    expect(read).toMatchObject({ name: DEMO.employee.name, organisationName: DEMO.organisation });

    const first = await server.call('PATCH', '/api/v1/profile', { token, body: { name: 'Eve First', version: read.version } });
    expect(first.status).toBe(200);
    expect(Profile.parse(first.body)).toMatchObject({ name: 'Eve First', version: read.version + 1 });

    const stale = await server.call('PATCH', '/api/v1/profile', { token, body: { name: 'Eve Stale', version: read.version } });
    expect(stale.status).toBe(412);
    expect(Problem.parse(stale.body).type).toBe(ProblemTypes.staleVersion);
    expect(Profile.parse((await server.call('GET', '/api/v1/profile', { token })).body).name).toBe('Eve First');
  });

  it('changes the password, signs out the other sessions and keeps this one', async () => {
    const other = await server.signIn(DEMO.employee.email);
    const { token } = await server.signIn(DEMO.employee.email);
    const wrong = await server.call('POST', '/api/v1/profile/password', {
      token,
      body: { currentPassword: 'not-it', newPassword: 'a-new-password' },
    });
    expect(wrong.status).toBe(400);
    expect(Problem.parse(wrong.body).errors?.[0]?.path).toBe('body.currentPassword');

    const changed = await server.call('POST', '/api/v1/profile/password', {
      token,
      body: { currentPassword: DEMO.password, newPassword: 'a-new-password' },
    });
    expect(changed.status).toBe(204);
    expect((await server.call('GET', '/api/v1/profile', { token: other.token })).status).toBe(401);
    expect((await server.call('GET', '/api/v1/profile', { token })).status).toBe(200);
    await server.signIn(DEMO.employee.email, 'a-new-password');
  });
});

describe('sessions', () => {
  it('lists the caller’s active sessions and signs one out', async () => {
    const older = await server.signIn(DEMO.employee.email);
    const { token } = await server.signIn(DEMO.employee.email);
    await server.signIn(DEMO.admin.email);
    const list = SessionList.parse((await server.call('GET', '/api/v1/profile/sessions', { token })).body);
    expect(list.total).toBe(2);
    expect(list.items.filter((item) => item.current)).toHaveLength(1);
    const olderSession = list.items.find((item) => !item.current)!;
    expect(olderSession).toMatchObject({ method: 'password', impersonatedBy: null, ip: '127.0.0.1' });

    expect((await server.call('DELETE', `/api/v1/profile/sessions/${olderSession.id}`, { token })).status).toBe(204);
    expect((await server.call('GET', '/api/v1/profile', { token: older.token })).status).toBe(401);
    expect((await server.call('DELETE', `/api/v1/profile/sessions/${olderSession.id}`, { token })).status).toBe(404);
    const after = SessionList.parse((await server.call('GET', '/api/v1/profile/sessions', { token })).body);
    expect(after.items.map((item) => item.current)).toEqual([true]);
  });
});

describe('settings', () => {
  it('keep personal choices per person and version-check them', async () => {
    const { token } = await server.signIn(DEMO.employee.email);
    const read = SettingsAnswer.parse((await server.call('GET', '/api/v1/settings', { token })).body);
    expect(read.personal).toMatchObject({ language: 'en', theme: 'system' });

    const changed = await server.call('PATCH', '/api/v1/settings', {
      token,
      body: { personal: { language: 'de', theme: 'dark', version: read.personal.version } },
    });
    expect(SettingsAnswer.parse(changed.body).personal).toMatchObject({ language: 'de', theme: 'dark' });
    const stale = await server.call('PATCH', '/api/v1/settings', {
      token,
      body: { personal: { theme: 'light', version: read.personal.version } },
    });
    expect(stale.status).toBe(412);

    const admin = await server.signIn(DEMO.admin.email);
    const adminSettings = SettingsAnswer.parse((await server.call('GET', '/api/v1/settings', { token: admin.token })).body);
    expect(adminSettings.personal.language).toBe('en');
  });

  it('let admins change the organisation’s, and nobody else', async () => {
    const employee = await server.signIn(DEMO.employee.email);
    const read = SettingsAnswer.parse((await server.call('GET', '/api/v1/settings', { token: employee.token })).body);
    const body = { organisation: { name: 'Acme Corp', language: 'de', version: read.organisation.version } };
    expect((await server.call('PATCH', '/api/v1/settings', { token: employee.token, body })).status).toBe(403);

    const admin = await server.signIn(DEMO.admin.email);
    const changed = await server.call('PATCH', '/api/v1/settings', { token: admin.token, body });
    expect(SettingsAnswer.parse(changed.body).organisation).toMatchObject({ name: 'Acme Corp', language: 'de' });
    expect((await server.call('PATCH', '/api/v1/settings', { token: admin.token, body })).status).toBe(412);
  });

  it('refuse a change that names nothing to change', async () => {
    const { token } = await server.signIn(DEMO.employee.email);
    expect((await server.call('PATCH', '/api/v1/settings', { token, body: {} })).status).toBe(400);
  });
});
