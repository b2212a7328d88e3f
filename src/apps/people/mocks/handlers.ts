import type { HttpHandler } from 'msw';
import type { z } from 'zod';
import { pageOfItems } from '../../../../contract/app-listing';
import type { BulkAction, CreatePersonRequest } from '../../../../contract/apps/people/directory-schemas';
import * as routes from '../../../../contract/apps/people/routes';
import { isAdminRole, type Role } from '../../../../contract/common';
import { parseSort } from '../../../../contract/list';
import { ProblemTypes } from '../../../../contract/problem';
import type { Decision } from '../../../domain/rules/decision';
import { MockProblem, mockNotFound, mockRouter, type StaffCaller } from '../../../../tests/mocks/mock-route';
import type { MockState, MockUser } from '../../../../tests/mocks/mock-state';
import { accountChange, managerChoice, teamName } from '../domain/directory-rules';
import { directoryDataOf, type DirectoryMockData } from './directory-mock-data';
import { teamHandlers } from './team-handlers';
import { invitationHandlers } from './invitation-handlers';

type Placement = Partial<Pick<z.output<typeof CreatePersonRequest>, 'team' | 'managerId' | 'locationId'>>;

const stale = () => new MockProblem(412, ProblemTypes.staleVersion, 'The record changed since you read it');
const refused = (decision: Extract<Decision<unknown>, { ok: false }>) =>
  new MockProblem(409, ProblemTypes.conflict, 'The change breaks a rule', undefined, { code: decision.code, params: decision.params });
const placementProblem = (field: string, code: string) =>
  new MockProblem(422, ProblemTypes.validation, 'The placement is not valid', [{ path: `body.${field}`, message: code, code }]);
const teamNameTaken = () =>
  new MockProblem(409, ProblemTypes.conflict, 'Already in use', [{ path: 'body.name', message: 'There is a team of this name already.', code: 'team-name-taken' }]);
const emailTaken = () => new MockProblem(409, ProblemTypes.conflict, 'Already in use', [{ path: 'body.email', message: 'Someone already has this address.', code: 'email-taken' }]);

/** The organisation's directory in memory, with the server's rules (the same domain functions) over the same demo. */
export function peopleHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  const route = mockRouter(state, baseUrl);
  const data = directoryDataOf(state);
  const teamOf = (caller: StaffCaller, id: string) => {
    const team = data.teams.get(id);
    if (team?.organisationId !== caller.user.organisationId) throw mockNotFound('team');
    return team;
  };
  const personOf = (caller: StaffCaller, id: string) => {
    const user = state.user(caller.user.organisationId, id);
    if (!user) throw mockNotFound('person');
    return user;
  };
  return [
    route(routes.listUsers, ({ caller, query }) => {
      const text = query.q?.toLowerCase();
      const { field, descending } = parseSort(query.sort, 'name' as const);
      const people = state.users
        .filter((user) => user.organisationId === caller.user.organisationId)
        .map((user) => data.viewOf(user))
        .filter((person) => (!query.role || person.role === query.role) && (!query.team || person.team?.toLowerCase() === query.team.toLowerCase()))
        .filter((person) => (!query.managerId || person.manager?.id === query.managerId) && (query.active === undefined || person.active === query.active))
        .filter((person) => !query.locationId || person.location?.id === query.locationId)
        .filter((person) => !text || `${person.name} ${person.email} ${person.team ?? ''}`.toLowerCase().includes(text))
        .sort((a, b) => {
          const [x, y] = [a[field], b[field]];
          if (x === y) return a.id.localeCompare(b.id);
          // PostgreSQL puts nulls last going up, first going down.
          if (x === null || y === null) return (x === null ? 1 : -1) * (descending ? -1 : 1);
          return (descending ? -1 : 1) * x.localeCompare(y);
        });
      return pageOfItems(people, query);
    }),
    route(routes.userTeams, ({ caller }) => ({ items: data.teamsOf(caller.user.organisationId).map((team) => data.teamViewOf(team)) })),
    route(routes.createTeam, ({ caller, body }) => {
      if (data.findTeam(caller.user.organisationId, body.name)) throw teamNameTaken();
      const id = data.teamIdOf(caller.user.organisationId, body.name)!;
      state.record(caller.user, caller.session, { action: 'team.created', entityType: 'team', entityId: id });
      return data.teamViewOf(data.teams.get(id)!);
    }),
    route(routes.renameTeam, ({ caller, params, body }) => {
      const team = teamOf(caller, params.id);
      if (body.version !== team.version) throw stale();
      const other = data.findTeam(caller.user.organisationId, body.name);
      if (other && other.id !== team.id) throw teamNameTaken();
      Object.assign(team, { name: body.name, version: team.version + 1 });
      state.record(caller.user, caller.session, { action: 'team.updated', entityType: 'team', entityId: team.id });
      return data.teamViewOf(team);
    }),
    route(routes.deleteTeam, ({ caller, params, query }) => {
      const team = teamOf(caller, params.id);
      if (query.version !== team.version) throw stale();
      data.teams.delete(team.id);
      for (const placement of data.placements.values()) if (placement.teamId === team.id) placement.teamId = null;
      state.record(caller.user, caller.session, { action: 'team.deleted', entityType: 'team', entityId: team.id });
    }),
    // The mocks keep no places of Locations for Users: none to choose from.
    route(routes.userLocations, () => ({ items: [] })),
    route(routes.getUser, ({ caller, params }) => data.viewOf(personOf(caller, params.id))),
    route(routes.createUser, ({ caller, body }) => {
      const { team, managerId, locationId, ...account } = body;
      if (state.userByEmail(account.email)) throw emailTaken();
      checkPlacement(state, data, caller, null, { managerId });
      const user = state.addMember(caller.user.organisationId, { ...account, password: null });
      data.placements.set(user.id, { teamId: null, managerId: managerId ?? null, locationId: locationId ?? null });
      data.placeInTeam(user.id, caller.user.organisationId, teamName(team));
      state.record(caller.user, caller.session, { action: 'person.created', entityType: 'user', entityId: user.id });
      return data.viewOf(user);
    }),
    route(routes.updateUser, ({ caller, params, body }) => update(state, data, caller, personOf(caller, params.id), body)),
    route(routes.deactivateUser, ({ caller, params, body }) => {
      const user = personOf(caller, params.id);
      const endedSessions = setActive(state, caller, user, false, body.version);
      return { person: data.viewOf(user), endedSessions, offboardingProposed: true };
    }),
    route(routes.reactivateUser, ({ caller, params, body }) => {
      const user = personOf(caller, params.id);
      setActive(state, caller, user, true, body.version);
      return data.viewOf(user);
    }),
    route(routes.bulkUsers, ({ caller, body }) => {
      const results = [...new Set(body.ids)].map((id) => {
        try {
          applyOne(state, data, caller, personOf(caller, id), body.action);
          return { id, ok: true, code: null, message: null };
        } catch (error) {
          if (!(error instanceof MockProblem)) throw error;
          const code = error.rule?.code ?? error.errors?.[0]?.code ?? (error.status === 404 ? 'not-found' : 'refused');
          return { id, ok: false, code, message: error.title };
        }
      });
      const succeeded = results.filter((result) => result.ok).length;
      return { succeeded, failed: results.length - succeeded, results };
    }),
    ...teamHandlers(state, baseUrl),
    ...invitationHandlers(state, baseUrl),
  ];
}

function checkPlacement(state: MockState, data: DirectoryMockData, caller: StaffCaller, userId: string | null, { managerId }: Placement) {
  if (!managerId) return;
  if (!state.user(caller.user.organisationId, managerId)) throw placementProblem('managerId', 'unknown-id');
  const chosen = managerChoice(userId ?? '', managerId, data.chainAbove(managerId));
  if (!chosen.ok) throw placementProblem('managerId', chosen.code);
}

function otherActiveAdmins(state: MockState, user: MockUser) {
  return state.users.filter((each) => each.organisationId === user.organisationId && each.id !== user.id && isAdminRole(each.role) && !each.deactivatedAt).length;
}

function checkAccount(state: MockState, caller: StaffCaller, user: MockUser, role: Role, activeAfter: boolean) {
  const adminBefore = !user.deactivatedAt && isAdminRole(user.role);
  const change = { actorId: caller.user.id, targetId: user.id, adminBefore, adminAfter: activeAfter && isAdminRole(role), otherActiveAdmins: otherActiveAdmins(state, user) };
  const decision = accountChange(change, !activeAfter && !user.deactivatedAt);
  if (!decision.ok) throw refused(decision);
}

type Update = Placement & { name: string; email: string; role: Role; version: number };

function update(state: MockState, data: DirectoryMockData, caller: StaffCaller, user: MockUser, body: Update) {
  if (body.version !== user.version) throw stale();
  checkAccount(state, caller, user, body.role, !user.deactivatedAt);
  if (body.email !== user.email && state.userByEmail(body.email)) throw emailTaken();
  checkPlacement(state, data, caller, user.id, body);
  const placement = data.placementOf(user.id);
  Object.assign(user, { name: body.name, email: body.email, role: body.role, version: user.version + 1 });
  if (body.team !== undefined) data.placeInTeam(user.id, user.organisationId, teamName(body.team));
  if (body.managerId !== undefined) placement.managerId = body.managerId;
  if (body.locationId !== undefined) placement.locationId = body.locationId;
  state.record(caller.user, caller.session, { action: 'person.updated', entityType: 'user', entityId: user.id });
  return data.viewOf(user);
}

function setActive(state: MockState, caller: StaffCaller, user: MockUser, active: boolean, version: number): number {
  if (version !== user.version) throw stale();
  if (!user.deactivatedAt === active) throw refused({ ok: false, code: active ? 'already-active' : 'already-deactivated', reason: '', params: {} });
  if (!active) checkAccount(state, caller, user, user.role, false);
  user.deactivatedAt = active ? null : new Date().toISOString();
  user.version += 1;
  const ended = active ? [] : state.sessions.filter((session) => session.userId === user.id && !session.revoked);
  for (const session of ended) session.revoked = true;
  state.record(caller.user, caller.session, { action: active ? 'person.reactivated' : 'person.deactivated', entityType: 'user', entityId: user.id });
  return ended.length;
}

function applyOne(state: MockState, data: DirectoryMockData, caller: StaffCaller, user: MockUser, action: BulkAction) {
  if (action.kind === 'deactivate') {
    if (!user.deactivatedAt) setActive(state, caller, user, false, user.version);
    return;
  }
  const change: Update = { name: user.name, email: user.email, role: action.kind === 'role' ? action.role : user.role, version: user.version };
  if (action.kind === 'team') change.team = action.team;
  if (action.kind === 'manager') change.managerId = action.managerId;
  if (action.kind === 'location') change.locationId = action.locationId;
  update(state, data, caller, user, change);
}
