import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../../seed/demo-seed';
import { providedPorts } from '../../../apps';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import { addPerson, otherOrganisation } from '../../../../tests/server/callers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { demoCompany: false });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const directory = () => providedPorts().peopleDirectory;
const organisationOf = async () => (await server.store.repos.users.findByEmail(DEMO.admin.email))!.organisationId;

/** A small company: Mia manages Tom and Ann; Ann manages Raj; Zoe sits apart. */
async function company() {
  const organisationId = await organisationOf();
  const [mia, tom, ann, raj, zoe] = await Promise.all(['mia', 'tom', 'ann', 'raj', 'zoe'].map((name) => addPerson(server, `${name}@acme.test`, 'employee')));
  const { repos } = server.store;
  await directory().place(repos, organisationId, tom!, { managerId: mia!, team: ' Sales ' });
  await directory().place(repos, organisationId, ann!, { managerId: mia! });
  await directory().place(repos, organisationId, raj!, { managerId: ann!, team: 'Support' });
  return { organisationId, mia: mia!, tom: tom!, ann: ann!, raj: raj!, zoe: zoe! };
}

describe('the people directory port', () => {
  it("answers a manager's team with their reports' reports, never the manager or anyone outside", async () => {
    const { organisationId, mia, tom, ann, raj } = await company();
    const team = await directory().team(server.store.repos, organisationId, mia);
    expect(team.map((person) => person.id).sort()).toEqual([tom, ann, raj].sort());
    expect(team.map((person) => person.name)).toEqual(['ann', 'raj', 'tom']);
    expect(await directory().team(server.store.repos, organisationId, raj)).toEqual([]);
  });

  it('keeps what is placed: the team trimmed, the manager, and active until deactivated', async () => {
    const { organisationId, tom, mia, zoe } = await company();
    const people = await directory().people(server.store.repos, organisationId, [tom, zoe, tom, '00000000-0000-4000-8000-000000000000']);
    expect(people).toHaveLength(2);
    expect(people.find((person) => person.id === tom)).toMatchObject({ team: 'Sales', managerId: mia, locationId: null, active: true, role: 'employee' });
    // Someone never placed is in the directory all the same, with no placement.
    expect(people.find((person) => person.id === zoe)).toMatchObject({ team: null, managerId: null, active: true });
  });

  it('changes only the fields given', async () => {
    const { organisationId, tom, mia } = await company();
    await directory().place(server.store.repos, organisationId, tom, { team: null });
    const [person] = await directory().people(server.store.repos, organisationId, [tom]);
    expect(person).toMatchObject({ team: null, managerId: mia });
  });

  it('refuses (422) a manager who reports to the person, directly or through others, and nobody manages themselves', async () => {
    const { organisationId, mia, ann, raj } = await company();
    for (const [userId, managerId] of [
      [mia, raj],
      [mia, ann],
      [ann, ann],
    ] as const) {
      await expect(directory().place(server.store.repos, organisationId, userId, { managerId })).rejects.toMatchObject({ status: 422 });
    }
    const [unchanged] = await directory().people(server.store.repos, organisationId, [mia]);
    expect(unchanged!.managerId).toBeNull();
  });

  it("refuses a manager or place of another organisation, and reads nobody of it", async () => {
    const { organisationId, tom } = await company();
    const other = await otherOrganisation(server);
    const stranger = (await server.store.repos.users.findByEmail(other.email))!.id;
    await expect(directory().place(server.store.repos, organisationId, tom, { managerId: stranger })).rejects.toMatchObject({ status: 422 });
    await expect(directory().place(server.store.repos, organisationId, tom, { locationId: '00000000-0000-4000-8000-000000000000' })).rejects.toMatchObject({ status: 422 });
    await expect(directory().place(server.store.repos, other.organisationId, tom, { team: 'x' })).rejects.toMatchObject({ status: 404 });
    expect(await directory().people(server.store.repos, other.organisationId, [tom])).toEqual([]);
    expect(await directory().team(server.store.repos, other.organisationId, tom)).toEqual([]);
  });
});
