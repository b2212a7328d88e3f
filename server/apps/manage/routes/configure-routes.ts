import type { FastifyInstance } from 'fastify';
import * as routes from '../../../../contract/apps/manage/configure-routes';
import { mountRoute, type Guards } from '../../../kernel';
import type { ManageServices } from '../services/services';

/** Manage Configure's routes: reading under Manage, changing under Manage Configure (see the contract). */
export function mountConfigureRoutes(app: FastifyInstance, guards: Guards, services: ManageServices): void {
  const { configure, models, labels } = services;
  mountRoute(app, routes.listManageManufacturers, guards, ({ principal }) => configure.manufacturers(principal));
  mountRoute(app, routes.createManageManufacturer, guards, ({ principal, body }) => configure.createManufacturer(principal, body));
  mountRoute(app, routes.updateManageManufacturer, guards, ({ principal, params, body }) => configure.updateManufacturer(principal, params.id, body));
  mountRoute(app, routes.deleteManageManufacturer, guards, ({ principal, params, query }) => configure.deleteManufacturer(principal, params.id, query.version));

  mountRoute(app, routes.listManageDepreciations, guards, ({ principal }) => configure.depreciations(principal));
  mountRoute(app, routes.createManageDepreciation, guards, ({ principal, body }) => configure.createDepreciation(principal, body));
  mountRoute(app, routes.updateManageDepreciation, guards, ({ principal, params, body }) => configure.updateDepreciation(principal, params.id, body));
  mountRoute(app, routes.deleteManageDepreciation, guards, ({ principal, params, query }) => configure.deleteDepreciation(principal, params.id, query.version));

  mountRoute(app, routes.listManageProductTypes, guards, ({ principal }) => configure.productTypes(principal));
  mountRoute(app, routes.createManageProductType, guards, ({ principal, body }) => configure.createProductType(principal, body));
  mountRoute(app, routes.updateManageProductType, guards, ({ principal, params, body }) => configure.updateProductType(principal, params.id, body));
  mountRoute(app, routes.deleteManageProductType, guards, ({ principal, params, query }) => configure.deleteProductType(principal, params.id, query.version));
  mountRoute(app, routes.createManageCustomField, guards, ({ principal, params, body }) => configure.createCustomField(principal, params.id, body));
  mountRoute(app, routes.updateManageCustomField, guards, ({ principal, params, body }) => configure.updateCustomField(principal, params.id, body));
  mountRoute(app, routes.deleteManageCustomField, guards, ({ principal, params, query }) => configure.deleteCustomField(principal, params.id, query.version));

  mountRoute(app, routes.listManageModels, guards, ({ principal, query }) => models.list(principal, query));
  mountRoute(app, routes.createManageModel, guards, ({ principal, body }) => models.create(principal, body));
  mountRoute(app, routes.updateManageModel, guards, ({ principal, params, body }) => models.update(principal, params.id, body));
  mountRoute(app, routes.deleteManageModel, guards, ({ principal, params, query }) => models.remove(principal, params.id, query.version));
  mountRoute(app, routes.uploadManageModelImage, guards, ({ principal, params, query, body }) => models.uploadImage(principal, params.id, query.version, body));
  mountRoute(app, routes.removeManageModelImage, guards, ({ principal, params, query }) => models.removeImage(principal, params.id, query.version));
  mountRoute(app, routes.getManageModelImage, guards, ({ principal, params }) => models.downloadImage(principal, params.id));

  mountRoute(app, routes.listManageStatusLabels, guards, ({ principal }) => labels.list(principal));
  mountRoute(app, routes.createManageStatusLabel, guards, ({ principal, body }) => labels.create(principal, body));
  mountRoute(app, routes.updateManageStatusLabel, guards, ({ principal, params, body }) => labels.update(principal, params.id, body));
  mountRoute(app, routes.deleteManageStatusLabel, guards, ({ principal, params, query }) => labels.remove(principal, params.id, query.version));

  mountRoute(app, routes.getManageFleetSettings, guards, ({ principal }) => labels.settings(principal));
  mountRoute(app, routes.updateManageFleetSettings, guards, ({ principal, body }) => labels.saveSettings(principal, body));
}
