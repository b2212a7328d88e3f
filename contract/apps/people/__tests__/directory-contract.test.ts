import { describe, expect, it } from 'vitest';
import { ProblemTypes } from '../../../problem';
import * as users from '../routes';
import { MOCK_DEMO } from '../../../../tests/mocks/handlers';
import { mockServer, realServer, type Backend } from '../../../../tests/contract/backends';
import { contractSuite } from '../../../../tests/contract/contract-suite';

const UNKNOWN_ID = '00000000-0000-4000-8000-00000000dead';

/**
 * The directory on the server and the mocks alike: Ada adds Nora under herself, edits her, finds her by team; a
 * manager loop is refused; a bulk change reports each person; Eve is deactivated (her session ends, her sign-in is
 * refused) and reactivated; Eve herself may not open Users.
 */
describe.each([realServer(), mockServer()])('the directory on $name', (backend: Backend) => {
  const { ok, problem, tokenOf } = contractSuite(backend, MOCK_DEMO.admin.email);

  it('adds, edits, lists, places and refuses a loop of managers', async () => {
    const everyone = await ok(users.listUsers, { query: { sort: 'name' } });
    const ada = everyone.items.find((person) => person.email === MOCK_DEMO.admin.email)!;
    const eve = everyone.items.find((person) => person.email === MOCK_DEMO.employee.email)!;
    expect(eve).toMatchObject({ team: 'Operations', manager: { id: ada.id, name: MOCK_DEMO.admin.name }, active: true });
    const nora = await ok(users.createUser, { body: { name: 'Nora Novak', email: 'nora@acme.test', role: 'manager', team: 'Sales', managerId: ada.id } });
    expect(nora).toMatchObject({ team: 'Sales', manager: { id: ada.id }, role: 'manager', active: true });
    await problem(users.createUser, { body: { name: 'Again', email: 'nora@acme.test', role: 'employee' } }, 409, ProblemTypes.conflict);
    expect((await ok(users.getUser, { params: { id: nora.id } })).email).toBe('nora@acme.test');
    await problem(users.getUser, { params: { id: UNKNOWN_ID } }, 404, ProblemTypes.notFound);
    expect((await ok(users.userTeams)).items.map(({ name, members }) => [name, members])).toEqual([['Operations', 2], ['Sales', 1]]);
    const places = (await ok(users.userLocations)).items;
    expect(new Set(places.map((place) => place.id)).size).toBe(places.length);

    const edited = await ok(users.updateUser, { params: { id: eve.id }, body: { name: eve.name, email: eve.email, role: 'employee', team: 'Sales', managerId: nora.id, version: eve.version } });
    expect(edited).toMatchObject({ team: 'Sales', manager: { id: nora.id } });
    await problem(users.updateUser, { params: { id: eve.id }, body: { name: 'Late', email: eve.email, role: 'employee', version: eve.version } }, 412, ProblemTypes.staleVersion);
    const loop = { name: nora.name, email: nora.email, role: 'manager' as const, managerId: eve.id, version: nora.version };
    await problem(users.updateUser, { params: { id: nora.id }, body: loop }, 422, ProblemTypes.validation);
    expect((await ok(users.listUsers, { query: { team: 'Sales', sort: 'name' } })).items.map((person) => person.name)).toEqual([eve.name, 'Nora Novak']);
    expect((await ok(users.listUsers, { query: { managerId: nora.id } })).items.map((person) => person.id)).toEqual([eve.id]);

    const bulk = await ok(users.bulkUsers, { body: { ids: [eve.id, ada.id], action: { kind: 'team', team: 'Design' } } });
    expect(bulk).toMatchObject({ succeeded: 2, failed: 0 });
    const refused = await ok(users.bulkUsers, { body: { ids: [ada.id], action: { kind: 'deactivate' } } });
    expect(refused.results).toEqual([{ id: ada.id, ok: false, code: 'deactivate-self', message: expect.any(String) }]);
  });

  it('adds, renames and deletes a team: its people follow a rename and stay, without a team, after a delete', async () => {
    const made = await ok(users.createTeam, { body: { name: ' Platform ' } });
    expect(made).toMatchObject({ name: 'Platform', members: 0, externalId: null });
    await problem(users.createTeam, { body: { name: 'PLATFORM' } }, 409, ProblemTypes.conflict);
    const eve = (await ok(users.listUsers, { query: { q: 'employee@' } })).items[0]!;
    await ok(users.updateUser, { params: { id: eve.id }, body: { name: eve.name, email: eve.email, role: 'employee', team: 'platform', version: eve.version } });
    // Eve joining changed the team: its version moved on, as a SCIM Group's ETag does.
    const joined = (await ok(users.userTeams)).items.find((team) => team.id === made.id)!;
    expect(joined).toMatchObject({ members: 1, version: made.version + 1 });
    const renamed = await ok(users.renameTeam, { params: { id: made.id }, body: { name: 'Platform Team', version: joined.version } });
    expect(renamed).toMatchObject({ id: made.id, name: 'Platform Team', members: 1 });
    expect((await ok(users.getUser, { params: { id: eve.id } })).team).toBe('Platform Team');
    await problem(users.renameTeam, { params: { id: made.id }, body: { name: 'Late', version: made.version } }, 412, ProblemTypes.staleVersion);
    await problem(users.renameTeam, { params: { id: UNKNOWN_ID }, body: { name: 'Nobody', version: 1 } }, 404, ProblemTypes.notFound);
    await problem(users.deleteTeam, { params: { id: made.id }, query: { version: String(made.version) } }, 412, ProblemTypes.staleVersion);
    await ok(users.deleteTeam, { params: { id: made.id }, query: { version: String(renamed.version) } });
    expect((await ok(users.getUser, { params: { id: eve.id } })).team).toBeNull();
    expect((await ok(users.userTeams)).items.map((team) => team.name)).not.toContain('Platform Team');
  });

  it('deactivates a person (their session ends, sign-in is refused) and reactivates them', async () => {
    const eveToken = await tokenOf(MOCK_DEMO.employee.email);
    await problem(users.listUsers, { token: eveToken }, 403, ProblemTypes.appNotAllowed);
    const eve = (await ok(users.listUsers, { query: { q: 'employee@' } })).items[0]!;
    const off = await ok(users.deactivateUser, { params: { id: eve.id }, body: { version: eve.version } });
    expect(off).toMatchObject({ person: { active: false }, offboardingProposed: true });
    expect(off.endedSessions).toBeGreaterThanOrEqual(1);
    expect((await ok(users.listUsers, { query: { active: 'false' } })).items.map((person) => person.id)).toEqual([eve.id]);
    await problem(users.deactivateUser, { params: { id: eve.id }, body: { version: off.person.version } }, 409, ProblemTypes.conflict);
    await expect(tokenOf(MOCK_DEMO.employee.email)).rejects.toThrow();
    const back = await ok(users.reactivateUser, { params: { id: eve.id }, body: { version: off.person.version } });
    expect(back.active).toBe(true);
    expect(await tokenOf(MOCK_DEMO.employee.email)).toBeTruthy();
  });
});
