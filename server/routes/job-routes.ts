import type { FastifyInstance } from 'fastify';
import * as routes from '../../contract/job-routes';
import { mountRoute, type Guards } from '../http/mount-route';
import type { Services } from '../services';

export function mountJobRoutes(app: FastifyInstance, guards: Guards, services: Services): void {
  mountRoute(app, routes.listJobs, guards, ({ principal, query }) => services.jobs.list(principal, query));
  mountRoute(app, routes.retryJob, guards, ({ principal, params }) => services.jobs.retry(principal, params.id));
}
