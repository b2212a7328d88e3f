import type { FastifyInstance } from 'fastify';
import * as routes from '../../contract/routes/manage-routes';
import { mountRoute, type Guards } from '../http/mount-route';
import type { Services } from '../services';

export function mountManageRoutes(app: FastifyInstance, guards: Guards, services: Services): void {
  const { assets, moves } = services.manage;
  mountRoute(app, routes.listManageAssets, guards, ({ principal, query }) => assets.list(principal, query));
  mountRoute(app, routes.exportManageAssets, guards, ({ principal, query }) => assets.export(principal, query));
  mountRoute(app, routes.createManageAsset, guards, ({ principal, body }) => assets.create(principal, body));
  mountRoute(app, routes.getManageAsset, guards, ({ principal, params }) => assets.get(principal, params.id));
  mountRoute(app, routes.updateManageAsset, guards, ({ principal, params, body }) => assets.update(principal, params.id, body));
  mountRoute(app, routes.listManageAssetActivity, guards, ({ principal, params, query }) => assets.activity(principal, params.id, query));
  mountRoute(app, routes.checkOutManageAsset, guards, ({ principal, params, body }) => moves.checkOut(principal, params.id, body));
  mountRoute(app, routes.checkInManageAsset, guards, ({ principal, params, body }) => moves.checkIn(principal, params.id, body));
  mountRoute(app, routes.transferManageAsset, guards, ({ principal, params, body }) => moves.transfer(principal, params.id, body));
  mountRoute(app, routes.archiveManageAsset, guards, ({ principal, params, body }) => moves.archive(principal, params.id, body.version));
  mountRoute(app, routes.restoreManageAsset, guards, ({ principal, params, body }) => moves.restore(principal, params.id, body.version));
  mountRoute(app, routes.bulkEditManageAssets, guards, ({ principal, body }) => moves.bulkEdit(principal, body));
  mountRoute(app, routes.bulkArchiveManageAssets, guards, ({ principal, body }) => moves.bulkArchive(principal, body.ids));
}
