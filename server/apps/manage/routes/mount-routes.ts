import type { FastifyInstance } from 'fastify';
import * as routes from '../../../../contract/apps/manage/routes';
import { mountRoute, type Guards } from '../../../kernel';
import type { ManageServices } from '../services/services';
import { mountConfigureRoutes } from './configure-routes';
import { mountConsumableRoutes } from './consumable-routes';

export function mountManageRoutes(app: FastifyInstance, guards: Guards, services: ManageServices): void {
  const { assets, moves, photos, places, review, story, summary } = services;
  mountRoute(app, routes.listManageAssets, guards, ({ principal, query }) => assets.list(principal, query));
  mountRoute(app, routes.countManageOverview, guards, async ({ principal }) => ({ ...(await assets.counts(principal)), ...(await review.counts(principal)) }));
  mountRoute(app, routes.exportManageAssets, guards, ({ principal, query }) => assets.export(principal, query));
  mountRoute(app, routes.createManageAsset, guards, ({ principal, body }) => assets.create(principal, body));
  mountRoute(app, routes.listManageCustomFields, guards, ({ principal, query }) => assets.customFieldNames(principal, query));
  mountRoute(app, routes.getManageAsset, guards, ({ principal, params }) => assets.get(principal, params.id));
  mountRoute(app, routes.updateManageAsset, guards, ({ principal, params, body }) => assets.update(principal, params.id, body));
  mountRoute(app, routes.getManageAssetStory, guards, ({ principal, params }) => story.ofAsset(principal, params.id));
  mountRoute(app, routes.getManagePersonStory, guards, ({ principal, params }) => story.ofPerson(principal, params.id));
  mountRoute(app, routes.getManagePersonSummary, guards, ({ principal, params }) => summary.of(principal, params.id));
  mountRoute(app, routes.listManageAssetActivity, guards, ({ principal, params, query }) => assets.activity(principal, params.id, query));
  mountRoute(app, routes.checkOutManageAsset, guards, ({ principal, params, body }) => moves.checkOut(principal, params.id, body));
  mountRoute(app, routes.checkInManageAsset, guards, ({ principal, params, body }) => moves.checkIn(principal, params.id, body));
  mountRoute(app, routes.transferManageAsset, guards, ({ principal, params, body }) => moves.transfer(principal, params.id, body));
  mountRoute(app, routes.archiveManageAsset, guards, ({ principal, params, body }) => moves.archive(principal, params.id, body.version));
  mountRoute(app, routes.restoreManageAsset, guards, ({ principal, params, body }) => moves.restore(principal, params.id, body.version));
  mountRoute(app, routes.bulkEditManageAssets, guards, ({ principal, body }) => moves.bulkEdit(principal, body));
  mountRoute(app, routes.bulkArchiveManageAssets, guards, ({ principal, body }) => moves.bulkArchive(principal, body.ids));
  mountRoute(app, routes.uploadManageAssetPhoto, guards, ({ principal, params, query, body }) => photos.upload(principal, params.id, query.version, body));
  mountRoute(app, routes.removeManageAssetPhoto, guards, ({ principal, params, query }) => photos.remove(principal, params.id, query.version));
  mountRoute(app, routes.getManageAssetPhoto, guards, ({ principal, params }) => photos.download(principal, params.id));
  mountRoute(app, routes.listManagePlaces, guards, ({ principal, query }) => places.list(principal, query));
  mountRoute(app, routes.addManagePlace, guards, ({ principal, body }) => places.add(principal, body));
  mountInventoryRoutes(app, guards, services);
  mountConfigureRoutes(app, guards, services);
  mountConsumableRoutes(app, guards, services);
  mountBulkRoutes(app, guards, services);
}

/** Bulk Upload (bulk-orders): files in batches, the rows waiting in review, the remembered columns. */
function mountBulkRoutes(app: FastifyInstance, guards: Guards, { bulk, bulkWaiting }: ManageServices): void {
  mountRoute(app, routes.startManageBulkImport, guards, ({ principal, body }) => bulk.start(principal, body));
  mountRoute(app, routes.sendManageBulkBatch, guards, ({ principal, params, body }) => bulk.batch(principal, params.id, body));
  mountRoute(app, routes.listManageBulkImports, guards, ({ principal, query }) => bulk.list(principal, query));
  mountRoute(app, routes.getManageBulkImport, guards, ({ principal, params }) => bulk.get(principal, params.id));
  mountRoute(app, routes.getManageBulkMapping, guards, ({ principal, query }) => bulk.mapping(principal, query.kind));
  mountRoute(app, routes.listManageBulkWaiting, guards, ({ principal, query }) => bulkWaiting.list(principal, query));
  mountRoute(app, routes.fixManageBulkRow, guards, ({ principal, params, body }) => bulkWaiting.fix(principal, params.id, body));
  mountRoute(app, routes.dropManageBulkRow, guards, ({ principal, params }) => bulkWaiting.drop(principal, params.id));
}

function mountInventoryRoutes(app: FastifyInstance, guards: Guards, services: ManageServices): void {
  const { stock, licences, people, review } = services;
  mountRoute(app, routes.listManageAccessories, guards, ({ principal, query }) => stock.list(principal, query));
  mountRoute(app, routes.createManageAccessory, guards, ({ principal, body }) => stock.create(principal, body));
  mountRoute(app, routes.getManageAccessory, guards, ({ principal, params }) => stock.get(principal, params.id));
  mountRoute(app, routes.updateManageAccessory, guards, ({ principal, params, body }) => stock.update(principal, params.id, body));
  mountRoute(app, routes.checkOutManageAccessory, guards, ({ principal, params, body }) => stock.checkOut(principal, params.id, body));
  mountRoute(app, routes.checkInManageAccessory, guards, ({ principal, params }) => stock.checkIn(principal, params.id, params.checkoutId));
  mountRoute(app, routes.archiveManageAccessory, guards, ({ principal, params, body }) => stock.archive(principal, params.id, body.version, true));
  mountRoute(app, routes.restoreManageAccessory, guards, ({ principal, params, body }) => stock.archive(principal, params.id, body.version, false));

  mountRoute(app, routes.listManageSoftware, guards, ({ principal, query }) => licences.listSoftware(principal, query));
  mountRoute(app, routes.createManageSoftware, guards, ({ principal, body }) => licences.createSoftware(principal, body));
  mountRoute(app, routes.getManageSoftware, guards, ({ principal, params }) => licences.getSoftware(principal, params.id));
  mountRoute(app, routes.updateManageSoftware, guards, ({ principal, params, body }) => licences.updateSoftware(principal, params.id, body));
  mountRoute(app, routes.listManageLicences, guards, ({ principal, query }) => licences.listLicences(principal, query));
  mountRoute(app, routes.createManageLicence, guards, ({ principal, body }) => licences.createLicence(principal, body));
  mountRoute(app, routes.getManageLicence, guards, ({ principal, params }) => licences.getLicence(principal, params.id));
  mountRoute(app, routes.updateManageLicence, guards, ({ principal, params, body }) => licences.updateLicence(principal, params.id, body));
  mountRoute(app, routes.revealManageLicenceKey, guards, ({ principal, params }) => licences.revealKey(principal, params.id));
  mountRoute(app, routes.assignManageLicenceSeat, guards, ({ principal, params, body }) => licences.assignSeat(principal, params.id, body));
  mountRoute(app, routes.releaseManageLicenceSeat, guards, ({ principal, params }) => licences.releaseSeat(principal, params.id, params.seatId));

  mountRoute(app, routes.listManagePeople, guards, ({ principal, query }) => people.list(principal, query));
  mountRoute(app, routes.createManagePerson, guards, ({ principal, body }) => people.create(principal, body));
  mountRoute(app, routes.getManagePerson, guards, ({ principal, params }) => people.get(principal, params.id));
  mountRoute(app, routes.updateManagePerson, guards, ({ principal, params, body }) => people.update(principal, params.id, body));
  mountRoute(app, routes.offboardManagePerson, guards, ({ principal, params, body }) => people.offboard(principal, params.id, body));

  mountRoute(app, routes.listManageExceptions, guards, ({ principal, query }) => review.exceptions(principal, query));
  mountRoute(app, routes.importManageAssets, guards, ({ principal, body }) => review.importRows(principal, body));
  mountRoute(app, routes.listManageImportedAssets, guards, ({ principal, query }) => review.imported(principal, query));
  mountRoute(app, routes.acceptManageImportedAsset, guards, ({ principal, params, body }) => review.accept(principal, params.id, body));
  mountRoute(app, routes.mergeManageImportedAsset, guards, ({ principal, params, body }) => review.merge(principal, params.id, body.assetId, body.version));
  mountRoute(app, routes.rejectManageImportedAsset, guards, ({ principal, params, body }) => review.reject(principal, params.id, body.version));
  mountRoute(app, routes.importManageMigration, guards, ({ principal, body }) => services.migration.import(principal, body));
  mountRoute(app, routes.listManageWaitingHolders, guards, ({ principal, query }) => services.waiting.list(principal, query));
  mountRoute(app, routes.handOverManageWaitingHolder, guards, ({ principal, params, body }) => services.waiting.handOver(principal, params.id, body.userId));
  mountRoute(app, routes.dropManageWaitingHolder, guards, ({ principal, params }) => services.waiting.drop(principal, params.id));
}
