import type { HttpHandler } from 'msw';
import * as routes from '../../../../contract/apps/people/team-routes';
import { isAdminRole } from '../../../../contract/common';
import { ProblemTypes } from '../../../../contract/problem';
import { budgetApproversOf, budgetChangeNeedsApproval } from '../domain/budget-change';
import { expensesByMonth, expensesCsv, monthRange } from '../domain/team-expenses';
import { teamTree } from '../domain/team-tree';
import { MockProblem, mockNotFound, mockRouter, type StaffCaller } from '../../../../tests/mocks/mock-route';
import { newId, type MockState } from '../../../../tests/mocks/mock-state';
import { MOCK_TEAM_SPENDING, teamDataOf, type TeamMockData } from './team-mock-state';

const refused = (reason: string, code: string, field?: string) =>
  new MockProblem(409, ProblemTypes.conflict, reason, field ? [{ path: `body.${field}`, message: reason, code, params: {} }] : undefined, { code, params: {} });

/** The people the caller sees, as the server's team access decides: a manager's tree, or an admin's organisation. */
function scopeOf(state: MockState, team: TeamMockData, { user }: StaffCaller, managerId: string | undefined) {
  const everyone = state.users.filter((person) => person.organisationId === user.organisationId).map((person) => ({ ...person, managerId: team.managerIdOf(person.id) }));
  const admin = isAdminRole(user.role);
  if (admin && !managerId) return { scope: 'organisation' as const, manager: null, tree: teamTree(everyone, null), everyone };
  const root = managerId ?? user.id;
  if (!admin && root !== user.id && !team.reportsOf(user.id).includes(root)) throw mockNotFound('manager');
  const manager = everyone.find((person) => person.id === root);
  if (!manager) throw mockNotFound('manager');
  const members = team.reportsOf(root);
  return { scope: 'team' as const, manager, tree: teamTree(everyone.filter((person) => members.includes(person.id)), root), everyone: admin ? everyone : [] };
}

function memberFor(state: MockState, team: TeamMockData, caller: StaffCaller, personId: string) {
  const person = state.user(caller.user.organisationId, personId);
  if (!person || (!isAdminRole(caller.user.role) && !team.reportsOf(caller.user.id).includes(personId))) throw mockNotFound('person');
  return person;
}

/** Team Manager in memory: the team, credits and their changes, and the expenses, as the server answers them. */
export function teamHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  const route = mockRouter(state, baseUrl);
  const team = teamDataOf(state);
  const nameOf = (id: string) => state.users.find((user) => user.id === id)?.name ?? '';
  const budgetOf = (personId: string) => {
    const budget = team.current(personId);
    if (!budget) return null;
    const spentMinor = team.spentOf(budget);
    return { startsOn: budget.startsOn, endsOn: budget.endsOn, amountMinor: budget.amountMinor, spentMinor, remainingMinor: budget.amountMinor - spentMinor, currency: MOCK_TEAM_SPENDING.currency };
  };
  const expenses = (caller: StaffCaller, query: { from?: string | undefined; to?: string | undefined; managerId?: string | undefined; personId?: string | undefined }) => {
    let people = scopeOf(state, team, caller, query.managerId).tree.map(({ person }) => ({ id: person.id, name: person.name }));
    if (query.personId) people = people.filter((person) => person.id === query.personId);
    if (query.personId && people.length === 0) throw mockNotFound('person');
    const { from, to } = monthRange(query.from, query.to);
    const entries = team.spends
      .filter((spend) => people.some((person) => person.id === spend.personId) && (!from || new Date(spend.at) >= from) && (!to || new Date(spend.at) < to))
      .sort((a, b) => b.at.localeCompare(a.at))
      .map(({ personId, ...spend }) => ({ ...spend, person: { id: personId, name: nameOf(personId) } }));
    const months = expensesByMonth(entries.map((entry) => ({ personId: entry.person.id, amountMinor: entry.amountMinor, at: entry.at, orderId: entry.order?.id ?? null })), people.map((person) => person.id));
    const totals = people
      .map((person) => ({
        personId: person.id,
        spentMinor: months.filter((month) => month.personId === person.id).reduce((sum, month) => sum + month.spentMinor, 0),
        orders: months.filter((month) => month.personId === person.id).reduce((sum, month) => sum + month.orders, 0),
      }))
      .filter((total) => total.spentMinor !== 0 || total.orders > 0);
    return { currency: MOCK_TEAM_SPENDING.currency, people, months, totals, totalMinor: totals.reduce((sum, total) => sum + total.spentMinor, 0), entries };
  };

  return [
    route(routes.getTeam, ({ caller, query }) => {
      const scope = scopeOf(state, team, caller, query.managerId);
      const managerIds = new Set(state.users.map((person) => team.managerIdOf(person.id)));
      return {
        scope: scope.scope,
        manager: scope.manager && { id: scope.manager.id, name: scope.manager.name },
        managers: scope.everyone.filter((person) => managerIds.has(person.id)).map(({ id, name }) => ({ id, name })),
        members: scope.tree.map(({ person, depth }) => ({
          id: person.id,
          name: person.name,
          email: person.email,
          role: person.role,
          team: team.teamNameOf(person.id),
          managerId: person.managerId,
          depth,
          location: null,
          devices: team.devices.get(person.id) ?? [],
          credits: budgetOf(person.id),
          pendingChangeId: team.changes.find((change) => change.personId === person.id && change.state === 'pending')?.id ?? null,
        })),
        ...MOCK_TEAM_SPENDING,
        awaitingDecision: team.changes
          .filter((change) => change.organisationId === caller.user.organisationId && change.state === 'pending' && change.approverIds.includes(caller.user.id))
          .map((change) => team.changeOf(change, nameOf(change.personId), caller.user.id)),
      };
    }),
    route(routes.getPersonCredits, ({ caller, params }) => {
      const person = memberFor(state, team, caller, params.id);
      const managerId = team.managerIdOf(person.id);
      const current = budgetOf(person.id);
      return {
        person: { id: person.id, name: person.name, email: person.email, role: person.role, team: team.teamNameOf(person.id), manager: managerId ? { id: managerId, name: nameOf(managerId) } : null },
        current,
        budgets: team.budgets
          .filter((budget) => budget.personId === person.id)
          .sort((a, b) => b.startsOn.localeCompare(a.startsOn))
          .map((budget) => ({ ...budget, spentMinor: team.spentOf(budget), remainingMinor: budget.amountMinor - team.spentOf(budget), currency: MOCK_TEAM_SPENDING.currency })),
        changes: team.changes
          .filter((change) => change.personId === person.id)
          .reverse()
          .map((change) => team.changeOf(change, person.name, caller.user.id)),
        spending: team.spends
          .filter((spend) => spend.personId === person.id)
          .sort((a, b) => b.at.localeCompare(a.at))
          .map(({ personId, ...spend }) => ({ ...spend, person: { id: personId, name: person.name } })),
        ...MOCK_TEAM_SPENDING,
      };
    }),
    route(routes.setPersonBudget, ({ caller, params, body }) => {
      const person = memberFor(state, team, caller, params.id);
      if (person.id === caller.user.id) throw new MockProblem(403, ProblemTypes.forbidden, 'Not allowed');
      if (team.changes.some((change) => change.personId === person.id && change.state === 'pending')) {
        throw refused('A change of this budget is waiting for approval already.', 'budget-change-pending', 'amountMinor');
      }
      const current = team.current(person.id);
      if (current && body.amountMinor < team.spentOf(current)) throw refused('The budget cannot be less than what was spent of it already.', 'budget-below-spent', 'amountMinor');
      const pending = budgetChangeNeedsApproval(current?.amountMinor ?? null, body.amountMinor, MOCK_TEAM_SPENDING.approvalThresholdMinor);
      const admins = state.users.filter((user) => user.organisationId === caller.user.organisationId && isAdminRole(user.role)).map((user) => user.id);
      const change = {
        id: newId(),
        organisationId: caller.user.organisationId,
        personId: person.id,
        requestedBy: { id: caller.user.id, name: caller.user.name },
        previousMinor: current?.amountMinor ?? null,
        amountMinor: body.amountMinor,
        reason: body.reason || null,
        state: pending ? ('pending' as const) : ('applied' as const),
        approverIds: pending ? budgetApproversOf(admins, team.managerIdOf(caller.user.id), caller.user.id) : [],
        decidedBy: null,
        decidedAt: null,
        decisionNote: null,
        createdAt: new Date().toISOString(),
        version: 1,
      };
      team.changes.push(change);
      if (!pending) team.setBudget(person.id, body.amountMinor);
      return team.changeOf(change, person.name, caller.user.id);
    }),
    route(routes.decideBudgetChange, ({ caller, params, body }) => {
      const change = team.changes.find((each) => each.id === params.id && each.organisationId === caller.user.organisationId);
      if (!change || !change.approverIds.includes(caller.user.id)) throw mockNotFound('budget change');
      if (change.state !== 'pending') throw refused('This change was decided already.', 'budget-change-decided');
      if (change.version !== body.version) throw new MockProblem(412, ProblemTypes.staleVersion, 'The record changed since it was read');
      if (body.decision === 'approved') team.setBudget(change.personId, change.amountMinor);
      Object.assign(change, { state: body.decision, decidedBy: { id: caller.user.id, name: caller.user.name }, decidedAt: new Date().toISOString(), decisionNote: body.note || null, version: change.version + 1 });
      return team.changeOf(change, nameOf(change.personId), caller.user.id);
    }),
    route(routes.getTeamExpenses, ({ caller, query }) => expenses(caller, query)),
    route(routes.exportTeamExpenses, ({ caller, query }) => {
      const answer = expenses(caller, query);
      const period = [query.from, query.to].filter(Boolean).join('_') || new Date().toISOString().slice(0, 10);
      return expensesCsv(answer.entries, period);
    }),
  ];
}
