import type { FastifyInstance } from 'fastify';
import * as routes from '../../../../contract/apps/people/routes';
import { mountRoute, type Guards } from '../../../kernel';
import type { DirectoryService } from '../services/directory-service';
import { mountOnboardingRoutes, type OnboardingServices } from './onboarding-routes';

/** Mounts the contract's people routes on their services. */
export function mountPeopleRoutes(api: FastifyInstance, guards: Guards, services: { directory: DirectoryService } & OnboardingServices): void {
  mountRoute(api, routes.listUsers, guards, ({ principal, query }) => services.directory.users(principal, query));
  mountOnboardingRoutes(api, guards, services);
}
