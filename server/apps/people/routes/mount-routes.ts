import type { FastifyInstance } from 'fastify';
import * as routes from '../../../../contract/apps/people/routes';
import { mountRoute, type Guards } from '../../../kernel';
import type { DirectoryService } from '../services/directory-service';

/** Mounts the contract's people routes on their services. */
export function mountPeopleRoutes(api: FastifyInstance, guards: Guards, services: { directory: DirectoryService }): void {
  mountRoute(api, routes.listUsers, guards, ({ principal, query }) => services.directory.users(principal, query));
}
