import type { FastifyInstance } from 'fastify';
import * as routes from '../../contract/file-routes';
import { mountRoute, type Guards } from '../http/mount-route';
import type { Services } from '../services';

export function mountFileRoutes(app: FastifyInstance, guards: Guards, services: Services): void {
  mountRoute(app, routes.getSignedFile, guards, ({ params, query }) => services.files.signed(params, query));
}
