import type { FastifyInstance } from 'fastify';
import * as routes from '../../../../contract/apps/campaigns/refresh-routes';
import { mountRoute, type Guards } from '../../../kernel';
import type { CampaignServices } from '../services/services';

/** Refresh Buy's public diagnostic and its details columns; Refresh Go's shareable address, the employee's start and the kit's order. */
export function mountRefreshRoutes(app: FastifyInstance, guards: Guards, { refreshBuy, refreshGo, refreshGoOrders }: CampaignServices): void {
  mountRoute(app, routes.getRefreshDiagnostic, guards, ({ params }) => refreshBuy.show(params.link));
  mountRoute(app, routes.answerRefreshDiagnostic, guards, ({ params, body }) => refreshBuy.answer(params.link, body));
  mountRoute(app, routes.acceptRefreshDiagnostic, guards, ({ params, body }) => refreshBuy.accept(params.link, body));
  mountRoute(app, routes.declineRefreshDiagnostic, guards, ({ params, body }) => refreshBuy.decline(params.link, body));
  mountRoute(app, routes.listRefreshDiagnostics, guards, ({ principal, params }) => refreshBuy.diagnostics(principal, params.id));
  mountRoute(app, routes.getRefreshGoLink, guards, ({ params }) => refreshGo.show(params.link));
  mountRoute(app, routes.startRefreshGo, guards, ({ params, body }) => refreshGo.start(params.link, body));
  mountRoute(app, routes.getRefreshGoShareLink, guards, ({ principal, params }) => refreshGo.shareLink(principal, params.id));
  mountRoute(app, routes.issueRefreshGoShareLink, guards, ({ principal, params }) => refreshGo.issueShareLink(principal, params.id));
  mountRoute(app, routes.listRefreshGoKits, guards, ({ principal }) => refreshGo.kits(principal));
  mountRoute(app, routes.listRefreshGoDeliveryPlaces, guards, ({ principal }) => refreshGoOrders.places(principal));
  mountRoute(app, routes.orderRefreshGoKit, guards, ({ principal, params, body }) => refreshGoOrders.order(principal, params.id, params.personId, body));
}
