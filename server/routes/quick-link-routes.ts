import type { FastifyInstance } from 'fastify';
import * as routes from '../../contract/quick-links';
import { mountRoute, type Guards } from '../http/mount-route';
import type { QuickLinksService } from '../services/quick-links-service';

export function mountQuickLinkRoutes(app: FastifyInstance, guards: Guards, quickLinks: QuickLinksService): void {
  mountRoute(app, routes.getQuickLinks, guards, ({ principal }) => quickLinks.get(principal));
  mountRoute(app, routes.saveQuickLinks, guards, ({ principal, body }) => quickLinks.save(principal, body));
  mountRoute(app, routes.searchRecords, guards, ({ principal, query }) => quickLinks.records(principal, query.q));
}
