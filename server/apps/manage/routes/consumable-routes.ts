import type { FastifyInstance } from 'fastify';
import * as routes from '../../../../contract/apps/manage/consumable-routes';
import * as fleet from '../../../../contract/apps/manage/fleet-routes';
import { mountRoute, type Guards } from '../../../kernel';
import type { ManageServices } from '../services/services';

/** Consumables and components; All assets and Assets detail. */
export function mountConsumableRoutes(app: FastifyInstance, guards: Guards, { consumables, components, items, story }: ManageServices): void {
  mountRoute(app, routes.listManageConsumables, guards, ({ principal, query }) => consumables.list(principal, query));
  mountRoute(app, routes.createManageConsumable, guards, ({ principal, body }) => consumables.create(principal, body));
  mountRoute(app, routes.getManageConsumable, guards, ({ principal, params }) => consumables.get(principal, params.id));
  mountRoute(app, routes.updateManageConsumable, guards, ({ principal, params, body }) => consumables.update(principal, params.id, body));
  mountRoute(app, routes.issueManageConsumable, guards, ({ principal, params, body }) => consumables.issue(principal, params.id, body));

  mountRoute(app, routes.listManageComponents, guards, ({ principal, query }) => components.list(principal, query));
  mountRoute(app, routes.createManageComponent, guards, ({ principal, body }) => components.create(principal, body));
  mountRoute(app, routes.getManageComponent, guards, ({ principal, params }) => components.get(principal, params.id));
  mountRoute(app, routes.updateManageComponent, guards, ({ principal, params, body }) => components.update(principal, params.id, body));
  mountRoute(app, routes.installManageComponent, guards, ({ principal, params, body }) => components.install(principal, params.id, body));
  mountRoute(app, routes.removeManageComponent, guards, ({ principal, params, body }) => components.remove(principal, params.id, params.installId, body.quantity));

  mountRoute(app, fleet.listAllAssets, guards, ({ principal, query }) => items.list(principal, query));
  mountRoute(app, fleet.exportAllAssets, guards, ({ principal, query }) => items.export(principal, query));
  mountRoute(app, fleet.lookUpAssetDetail, guards, ({ principal, query }) => items.lookUp(principal, query));
  mountRoute(app, fleet.getAssetDetailStory, guards, ({ principal, params }) => story.ofAsset(principal, params.id));
}
