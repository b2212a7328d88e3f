import type { FastifyInstance } from 'fastify';
import { storefrontRoutesByStore } from '../../../../contract/apps/commerce/storefront-routes';
import { STORES } from '../../../../src/apps/commerce/domain/catalogue-terms';
import { mountRoute, type Guards } from '../../../kernel';
import type { StorefrontService } from '../services/storefront-service';

/** Shop and Device Hub: the same handlers under each store's slug, which the route's guard checks. */
export function mountStorefrontRoutes(app: FastifyInstance, guards: Guards, storefront: StorefrontService): void {
  for (const store of STORES) {
    const r = storefrontRoutesByStore[store];
    mountRoute(app, r.getHome, guards, ({ principal }) => storefront.home(principal, store));
    mountRoute(app, r.listCategories, guards, ({ principal }) => storefront.categories(principal, store));
    mountRoute(app, r.listProducts, guards, ({ principal, query }) => storefront.products(principal, store, query));
    mountRoute(app, r.getProduct, guards, ({ principal, params }) => storefront.product(principal, store, params.id));
    mountRoute(app, r.recordView, guards, ({ principal, params }) => storefront.recordView(principal, store, params.id));
  }
}
