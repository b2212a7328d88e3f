import type { FastifyInstance } from 'fastify';
import * as r from '../../../../contract/apps/people/team-routes';
import { mountRoute, type Guards } from '../../../kernel';
import type { BudgetService } from '../services/budget-service';
import type { TeamService } from '../services/team-service';

/** Team Manager's routes: the team, a person's credits and budget changes, and the team's expenses. */
export function mountTeamRoutes(api: FastifyInstance, guards: Guards, { team, budgets }: { team: TeamService; budgets: BudgetService }): void {
  mountRoute(api, r.getTeam, guards, ({ principal, query }) => team.team(principal, query));
  mountRoute(api, r.getPersonCredits, guards, ({ principal, params }) => budgets.credits(principal, params.id));
  mountRoute(api, r.setPersonBudget, guards, ({ principal, params, body }) => budgets.setBudget(principal, params.id, body));
  mountRoute(api, r.decideBudgetChange, guards, ({ principal, params, body }) => budgets.decide(principal, params.id, body));
  mountRoute(api, r.getTeamExpenses, guards, ({ principal, query }) => team.expenses(principal, query));
  mountRoute(api, r.exportTeamExpenses, guards, ({ principal, query }) => team.exportExpenses(principal, query));
}
