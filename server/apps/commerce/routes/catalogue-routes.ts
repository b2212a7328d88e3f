import type { FastifyInstance } from 'fastify';
import { catalogueRoutesOf, createDeviceHubKit } from '../../../../contract/apps/commerce/catalogue-routes';
import { STORES } from '../../../../src/apps/commerce/domain/catalogue-terms';
import { mountRoute, type Guards } from '../../../kernel';
import type { CommerceServices } from '../services/services';

/** Shop Configure and Device Hub Configure: the same handlers under each store's slug, which the route's guard checks. */
export function mountCatalogueRoutes(app: FastifyInstance, guards: Guards, { catalogue, stock }: CommerceServices): void {
  for (const store of STORES) {
    const r = catalogueRoutesOf(store);
    mountRoute(app, r.getOptions, guards, ({ principal }) => catalogue.options(principal, store));
    mountRoute(app, r.listProducts, guards, ({ principal, query }) => catalogue.list(principal, store, query));
    mountRoute(app, r.createProduct, guards, ({ principal, body }) => catalogue.create(principal, store, body));
    mountRoute(app, r.getProduct, guards, ({ principal, params }) => catalogue.get(principal, store, params.id));
    mountRoute(app, r.updateProduct, guards, ({ principal, params, body }) => catalogue.update(principal, store, params.id, body));
    mountRoute(app, r.uploadImage, guards, ({ principal, params, query, body }) => catalogue.uploadImage(principal, store, params.id, query.version, body));
    mountRoute(app, r.removeImage, guards, ({ principal, params, query }) => catalogue.removeImage(principal, store, params.id, query.version, query.key));
    mountRoute(app, r.receiveStock, guards, ({ principal, params, body }) => stock.receive(principal, store, params.id, body));
    mountRoute(app, r.adjustStock, guards, ({ principal, params, body }) => stock.adjust(principal, store, params.id, body));
    mountRoute(app, r.getStockHistory, guards, ({ principal, params }) => stock.history(principal, store, params.id));
    mountRoute(app, r.listCategories, guards, ({ principal }) => catalogue.categories(principal, store));
    mountRoute(app, r.createCategory, guards, ({ principal, body }) => catalogue.createCategory(principal, store, body));
    mountRoute(app, r.updateCategory, guards, ({ principal, params, body }) => catalogue.updateCategory(principal, store, params.id, body));
    mountRoute(app, r.deleteCategory, guards, ({ principal, params, query }) => catalogue.deleteCategory(principal, store, params.id, query.version));
    mountRoute(app, r.getSettings, guards, ({ principal }) => catalogue.settings(principal));
    mountRoute(app, r.updateSettings, guards, ({ principal, body }) => catalogue.updateSettings(principal, store, body));
  }
  mountRoute(app, createDeviceHubKit, guards, ({ principal, body }) => catalogue.createKit(principal, body));
}
