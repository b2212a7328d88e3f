import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../../seed/demo-seed';
import { startTestServer, type Answer, type TestServer } from '../../../../tests/server/harness';
import { signedIn } from '../../../../tests/server/callers';
import { scimCall, scimToken, SCIM_ERROR as ERROR, SCIM_PATCH as PATCH, type Json, type ScimMethod } from './scim-client';

let server: TestServer;
let token = '';
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
  token = await scimToken(server);
});

/** Timed: each Okta step must answer within 600 ms on a quiet machine; the times are printed, not asserted. */
const timings: { step: string; ms: number }[] = [];
async function scim(method: ScimMethod, path: string, body?: unknown, headers: Record<string, string> = {}, step?: string): Promise<Answer<Json>> {
  const started = performance.now();
  const answer = await scimCall(server, token, method, path, body, headers);
  if (step) timings.push({ step, ms: Math.round(performance.now() - started) });
  return answer;
}
afterAll(() => {
  if (timings.length) console.info(`SCIM step timings (ms): ${timings.map((each) => `${each.step} ${each.ms}`).join(', ')}`);
});

const newUser = (userName: string, extra: Json = {}) => ({
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
  userName,
  name: { givenName: 'Ann', familyName: 'Lee' },
  emails: [{ primary: true, value: userName, type: 'work' }],
  active: true,
  ...extra,
});

describe('SCIM Users: the Okta runner steps', () => {
  it('lists, filters, 404s, creates, finds and deactivates as Okta checks', async () => {
    const list = await scim('GET', '/Users?startIndex=1&count=100', undefined, {}, 'list');
    expect(list.status).toBe(200);
    expect(String(list.headers['content-type'])).toContain('application/scim+json');
    expect(list.body.schemas).toEqual(['urn:ietf:params:scim:api:messages:2.0:ListResponse']);
    expect(typeof list.body.totalResults).toBe('number');
    expect(typeof list.body.startIndex).toBe('number');
    expect(typeof list.body.itemsPerPage).toBe('number');
    expect(list.body.totalResults).toBeGreaterThan(0);

    const unknown = await scim('GET', `/Users?filter=${encodeURIComponent('userName eq "nobody-here@acme.test"')}`, undefined, {}, 'filter unknown');
    expect(unknown.body.totalResults).toBe(0);
    expect(unknown.body.Resources).toEqual([]);

    const missing = await scim('GET', `/Users/${crypto.randomUUID()}`, undefined, {}, 'unknown id');
    expect(missing.status).toBe(404);
    expect(missing.body.schemas).toEqual([ERROR]);
    expect(missing.body.status).toBe('404');
    expect(missing.body.detail).toEqual(expect.any(String));

    const created = await scim('POST', '/Users', newUser('ann.lee@acme.test', { externalId: 'okta-1' }), {}, 'create');
    expect(created.status).toBe(201);
    expect(created.headers.location).toBe(created.body.meta.location);
    expect(created.headers.etag).toBe(created.body.meta.version);
    const found = await scim('GET', `/Users/${created.body.id}`, undefined, {}, 'get created');
    expect(found.body).toMatchObject({ userName: 'ann.lee@acme.test', externalId: 'okta-1', name: { givenName: 'Ann', familyName: 'Lee' }, active: true });
    const byName = await scim('GET', `/Users?filter=${encodeURIComponent('userName eq "Ann.Lee@acme.test"')}`, undefined, {}, 'filter known');
    expect(byName.body.Resources.map((user: Json) => user.id)).toEqual([created.body.id]);

    const deactivated = await scim('PATCH', `/Users/${created.body.id}`, { schemas: [PATCH], Operations: [{ op: 'replace', value: { active: false } }] }, {}, 'deactivate');
    expect(deactivated.status).toBe(200);
    expect(deactivated.body.active).toBe(false);
    const directory = await (await signedIn(server, DEMO.admin.email)).call<{ active: boolean }>('GET', `/users/${created.body.id}`);
    expect(directory.body.active).toBe(false);
  });

  it('answers 409 uniqueness for a userName that exists, and 400 invalidValue for one that is not an address', async () => {
    const taken = await scim('POST', '/Users', newUser(DEMO.employee.email));
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ schemas: [ERROR], status: '409', scimType: 'uniqueness' });
    const bad = await scim('POST', '/Users', newUser('not-an-address'));
    expect(bad.status).toBe(400);
    expect(bad.body.scimType).toBe('invalidValue');
  });

  it('refuses calls without a scim token in the error schema', async () => {
    const none = await server.call<Json>('GET', '/scim/v2/Users');
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ schemas: [ERROR], status: '401' });
    const session = await server.signIn(DEMO.admin.email);
    expect((await server.call('GET', '/scim/v2/Users', { token: session.token })).status).toBe(401);
    const admin = await signedIn(server, DEMO.admin.email);
    const other = await admin.call<{ token: string }>('POST', '/integrations/tokens', { name: 'Reports', scopes: ['users:read'], expiresAt: null });
    expect((await server.call('GET', '/scim/v2/Users', { token: other.body.token })).status).toBe(401);
    const listed = await admin.call<{ items: { id: string }[] }>('GET', '/integrations/tokens?scope=scim');
    await admin.call('POST', `/integrations/tokens/${listed.body.items[0]!.id}/revoke`);
    expect((await scim('GET', '/Users')).status).toBe(401);
  });
});

describe('SCIM Users: Entra, filters, PUT, ETags, paging', () => {
  it("takes Entra's capitalised Replace and active as the string False", async () => {
    const created = await scim('POST', '/Users', newUser('entra@acme.test'));
    const patched = await scim('PATCH', `/Users/${created.body.id}`, {
      schemas: [PATCH],
      Operations: [
        { op: 'Replace', path: 'active', value: 'False' },
        { op: 'Replace', path: 'name.givenName', value: 'Anna' },
        { op: 'Add', path: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:department', value: 'Finance' },
      ],
    });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body).toMatchObject({ active: false, name: { givenName: 'Anna' }, 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User': { department: 'Finance' } });
    const again = await scim('PATCH', `/Users/${created.body.id}`, { schemas: [PATCH], Operations: [{ op: 'replace', path: 'active', value: 'True' }] });
    expect(again.body.active).toBe(true);
    const bad = await scim('PATCH', `/Users/${created.body.id}`, { schemas: [PATCH], Operations: [{ op: 'Replace', path: 'active', value: 'maybe' }] });
    expect(bad.status).toBe(400);
    expect(bad.body.scimType).toBe('invalidValue');
  });

  it('filters with and, or, sw and pr', async () => {
    await scim('POST', '/Users', newUser('zed.one@acme.test', { externalId: 'x-1', name: { givenName: 'Zed', familyName: 'One' } }));
    await scim('POST', '/Users', newUser('zed.two@acme.test', { name: { givenName: 'Zed', familyName: 'Two' } }));
    const ids = async (filter: string) => (await scim('GET', `/Users?filter=${encodeURIComponent(filter)}`)).body.Resources.map((user: Json) => user.userName).sort();
    expect(await ids('userName sw "zed."')).toEqual(['zed.one@acme.test', 'zed.two@acme.test']);
    expect(await ids('userName sw "zed." and externalId pr')).toEqual(['zed.one@acme.test']);
    expect(await ids('name.familyName eq "Two" or externalId eq "x-1"')).toEqual(['zed.one@acme.test', 'zed.two@acme.test']);
    expect(await ids('emails[value eq "zed.two@acme.test"]')).toEqual(['zed.two@acme.test']);
    expect(await ids('name.givenName eq "zed" and active eq true')).toEqual(['zed.one@acme.test', 'zed.two@acme.test']);
    const invalid = await scim('GET', `/Users?filter=${encodeURIComponent('title eq "x"')}`);
    expect(invalid.status).toBe(400);
    expect(invalid.body.scimType).toBe('invalidFilter');
  });

  it('replaces with PUT and guards it with If-Match: a stale version answers 412 and changes nothing', async () => {
    const created = await scim('POST', '/Users', newUser('put@acme.test'));
    const version = created.body.meta.version as string;
    const put = await scim('PUT', `/Users/${created.body.id}`, newUser('put@acme.test', { displayName: 'Putty Lee' }), { 'if-match': version });
    expect(put.status).toBe(200);
    expect(put.body.displayName).toBe('Putty Lee');
    expect(put.body.meta.version).not.toBe(version);
    const stale = await scim('PUT', `/Users/${created.body.id}`, newUser('put@acme.test', { displayName: 'Lost' }), { 'if-match': version });
    expect(stale.status).toBe(412);
    expect(stale.body.schemas).toEqual([ERROR]);
    expect((await scim('GET', `/Users/${created.body.id}`)).body.displayName).toBe('Putty Lee');
    const stalePatch = await scim('PATCH', `/Users/${created.body.id}`, { schemas: [PATCH], Operations: [{ op: 'replace', path: 'displayName', value: 'Lost' }] }, { 'if-match': version });
    expect(stalePatch.status).toBe(412);
  });

  it('pages with startIndex and count, numbers throughout', async () => {
    const all = await scim('GET', '/Users?count=200');
    const total = all.body.totalResults as number;
    expect(total).toBeGreaterThan(3);
    const second = await scim('GET', '/Users?startIndex=2&count=2');
    expect(second.body).toMatchObject({ totalResults: total, startIndex: 2, itemsPerPage: 2 });
    expect(second.body.Resources.map((user: Json) => user.id)).toEqual(all.body.Resources.slice(1, 3).map((user: Json) => user.id));
    const none = await scim('GET', '/Users?count=0');
    expect(none.body).toMatchObject({ totalResults: total, itemsPerPage: 0, Resources: [] });
  });

  it('DELETE deactivates the person, and the discovery documents answer', async () => {
    const created = await scim('POST', '/Users', newUser('gone@acme.test'));
    expect((await scim('DELETE', `/Users/${created.body.id}`)).status).toBe(204);
    expect((await scim('GET', `/Users/${created.body.id}`)).body.active).toBe(false);
    const config = await scim('GET', '/ServiceProviderConfig');
    expect(config.body).toMatchObject({ patch: { supported: true }, filter: { supported: true }, etag: { supported: true } });
    expect((await scim('GET', '/ResourceTypes')).body.Resources.map((type: Json) => type.endpoint)).toEqual(['/Users', '/Groups']);
    expect((await scim('GET', '/Schemas')).body.Resources.map((schema: Json) => schema.name)).toEqual(['User', 'EnterpriseUser', 'Group']);
    expect((await scim('GET', '/Nothing')).status).toBe(404);
  });
});
