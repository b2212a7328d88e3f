import { isAdminRole } from '../../../../contract/common';
import { teamTree, type TreePlace } from '../../../../src/apps/people/domain/team-tree';
import { notFound, type DirectoryPerson, type PeopleDirectoryPort, type Repositories, type StaffPrincipal } from '../../../kernel';

/** The people a caller sees in Team Manager: a manager's reports and theirs, or (an admin's) the whole organisation. */
export interface TeamScope {
  readonly scope: 'team' | 'organisation';
  /** The manager whose team it is; null for the organisation. */
  readonly manager: DirectoryPerson | null;
  readonly tree: readonly TreePlace<DirectoryPerson>[];
  /** Everyone of the organisation, when the caller is an admin (for the manager picker); else empty. */
  readonly everyone: readonly DirectoryPerson[];
}

/** Everyone of the organisation as the directory places them, page after page of the kernel's people. */
async function everyoneOf(directory: PeopleDirectoryPort, repos: Repositories, organisationId: string): Promise<DirectoryPerson[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const { rows, total } = await repos.users.list(organisationId, { page, pageSize: 200 });
    ids.push(...rows.map((row) => row.id));
    if (rows.length === 0 || ids.length >= total) break;
  }
  return directory.people(repos, organisationId, ids);
}

/**
 * Decides who the caller sees. A manager sees their own team, or the team of a manager inside it; an admin anyone's,
 * or the organisation. Any other manager asked for answers 404, as an unknown one does, so nothing tells who exists.
 */
export async function teamScopeOf(directory: PeopleDirectoryPort, repos: Repositories, principal: StaffPrincipal, managerId?: string): Promise<TeamScope> {
  const { organisationId, userId } = principal;
  if (isAdminRole(principal.role)) {
    const everyone = await everyoneOf(directory, repos, organisationId);
    if (!managerId) return { scope: 'organisation', manager: null, tree: teamTree(everyone, null), everyone };
    const manager = everyone.find((person) => person.id === managerId);
    if (!manager) throw notFound('manager');
    return { scope: 'team', manager, tree: teamTree(await directory.team(repos, organisationId, managerId), managerId), everyone };
  }
  const own = await directory.team(repos, organisationId, userId);
  const chosen = managerId && managerId !== userId ? own.find((person) => person.id === managerId) : undefined;
  if (managerId && managerId !== userId && !chosen) throw notFound('manager');
  const root = chosen?.id ?? userId;
  const [manager] = chosen ? [chosen] : await directory.people(repos, organisationId, [userId]);
  const members = chosen ? await directory.team(repos, organisationId, root) : own;
  return { scope: 'team', manager: manager ?? null, tree: teamTree(members, root), everyone: [] };
}

/**
 * The person whose credits the caller asks for: someone of their team (reports' reports included), or anyone of the
 * organisation for an admin. Anyone else answers 404: a manager never learns who is outside their team.
 */
export async function teamMemberFor(directory: PeopleDirectoryPort, repos: Repositories, principal: StaffPrincipal, personId: string): Promise<DirectoryPerson> {
  const { organisationId, userId } = principal;
  if (isAdminRole(principal.role)) {
    const [person] = await directory.people(repos, organisationId, [personId]);
    if (person) return person;
  } else {
    const member = (await directory.team(repos, organisationId, userId)).find((person) => person.id === personId);
    if (member) return member;
  }
  throw notFound('person');
}
