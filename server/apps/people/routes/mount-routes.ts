import type { FastifyInstance } from 'fastify';
import * as routes from '../../../../contract/apps/people/routes';
import { mountRoute, type Guards } from '../../../kernel';
import type { DirectoryService } from '../services/directory-service';
import type { BudgetService } from '../services/budget-service';
import type { TeamService } from '../services/team-service';
import { mountTeamRoutes } from './team-routes';

/** Mounts the contract's people routes on their services. */
export function mountPeopleRoutes(api: FastifyInstance, guards: Guards, services: { directory: DirectoryService; team: TeamService; budgets: BudgetService }): void {
  mountRoute(api, routes.listUsers, guards, ({ principal, query }) => services.directory.users(principal, query));
  mountTeamRoutes(api, guards, services);
}
