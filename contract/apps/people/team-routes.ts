import { appRoute, json } from '../../descriptor';
import { byId, FileAnswer } from '../../records';
import { TEAM_SUITE_SLUG } from '../../../src/apps/people/domain/slug';
import { BudgetChange, DecideBudgetChangeRequest, PersonCredits, SetBudgetRequest, Team, TeamExpenses, TeamExpensesQuery, TeamQuery } from './team-schemas';

export const getTeam = appRoute(TEAM_SUITE_SLUG, {
  id: 'getTeam',
  method: 'GET',
  path: '/team',
  summary: "My team (reports and their reports) with devices and credits; an admin sees the organisation or a chosen manager's team",
  request: { query: TeamQuery },
  success: json(Team),
  problems: [403, 404],
});
export const getPersonCredits = appRoute(TEAM_SUITE_SLUG, {
  id: 'getPersonCredits',
  method: 'GET',
  path: '/team/people/:id/credits',
  summary: "A person's credit budget, its periods and changes, and the orders paid with it (their manager's or an admin's)",
  request: byId,
  success: json(PersonCredits),
  problems: [404],
});
export const setPersonBudget = appRoute(TEAM_SUITE_SLUG, {
  id: 'setPersonBudget',
  method: 'POST',
  path: '/team/people/:id/credits/budget',
  summary: "Change a person's budget: a raise above the approval threshold waits for an approver, anything else applies at once",
  request: { ...byId, body: SetBudgetRequest },
  success: json(BudgetChange, 201),
  problems: [404, 409, 422],
});
export const decideBudgetChange = appRoute(TEAM_SUITE_SLUG, {
  id: 'decideBudgetChange',
  method: 'POST',
  path: '/team/budget-changes/:id/decision',
  summary: 'Approve (which applies it) or reject a pending budget change; a stale version answers 412',
  request: { ...byId, body: DecideBudgetChangeRequest },
  success: json(BudgetChange),
  problems: [403, 404, 409, 412, 422],
});
export const getTeamExpenses = appRoute(TEAM_SUITE_SLUG, {
  id: 'getTeamExpenses',
  method: 'GET',
  path: '/team/expenses',
  summary: 'What the team spent credits on, by person and month, in a period',
  request: { query: TeamExpensesQuery },
  success: json(TeamExpenses),
  problems: [403, 404],
});
export const exportTeamExpenses = appRoute(TEAM_SUITE_SLUG, {
  id: 'exportTeamExpenses',
  method: 'GET',
  path: '/team/expenses/export',
  summary: "The period's spends as CSV (person, month, order, amount)",
  request: { query: TeamExpensesQuery },
  success: json(FileAnswer),
  problems: [403, 404],
});

/** Team Manager's routes, for the people app's list. */
export const teamRoutes = [getTeam, getPersonCredits, setPersonBudget, decideBudgetChange, getTeamExpenses, exportTeamExpenses] as const;
