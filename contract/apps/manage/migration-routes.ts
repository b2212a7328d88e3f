import { appRoute, empty, json } from '../../descriptor';
import { byId } from '../../records';
import { MANAGE_SLUG } from '../../../src/apps/manage/domain/slug';
import { HandOverRequest, MIGRATION_BODY_LIMIT_BYTES, MigrationReport, MigrationRequest, WaitingHolderList, WaitingHolderListQuery } from './migration-schemas';

/** Moving over from Snipe-IT: one file of assets, people, licences, accessories or locations at a time. */
export const importManageMigration = appRoute(MANAGE_SLUG, {
  id: 'importManageMigration',
  method: 'POST',
  path: '/manage/migrations',
  summary: 'Import one read file of a kind, all or nothing; rows needing a decision go to the review queue; answers the report',
  request: { body: MigrationRequest },
  success: json(MigrationReport, 201),
  problems: [413],
  bodyLimitBytes: MIGRATION_BODY_LIMIT_BYTES,
});

export const listManageWaitingHolders = appRoute(MANAGE_SLUG, {
  id: 'listManageWaitingHolders',
  method: 'GET',
  path: '/manage/migrations/waiting',
  summary: 'Assets and licence seats an import could not give yet: their holder fits nobody here or several people',
  request: { query: WaitingHolderListQuery },
  success: json(WaitingHolderList),
});

export const handOverManageWaitingHolder = appRoute(MANAGE_SLUG, {
  id: 'handOverManageWaitingHolder',
  method: 'POST',
  path: '/manage/migrations/waiting/:id/hand-over',
  summary: 'Give the waiting asset or seat to the person a reviewer chose; a licence without a free seat is refused',
  request: { ...byId, body: HandOverRequest },
  success: empty,
  problems: [404, 409],
});

export const dropManageWaitingHolder = appRoute(MANAGE_SLUG, {
  id: 'dropManageWaitingHolder',
  method: 'DELETE',
  path: '/manage/migrations/waiting/:id',
  summary: 'Stop waiting: the asset stays in stock, the seat stays free',
  request: byId,
  success: empty,
  problems: [404],
});
