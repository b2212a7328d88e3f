import type { HttpHandler } from 'msw';
import type * as z from 'zod';
import { pageOfItems } from '../../../../contract/app-listing';
import * as config from '../../../../contract/apps/service-desk/config-routes';
import type { TeamInput } from '../../../../contract/apps/service-desk/config-schemas';
import { parseSort } from '../../../../contract/list';
import { mockNotFound, mockRouter, type StaffCaller } from '../../../../tests/mocks/mock-route';
import type { MockState } from '../../../../tests/mocks/mock-state';
import { adminDataOf, type MockTeam } from './admin-mock-state';
import { configRecordHandlers } from './config-record-handlers';
import { checkOwnedIds, fieldProblem } from './desk-mock-problems';

type Out<S extends z.ZodType> = z.output<S>;

/** Who works the desk: the teams with their members, and each person's desk roles and manager. */
export function teamConfigHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  const route = mockRouter(state, baseUrl);
  const data = adminDataOf(state);
  const records = configRecordHandlers(state, baseUrl);
  const peopleOf = (organisationId: string) => state.users.filter((user) => user.organisationId === organisationId);
  const byName = <T extends { name: string; id: string }>(a: T, b: T) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

  const checkMembers = (members: Out<typeof TeamInput>['members'], { user }: StaffCaller) => {
    const ids = new Set(members.map((member) => member.userId));
    if (ids.size !== members.length) throw fieldProblem('members', 'A person is in a team once.', 'duplicate');
    if ([...ids].some((id) => !state.user(user.organisationId, id))) throw fieldProblem('members', 'Members must be people of this organisation.', 'unknown-id');
  };

  // Members are kept by id and answered as people, by name, as the contract's TeamItem names them.
  const teamItem = (team: MockTeam) => ({
    ...team,
    members: team.members
      .flatMap((member) => state.users.filter((user) => user.id === member.userId).map((user) => ({ person: { id: user.id, name: user.name, email: user.email }, role: member.role })))
      .sort((a, b) => byName(a.person, b.person)),
  });

  const roleItem = (caller: StaffCaller, userId: string) => {
    const user = state.user(caller.user.organisationId, userId)!;
    return {
      person: { id: user.id, name: user.name, email: user.email },
      role: user.role,
      manager: data.person(caller.user.organisationId, data.managers.get(user.id) ?? null),
      teams: data.teams.flatMap((team) => team.members.filter((member) => member.userId === user.id).map((member) => ({ team: { id: team.id, name: team.name }, role: member.role }))),
    };
  };

  return [
    ...records.versioned({
      routes: config.teamRoutes,
      items: () => data.teams,
      uniqueName: true,
      check: (input: Out<typeof TeamInput>, caller) => checkMembers(input.members, caller),
      make: (input: Out<typeof TeamInput>, id, version) => ({ id, ...input, version }),
      view: teamItem,
      removed: (id) => {
        for (const fields of data.agentFields.values()) if (fields.teamId === id) fields.teamId = null;
        for (const [category, team] of data.categoryTeams) if (team === id) data.categoryTeams.set(category, null);
        for (const extras of data.serviceTypeExtras.values()) if (extras.teamId === id) extras.teamId = null;
      },
    }),
    route(config.listResolveItUserRoles, ({ caller, query }) => {
      const { organisationId } = caller.user;
      // A team is small: its members are the list, by name, as the server pages them.
      if (query.teamId) {
        const team = data.teams.find((each) => each.id === query.teamId);
        const members = peopleOf(organisationId).filter((user) => team?.members.some((member) => member.userId === user.id)).sort(byName);
        return pageOfItems(members.map((user) => roleItem(caller, user.id)), query);
      }
      const q = query.q?.toLowerCase();
      const people = peopleOf(organisationId).filter((user) => !q || `${user.name} ${user.email}`.toLowerCase().includes(q));
      const { field, descending } = parseSort(query.sort, 'name');
      const sorted = [...people].sort((a, b) => (descending ? -1 : 1) * String(a[field]).localeCompare(String(b[field])));
      return pageOfItems(sorted.map((user) => roleItem(caller, user.id)), query);
    }),
    route(config.setResolveItUserRoles, ({ caller, params, body }) => {
      const { organisationId } = caller.user;
      if (!state.user(organisationId, params.userId)) throw mockNotFound('person');
      if (new Set(body.teams.map((team) => team.teamId)).size !== body.teams.length) throw fieldProblem('teams', 'One role per team.', 'duplicate');
      checkOwnedIds(body.teams.map(({ teamId }, index) => [`teams.${index}.teamId`, teamId, (id: string) => data.teams.some((team) => team.id === id)] as const));
      if (body.managerId === params.userId) throw fieldProblem('managerId', 'Nobody is their own manager.', 'self');
      checkOwnedIds([['managerId', body.managerId, (id) => Boolean(state.user(organisationId, id))]]);
      for (const team of data.teams) {
        const wanted = body.teams.find((each) => each.teamId === team.id);
        team.members = team.members.filter((member) => member.userId !== params.userId);
        if (wanted) team.members.push({ userId: params.userId, role: wanted.role });
      }
      data.managers.set(params.userId, body.managerId);
      data.audit(organisationId, caller, { action: 'user-roles.updated', entityType: 'user', entityId: params.userId });
      return roleItem(caller, params.userId);
    }),
  ];
}
