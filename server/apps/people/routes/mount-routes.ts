import type { FastifyInstance } from 'fastify';
import * as routes from '../../../../contract/apps/people/routes';
import { mountRoute, type Guards } from '../../../kernel';
import type { DirectoryService } from '../services/directory-service';
import type { DirectoryTeamService } from '../services/directory-team-service';
import type { BudgetService } from '../services/budget-service';
import type { TeamService } from '../services/team-service';
import { mountOnboardingRoutes, type OnboardingServices } from './onboarding-routes';
import { mountTeamRoutes } from './team-routes';

/** Mounts the contract's people routes on their services. */
export function mountPeopleRoutes(
  api: FastifyInstance,
  guards: Guards,
  services: { directory: DirectoryService; teams: DirectoryTeamService; team: TeamService; budgets: BudgetService } & OnboardingServices,
): void {
  const { directory, teams } = services;
  mountRoute(api, routes.listUsers, guards, ({ principal, query }) => directory.list(principal, query));
  mountRoute(api, routes.userTeams, guards, ({ principal }) => teams.list(principal.organisationId));
  mountRoute(api, routes.createTeam, guards, ({ principal, body }) => teams.create(principal, body));
  mountRoute(api, routes.renameTeam, guards, ({ principal, params, body }) => teams.update(principal, params.id, body.version, { name: body.name }));
  mountRoute(api, routes.deleteTeam, guards, ({ principal, params, query }) => teams.remove(principal, params.id, query.version));
  mountRoute(api, routes.userLocations, guards, ({ principal }) => directory.locations(principal));
  mountRoute(api, routes.getUser, guards, ({ principal, params }) => directory.get(principal.organisationId, params.id));
  mountRoute(api, routes.createUser, guards, ({ principal, body }) => directory.create(principal, body));
  mountRoute(api, routes.updateUser, guards, ({ principal, params, body }) => directory.update(principal, params.id, body));
  mountRoute(api, routes.deactivateUser, guards, ({ principal, params, body }) => directory.setActive(principal, params.id, false, body.version));
  mountRoute(api, routes.reactivateUser, guards, async ({ principal, params, body }) => (await directory.setActive(principal, params.id, true, body.version)).person);
  mountRoute(api, routes.bulkUsers, guards, ({ principal, body }) => directory.bulk(principal, body));
  mountTeamRoutes(api, guards, services);
  mountOnboardingRoutes(api, guards, services);
}
