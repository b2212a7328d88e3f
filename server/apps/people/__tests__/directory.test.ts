import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../../seed/demo-seed';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import { addPerson, otherOrganisation, signedIn, type ApiClient } from '../../../../tests/server/callers';

let server: TestServer;
// A busy machine starts PGlite and migrates slowly.
beforeAll(async () => {
  server = await startTestServer({}, { demoCompany: false });
}, 240_000);
afterAll(() => server.close());
beforeEach(() => server.reset());

interface Person {
  id: string;
  name: string;
  email: string;
  role: string;
  team: string | null;
  manager: { id: string; name: string } | null;
  location: { id: string; name: string } | null;
  active: boolean;
  version: number;
}
interface Page {
  items: Person[];
  total: number;
}
interface Problem {
  code?: string;
  errors?: { path: string; code?: string }[];
}

const person = async (ada: ApiClient, id: string) => (await ada.call<Person>('GET', `/users/${id}`)).body;
const add = async (ada: ApiClient, body: Record<string, unknown>) => {
  const answer = await ada.call<Person>('POST', '/users', { role: 'employee', ...body });
  expect(answer.status).toBe(201);
  return answer.body;
};

describe('the directory', () => {
  it('adds a person with their placement, finds them by search and filters, and keeps each email once', async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    const added = await add(ada, { name: ' Nora Novak ', email: 'Nora@Acme.test', team: ' Sales ', managerId: ada.userId });
    expect(added).toMatchObject({ name: 'Nora Novak', email: 'nora@acme.test', team: 'Sales', manager: { id: ada.userId, name: DEMO.admin.name }, active: true });
    expect((await ada.call<Page>('GET', '/users?q=nora')).body.items.map((each) => each.id)).toEqual([added.id]);
    expect((await ada.call<Page>('GET', '/users?team=Sales')).body.items.map((each) => each.id)).toEqual([added.id]);
    // The demo's Eve reports to Ada as well (the desk asks Ada to approve her requests).
    const reports = await ada.call<Page>(`GET`, `/users?managerId=${ada.userId}&active=true`);
    expect(reports.body.items.map((each) => each.email).sort()).toEqual([DEMO.employee.email, 'nora@acme.test']);
    const teams = await ada.call<{ items: { name: string; members: number }[] }>('GET', '/users/teams');
    expect(teams.body.items.map(({ name, members }) => [name, members])).toEqual([['Operations', 2], ['Sales', 1]]);
    const byRole = await ada.call<Page>('GET', '/users?sort=-role');
    expect(byRole.body.items.map((each) => each.role)).toEqual(['employee', 'employee', 'admin']);

    const again = await ada.call<Problem>('POST', '/users', { name: 'Other Nora', email: 'nora@acme.test', role: 'employee' });
    expect(again.status).toBe(409);
    expect(again.body.errors?.[0]?.path).toBe('body.email');
    expect((await ada.call('POST', '/users', { name: 'Bad', email: 'bad@acme.test', role: 'superuser' })).status).toBe(400);
    // A refused placement adds nobody.
    const loose = await ada.call('POST', '/users', { name: 'Ghost', email: 'ghost@acme.test', role: 'employee', managerId: '00000000-0000-4000-8000-000000000000' });
    expect(loose.status).toBe(422);
    expect((await ada.call<Page>('GET', '/users?q=ghost')).body.total).toBe(0);
  });

  it('saves an edit against the version read, and refuses a manager who reports to the person (422)', async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    const mia = await add(ada, { name: 'Mia', email: 'mia@acme.test', role: 'manager' });
    const tom = await add(ada, { name: 'Tom', email: 'tom@acme.test', managerId: mia.id });
    const edit = { name: 'Mia Manager', email: 'mia@acme.test', role: 'manager', team: 'Ops', managerId: null, locationId: null };
    const saved = await ada.call<Person>('PATCH', `/users/${mia.id}`, { ...edit, version: mia.version });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: 'Mia Manager', team: 'Ops' });
    expect((await ada.call('PATCH', `/users/${mia.id}`, { ...edit, name: 'Late', version: mia.version })).status).toBe(412);
    const loop = await ada.call<Problem>('PATCH', `/users/${mia.id}`, { ...edit, managerId: tom.id, version: saved.body.version });
    expect(loop.status).toBe(422);
    expect(loop.body.errors?.[0]).toMatchObject({ path: 'body.managerId', code: 'manager-cycle' });
    expect((await person(ada, mia.id)).manager).toBeNull();
    const trail = await ada.call<{ items: { action: string; entityId: string }[] }>('GET', '/audit-log?action=person.updated');
    expect(trail.body.items.filter((entry) => entry.entityId === mia.id)).toHaveLength(1);
  });

  it('deactivates: their sessions end, sign-in is refused, Manage has an offboarding to review; reactivating lets them back', async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    const eve = await signedIn(server, DEMO.employee.email);
    const before = await person(ada, eve.userId);
    const off = await ada.call<{ person: Person; endedSessions: number; offboardingProposed: boolean }>('POST', `/users/${eve.userId}/deactivate`, { version: before.version });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ person: { active: false }, offboardingProposed: true });
    expect(off.body.endedSessions).toBeGreaterThanOrEqual(1);
    expect((await eve.call('GET', '/auth/session')).status).toBe(401);
    const refused = await server.call('POST', '/api/v1/auth/sign-in', { body: { email: DEMO.employee.email, password: DEMO.password } });
    expect(refused.status).toBe(403);
    const exceptions = await ada.call<{ items: { kind: string; entityId: string }[] }>('GET', '/manage/exceptions?kind=offboarding-proposed');
    expect(exceptions.body.items).toEqual([expect.objectContaining({ kind: 'offboarding-proposed', entityId: eve.userId })]);
    expect((await ada.call<Page>('GET', '/users?active=false')).body.items.map((each) => each.id)).toEqual([eve.userId]);

    const back = await ada.call<Person>('POST', `/users/${eve.userId}/reactivate`, { version: off.body.person.version });
    expect(back.body.active).toBe(true);
    expect((await ada.call<{ total: number }>('GET', '/manage/exceptions?kind=offboarding-proposed')).body.total).toBe(0);
    expect((await server.call('POST', '/api/v1/auth/sign-in', { body: { email: DEMO.employee.email, password: DEMO.password } })).status).toBe(200);
    const story = await ada.call<{ events: { kind: string }[] }>('GET', `/manage/people/${eve.userId}/story`);
    expect(story.body.events.map((event) => event.kind)).toEqual(expect.arrayContaining(['deactivated', 'reactivated']));
    const trail = await ada.call<{ items: { action: string }[] }>('GET', '/audit-log?pageSize=200');
    expect(trail.body.items.map((entry) => entry.action)).toEqual(expect.arrayContaining(['person.deactivated', 'person.reactivated']));
  });

  it('keeps admins in: nobody deactivates or demotes themselves; another admin may deactivate them', async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    const self = await person(ada, ada.userId);
    const own = await ada.call<Problem>('POST', `/users/${ada.userId}/deactivate`, { version: self.version });
    expect(own.status).toBe(409);
    expect(own.body.code).toBe('deactivate-self');
    const demote = await ada.call<Problem>('PATCH', `/users/${ada.userId}`, { name: 'Ada', email: DEMO.admin.email, role: 'employee', version: self.version });
    expect(demote.body.code).toBe('demote-self');
    await addPerson(server, 'bob@acme.test', 'admin');
    const bob = await signedIn(server, 'bob@acme.test');
    expect((await bob.call('POST', `/users/${ada.userId}/deactivate`, { version: self.version })).status).toBe(200);
    // Ada's session ended with it: she can change nothing now.
    expect((await ada.call('GET', '/users')).status).toBe(401);
  });

  it('applies a bulk change to each person on their own, reporting those it refused', async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    const eve = await signedIn(server, DEMO.employee.email);
    const zoe = await add(ada, { name: 'Zoe', email: 'zoe@acme.test' });
    const team = await ada.call<{ succeeded: number; failed: number }>('POST', '/users/bulk', { ids: [eve.userId, zoe.id], action: { kind: 'team', team: 'Design' } });
    expect(team.body).toMatchObject({ succeeded: 2, failed: 0 });
    expect((await ada.call<Page>('GET', '/users?team=Design')).body.total).toBe(2);
    const off = await ada.call<{ succeeded: number; failed: number; results: { id: string; ok: boolean; code: string | null }[] }>('POST', '/users/bulk', {
      ids: [zoe.id, ada.userId],
      action: { kind: 'deactivate' },
    });
    expect(off.body).toMatchObject({ succeeded: 1, failed: 1 });
    expect(off.body.results.find((result) => result.id === ada.userId)).toMatchObject({ ok: false, code: 'deactivate-self' });
    expect((await person(ada, zoe.id)).active).toBe(false);
  });

  it("answers only the organisation's own people, and only to those the Users app is allowed to; only admins change it", async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    const eve = await signedIn(server, DEMO.employee.email);
    const other = await otherOrganisation(server);
    const boss = await signedIn(server, other.email);
    expect((await boss.call<Page>('GET', '/users')).body.items.map((each) => each.email)).toEqual([other.email]);
    expect((await boss.call('GET', `/users/${eve.userId}`)).status).toBe(404);
    expect((await boss.call('POST', `/users/${eve.userId}/deactivate`, { version: 1 })).status).toBe(404);
    expect((await boss.call('POST', '/users/bulk', { ids: [eve.userId], action: { kind: 'team', team: 'X' } })).body).toMatchObject({ failed: 1 });
    expect((await ada.call<Person>('GET', `/users/${eve.userId}`)).body.team).toBe('Operations');
    // The employee's role is not granted Users; an agent is, and reads, but does not change it.
    expect((await eve.call('GET', '/users')).status).toBe(403);
    await addPerson(server, 'agent@acme.test', 'agent');
    const agent = await signedIn(server, 'agent@acme.test');
    expect((await agent.call('GET', '/users')).status).toBe(200);
    expect((await agent.call('POST', '/users', { name: 'X', email: 'x@acme.test', role: 'employee' })).status).toBe(403);
  });
});

interface Team {
  id: string;
  name: string;
  members: number;
  version: number;
}

describe("the organisation's teams", () => {
  const teams = async (ada: ApiClient) => (await ada.call<{ items: Team[] }>('GET', '/users/teams')).body.items;

  it('places a person in the team of a name in any case, made when there is none, and lists each team with its people', async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    const nora = await add(ada, { name: 'Nora', email: 'nora@acme.test', team: 'Sales' });
    const omar = await add(ada, { name: 'Omar', email: 'omar@acme.test', team: ' sales ' });
    expect(omar.team).toBe('Sales');
    expect((await teams(ada)).map(({ name, members }) => [name, members])).toEqual([['Operations', 2], ['Sales', 2]]);
    const made = await ada.call<Team>('POST', '/users/teams', { name: ' Design ' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: 'Design', members: 0, externalId: null });
    const taken = await ada.call<Problem>('POST', '/users/teams', { name: 'DESIGN' });
    expect(taken.status).toBe(409);
    expect(taken.body.errors?.[0]).toMatchObject({ path: 'body.name', code: 'team-name-taken' });
    expect((await ada.call('POST', '/users/teams', { name: '   ' })).status).toBe(400);
    expect((await person(ada, nora.id)).team).toBe('Sales');
  });

  it('renames a team against the version read and keeps its people in it; deleting it leaves them without a team', async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    const nora = await add(ada, { name: 'Nora', email: 'nora@acme.test', team: 'Sales' });
    const sales = (await teams(ada)).find((team) => team.name === 'Sales')!;
    const renamed = await ada.call<Team>('PATCH', `/users/teams/${sales.id}`, { name: 'Revenue', version: sales.version });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: sales.id, name: 'Revenue', members: 1 });
    expect((await person(ada, nora.id)).team).toBe('Revenue');
    expect((await ada.call<Page>('GET', '/users?team=revenue')).body.items.map((each) => each.id)).toEqual([nora.id]);
    // A stale version, a name another team has, and an unknown team change nothing.
    expect((await ada.call('PATCH', `/users/teams/${sales.id}`, { name: 'Lost', version: sales.version })).status).toBe(412);
    expect((await ada.call('PATCH', `/users/teams/${sales.id}`, { name: 'operations', version: renamed.body.version })).status).toBe(409);
    expect((await ada.call('PATCH', `/users/teams/${crypto.randomUUID()}`, { name: 'X', version: 1 })).status).toBe(404);
    expect((await ada.call('DELETE', `/users/teams/${sales.id}?version=${sales.version}`)).status).toBe(412);
    expect((await ada.call('DELETE', `/users/teams/${sales.id}?version=${renamed.body.version}`)).status).toBe(204);
    expect(await person(ada, nora.id)).toMatchObject({ team: null, active: true });
    expect((await teams(ada)).map((team) => team.name)).toEqual(['Operations']);
  });

  it("lets only admins change teams, and only their organisation's", async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    const [operations] = await teams(ada);
    await addPerson(server, 'aga@acme.test', 'agent');
    const aga = await signedIn(server, 'aga@acme.test');
    expect((await aga.call('GET', '/users/teams')).status).toBe(200);
    expect((await aga.call('POST', '/users/teams', { name: 'Mine' })).status).toBe(403);
    const boss = await signedIn(server, (await otherOrganisation(server)).email);
    expect(await teams(boss)).toEqual([]);
    expect((await boss.call('PATCH', `/users/teams/${operations!.id}`, { name: 'Taken over', version: operations!.version })).status).toBe(404);
    expect((await boss.call('DELETE', `/users/teams/${operations!.id}?version=${operations!.version}`)).status).toBe(404);
    expect((await teams(ada)).map((team) => team.name)).toEqual(['Operations']);
  });
});
