import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../../seed/demo-seed';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import { otherOrganisation, signedIn } from '../../../../tests/server/callers';
import { scimCall, scimToken, SCIM_ERROR as ERROR, SCIM_PATCH as PATCH, type Json, type ScimMethod } from './scim-client';

let server: TestServer;
let token = '';
// A busy machine starts PGlite and migrates slowly.
beforeAll(async () => {
  server = await startTestServer({}, { demoCompany: false });
}, 240_000);
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
  token = await scimToken(server, 'Entra');
});

const GROUP = 'urn:ietf:params:scim:schemas:core:2.0:Group';
const scim = (method: ScimMethod, path: string, body?: unknown, headers?: Record<string, string>) => scimCall(server, token, method, path, body, headers);
const patch = (id: string, Operations: Json[], headers?: Record<string, string>) => scim('PATCH', `/Groups/${id}`, { schemas: [PATCH], Operations }, headers);

/** People made through SCIM Users, as an identity provider pushes them before their groups. */
async function people(...names: string[]): Promise<string[]> {
  const ids = [];
  for (const name of names) {
    const made = await scim('POST', '/Users', { schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'], userName: `${name}@acme.test`, displayName: name });
    expect(made.status, made.text).toBe(201);
    ids.push(made.body.id as string);
  }
  return ids;
}
const memberIds = (group: Json) => ((group.members ?? []) as Json[]).map((member) => member.value as string).sort();
const newGroup = (displayName: string, members: string[] = [], extra: Json = {}) => ({ schemas: [GROUP], displayName, members: members.map((value) => ({ value })), ...extra });
/** The person's team as the Users app shows it. */
async function teamOf(id: string): Promise<string | null> {
  return (await (await signedIn(server, DEMO.admin.email)).call<{ team: string | null }>('GET', `/users/${id}`)).body.team;
}

describe('SCIM Groups: create, read, replace, delete', () => {
  it('creates a group with members (201, Location, ETag), reads it back, and shows it in each member\'s groups', async () => {
    const [ann, bob] = await people('ann', 'bob');
    const created = await scim('POST', '/Groups', newGroup('Platform', [ann!, bob!], { externalId: 'entra-g1' }));
    expect(created.status, created.text).toBe(201);
    expect(String(created.headers['content-type'])).toContain('application/scim+json');
    expect(created.headers.location).toBe(created.body.meta.location);
    expect(created.headers.etag).toBe(created.body.meta.version);
    expect(created.body).toMatchObject({ schemas: [GROUP], displayName: 'Platform', externalId: 'entra-g1', meta: { resourceType: 'Group' } });
    expect(memberIds(created.body)).toEqual([ann, bob].sort());
    expect(created.body.members[0]).toMatchObject({ type: 'User', $ref: expect.stringContaining('/scim/v2/Users/') });

    const read = await scim('GET', `/Groups/${created.body.id}`);
    expect(read.body).toEqual(created.body);
    const user = await scim('GET', `/Users/${ann}`);
    expect(user.body.groups).toEqual([{ value: created.body.id, display: 'Platform', type: 'direct', $ref: created.body.meta.location }]);
    expect(await teamOf(ann!)).toBe('Platform');
    const lean = await scim('GET', `/Groups/${created.body.id}?excludedAttributes=members`);
    expect(lean.body.members).toBeUndefined();
  });

  it('answers 409 uniqueness for a name taken in any case, 400 for a group without a name or with an unknown member, 404 for an unknown id', async () => {
    await scim('POST', '/Groups', newGroup('Sales'));
    const taken = await scim('POST', '/Groups', newGroup('sALES'));
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ schemas: [ERROR], status: '409', scimType: 'uniqueness' });
    const nameless = await scim('POST', '/Groups', { schemas: [GROUP], displayName: '  ' });
    expect(nameless.status).toBe(400);
    expect(nameless.body.scimType).toBe('invalidValue');
    const stranger = await scim('POST', '/Groups', newGroup('Ghosts', [crypto.randomUUID(), 'not-an-id']));
    expect(stranger.status).toBe(400);
    expect(stranger.body.scimType).toBe('invalidValue');
    // Nothing of a refused group was made.
    expect((await scim('GET', `/Groups?filter=${encodeURIComponent('displayName eq "Ghosts"')}`)).body.totalResults).toBe(0);
    for (const id of [crypto.randomUUID(), 'nope']) {
      const missing = await scim('GET', `/Groups/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ schemas: [ERROR], status: '404' });
    }
  });

  it('replaces with PUT: the name and exactly the members listed; a person joining leaves their old team', async () => {
    const [ann, bob, cy] = await people('ann', 'bob', 'cy');
    const design = await scim('POST', '/Groups', newGroup('Design', [cy!]));
    const group = await scim('POST', '/Groups', newGroup('Web', [ann!, bob!]));
    const put = await scim('PUT', `/Groups/${group.body.id}`, newGroup('Web Team', [bob!, cy!]));
    expect(put.status, put.text).toBe(200);
    expect(put.body.displayName).toBe('Web Team');
    expect(memberIds(put.body)).toEqual([bob, cy].sort());
    expect(await teamOf(ann!)).toBeNull();
    expect(memberIds((await scim('GET', `/Groups/${design.body.id}`)).body)).toEqual([]);
    // Design lost a member: its version moved on.
    expect((await scim('GET', `/Groups/${design.body.id}`)).body.meta.version).not.toBe(design.body.meta.version);
  });

  it('DELETE removes the group: its members lose the team, the people stay', async () => {
    const [ann] = await people('ann');
    const group = await scim('POST', '/Groups', newGroup('Temp', [ann!]));
    expect((await scim('DELETE', `/Groups/${group.body.id}`)).status).toBe(204);
    expect((await scim('GET', `/Groups/${group.body.id}`)).status).toBe(404);
    const user = await scim('GET', `/Users/${ann}`);
    expect(user.body).toMatchObject({ active: true, groups: [] });
    expect(await teamOf(ann!)).toBeNull();
    expect((await scim('DELETE', `/Groups/${group.body.id}`)).status).toBe(404);
  });
});

describe('SCIM Groups: PATCH as Entra and Okta send it', () => {
  it("takes Entra's capitalised Add, Remove by value and by filter path, and Replace of displayName", async () => {
    const [ann, bob, cy] = await people('ann', 'bob', 'cy');
    const group = await scim('POST', '/Groups', newGroup('Support'));
    const id = group.body.id as string;
    const added = await patch(id, [{ op: 'Add', path: 'members', value: [{ value: ann }, { value: bob }, { value: cy }] }]);
    expect(added.status, added.text).toBe(200);
    expect(memberIds(added.body)).toEqual([ann, bob, cy].sort());
    const removed = await patch(id, [{ op: 'Remove', path: 'members', value: [{ value: ann }] }]);
    expect(memberIds(removed.body)).toEqual([bob, cy].sort());
    const filtered = await patch(id, [{ op: 'Remove', path: `members[value eq "${bob}"]` }]);
    expect(memberIds(filtered.body)).toEqual([cy]);
    // Removing someone not in the group is no error (Entra sends it after a sync).
    expect((await patch(id, [{ op: 'Remove', path: 'members', value: [{ value: ann }] }])).status).toBe(200);
    const renamed = await patch(id, [{ op: 'Replace', path: 'displayName', value: 'Customer Support' }]);
    expect(renamed.body.displayName).toBe('Customer Support');
    expect(await teamOf(cy!)).toBe('Customer Support');
    expect(await teamOf(ann!)).toBeNull();
  });

  it("takes Okta's replace with a value object, add of members, and remove by filter path", async () => {
    const [ann, bob] = await people('ann', 'bob');
    const group = await scim('POST', '/Groups', newGroup('Ops'));
    const id = group.body.id as string;
    const renamed = await patch(id, [{ op: 'replace', value: { id, displayName: 'Operations Two' } }]);
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.displayName).toBe('Operations Two');
    const added = await patch(id, [{ op: 'add', path: 'members', value: [{ value: ann, display: 'ann@acme.test' }, { value: bob, display: 'bob@acme.test' }] }]);
    expect(memberIds(added.body)).toEqual([ann, bob].sort());
    const removed = await patch(id, [{ op: 'remove', path: `members[value eq "${ann}"]` }]);
    expect(memberIds(removed.body)).toEqual([bob]);
    const replaced = await patch(id, [{ op: 'replace', path: 'members', value: [{ value: ann }] }]);
    expect(memberIds(replaced.body)).toEqual([ann]);
    const emptied = await patch(id, [{ op: 'remove', path: 'members' }]);
    expect(memberIds(emptied.body)).toEqual([]);
  });

  it('refuses a body that is not a PatchOp, an unknown op, a path it cannot follow, and a change of id; nothing changes', async () => {
    const [ann] = await people('ann');
    const group = await scim('POST', '/Groups', newGroup('Keep', [ann!]));
    const id = group.body.id as string;
    const refused = [
      await scim('PATCH', `/Groups/${id}`, { Operations: [{ op: 'add', path: 'members', value: [] }] }),
      await patch(id, [{ op: 'move', path: 'displayName', value: 'x' }]),
      await patch(id, [{ op: 'add', path: 'members', value: [{ value: crypto.randomUUID() }] }]),
      await patch(id, [{ op: 'replace', value: { id: crypto.randomUUID() } }]),
      await patch(id, [{ op: 'remove', path: 'displayName' }]),
    ];
    for (const answer of refused) {
      expect(answer.status, answer.text).toBe(400);
      expect(answer.body.schemas).toEqual([ERROR]);
    }
    const after = await scim('GET', `/Groups/${id}`);
    expect(after.body).toMatchObject({ displayName: 'Keep', meta: { version: group.body.meta.version } });
    expect(memberIds(after.body)).toEqual([ann]);
  });
});

describe('SCIM Groups: filters, paging, ETags, access', () => {
  it('filters by displayName (eq, sw), externalId, members.value, with and / or and pr', async () => {
    const [ann] = await people('ann');
    await scim('POST', '/Groups', newGroup('Team Alpha', [ann!], { externalId: 'a-1' }));
    await scim('POST', '/Groups', newGroup('Team Beta'));
    await scim('POST', '/Groups', newGroup('Gamma'));
    const names = async (filter: string) => {
      const answer = await scim('GET', `/Groups?filter=${encodeURIComponent(filter)}`);
      expect(answer.status, answer.text).toBe(200);
      return (answer.body.Resources as Json[]).map((group) => group.displayName).sort();
    };
    expect(await names('displayName eq "team alpha"')).toEqual(['Team Alpha']);
    expect(await names('displayName sw "Team"')).toEqual(['Team Alpha', 'Team Beta']);
    expect(await names('externalId eq "a-1"')).toEqual(['Team Alpha']);
    expect(await names('externalId pr')).toEqual(['Team Alpha']);
    expect(await names(`members.value eq "${ann}"`)).toEqual(['Team Alpha']);
    expect(await names(`displayName eq "Team Beta" and members[value eq "${ann}"]`)).toEqual([]);
    expect(await names('displayName eq "Gamma" or displayName eq "Team Beta"')).toEqual(['Gamma', 'Team Beta']);
    const invalid = await scim('GET', `/Groups?filter=${encodeURIComponent('title eq "x"')}`);
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ schemas: [ERROR], scimType: 'invalidFilter' });
  });

  it('pages with startIndex and count in a stable order, and leaves members out when asked', async () => {
    for (const name of ['One', 'Two', 'Three', 'Four']) await scim('POST', '/Groups', newGroup(name));
    const all = await scim('GET', '/Groups');
    const total = all.body.totalResults as number;
    expect(total).toBeGreaterThanOrEqual(4);
    const second = await scim('GET', '/Groups?startIndex=2&count=2&excludedAttributes=members');
    expect(second.body).toMatchObject({ schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'], totalResults: total, startIndex: 2, itemsPerPage: 2 });
    expect(second.body.Resources.map((group: Json) => group.id)).toEqual(all.body.Resources.slice(1, 3).map((group: Json) => group.id));
    expect(second.body.Resources.every((group: Json) => !('members' in group))).toBe(true);
    expect((await scim('GET', '/Groups?count=0')).body).toMatchObject({ totalResults: total, itemsPerPage: 0, Resources: [] });
  });

  it('guards PUT, PATCH and DELETE with If-Match: a stale version answers 412 and changes nothing', async () => {
    const group = await scim('POST', '/Groups', newGroup('Guarded'));
    const id = group.body.id as string;
    const first = group.body.meta.version as string;
    const renamed = await patch(id, [{ op: 'replace', path: 'displayName', value: 'Guarded 2' }], { 'if-match': first });
    expect(renamed.status).toBe(200);
    expect(renamed.headers.etag).toBe(renamed.body.meta.version);
    expect(renamed.body.meta.version).not.toBe(first);
    for (const answer of [
      await patch(id, [{ op: 'replace', path: 'displayName', value: 'Lost' }], { 'if-match': first }),
      await scim('PUT', `/Groups/${id}`, newGroup('Lost'), { 'if-match': first }),
      await scim('DELETE', `/Groups/${id}`, undefined, { 'if-match': first }),
    ]) {
      expect(answer.status).toBe(412);
      expect(answer.body).toMatchObject({ schemas: [ERROR], status: '412' });
    }
    expect((await scim('GET', `/Groups/${id}`)).body.displayName).toBe('Guarded 2');
    expect((await scim('DELETE', `/Groups/${id}`, undefined, { 'if-match': renamed.body.meta.version })).status).toBe(204);
  });

  it('opens Groups only to a token with the scim scope, and only on its own organisation', async () => {
    const group = await scim('POST', '/Groups', newGroup('Mine'));
    expect((await server.call('GET', '/scim/v2/Groups')).status).toBe(401);
    const session = await server.signIn(DEMO.admin.email);
    expect((await server.call('GET', '/scim/v2/Groups', { token: session.token })).status).toBe(401);
    const admin = await signedIn(server, DEMO.admin.email);
    const other = await admin.call<{ token: string }>('POST', '/integrations/tokens', { name: 'Reports', scopes: ['users:read'], expiresAt: null });
    expect((await scimCall(server, other.body.token, 'POST', '/Groups', newGroup('Nope'))).status).toBe(401);
    expect((await scim('GET', `/Groups/${group.body.id}`)).status).toBe(200);
    // Another organisation's token neither sees this group nor can put this organisation's people in its own.
    const globex = await otherOrganisation(server);
    const boss = await signedIn(server, globex.email);
    const theirs = (await boss.call<{ token: string }>('POST', '/integrations/tokens', { name: 'Entra', scopes: ['scim'], expiresAt: null })).body.token;
    expect((await scimCall(server, theirs, 'GET', `/Groups/${group.body.id}`)).status).toBe(404);
    expect((await scimCall(server, theirs, 'GET', '/Groups')).body.totalResults).toBe(0);
    const [ann] = await people('ann');
    const poach = await scimCall(server, theirs, 'POST', '/Groups', newGroup('Poached', [ann!]));
    expect(poach.status).toBe(400);
    expect(await teamOf(ann!)).toBeNull();
  });
});
