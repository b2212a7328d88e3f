import type { PlacesPort } from '../../../kernel';
import type { PeopleRepositories } from '../repositories/repositories';

const TEAMS = ['Engineering', 'Sales', 'Operations', 'Finance', 'Design'] as const;

/**
 * Acme's directory: the staff in five teams (rows of their own, as SCIM's Groups), each team under its first person, who reports to the admin; the demo
 * employee in Operations under the admin (the desk's manager approvals ask the admin for Eve); everyone at one of
 * the offices of Locations in turn; the two leavers deactivated, as they left.
 */
export async function seedDirectoryDemo(repos: PeopleRepositories, organisationId: string, people: readonly string[], places: PlacesPort): Promise<void> {
  const [employee, admin] = [people[0]!, people[1] ?? people[0]!];
  const offices = (await places.list(repos, organisationId)).map((place) => place.id);
  const at = (index: number) => (offices.length ? offices[index % offices.length]! : null);
  const { placements, teams } = repos.own;
  const teamId = async (name: (typeof TEAMS)[number]) => (await teams.ensure(organisationId, name)).id;
  const operations = await teamId('Operations');
  if (employee !== admin) await placements.upsert(organisationId, employee, { teamId: operations, managerId: admin, locationId: at(0) });
  await placements.upsert(organisationId, admin, { teamId: operations, managerId: null, locationId: at(0) });
  const staff = people.slice(2);
  const perTeam = Math.max(1, Math.ceil(staff.length / TEAMS.length));
  for (const [index, id] of staff.entries()) {
    const group = Math.floor(index / perTeam);
    const lead = staff[group * perTeam]!;
    await placements.upsert(organisationId, id, { teamId: await teamId(TEAMS[group % TEAMS.length]!), managerId: lead === id ? admin : lead, locationId: at(index) });
  }
  const leavers = people.length > 4 ? people.slice(-2) : [];
  const users = await repos.users.findMany(organisationId, leavers);
  for (const user of users) await repos.users.update(organisationId, user.id, user.version, { deactivatedAt: new Date() }, new Date());
}
