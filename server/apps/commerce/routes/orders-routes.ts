import type { FastifyInstance } from 'fastify';
import { manageOrderRoutes as manage, ORDER_STORES, storeOrderRoutesBySlug } from '../../../../contract/apps/commerce/orders-routes';
import { mountRoute, type Guards } from '../../../kernel';
import type { CommerceServices } from '../services/services';

/** Paying and the request history under each storefront's slug; Manage Orders under its own. */
export function mountOrderRoutes(app: FastifyInstance, guards: Guards, { checkout, orders }: Pick<CommerceServices, 'checkout' | 'orders'>): void {
  for (const store of ORDER_STORES) {
    const r = storeOrderRoutesBySlug[store];
    mountRoute(app, r.getCheckout, guards, ({ principal }) => checkout.summary(principal));
    mountRoute(app, r.pay, guards, ({ principal, body }) => checkout.pay(principal, store, body));
    mountRoute(app, r.listOrders, guards, ({ principal, query }) => orders.history(principal, store, query));
    mountRoute(app, r.getOrder, guards, ({ principal, params }) => orders.ownOrder(principal, store, params.id));
    mountRoute(app, r.cancelOrder, guards, ({ principal, params, body }) => orders.cancelOwn(principal, store, params.id, body));
  }
  mountRoute(app, manage.list, guards, ({ principal, query }) => orders.list(principal, query));
  mountRoute(app, manage.counts, guards, ({ principal }) => orders.counts(principal));
  mountRoute(app, manage.exportCsv, guards, ({ principal, query }) => orders.exportCsv(principal, query));
  mountRoute(app, manage.get, guards, ({ principal, params }) => orders.get(principal, params.id));
  mountRoute(app, manage.addNote, guards, ({ principal, params, body }) => orders.addNote(principal, params.id, body.body));
  mountRoute(app, manage.ship, guards, ({ principal, params, body }) => orders.ship(principal, params.id, body));
  mountRoute(app, manage.process, guards, ({ principal, params, body }) => orders.process(principal, params.id, body.version));
  mountRoute(app, manage.complete, guards, ({ principal, params, body }) => orders.complete(principal, params.id, body.version));
  mountRoute(app, manage.cancel, guards, ({ principal, params, body }) => orders.cancel(principal, params.id, body));
  mountRoute(app, manage.decide, guards, ({ principal, params, body }) => orders.decide(principal, params.id, body));
}
