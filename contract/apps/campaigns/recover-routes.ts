import { defineRoute, json } from '../../descriptor';
import { RECOVER_SLUG } from '../../../src/apps/campaigns/domain/slug';
import { CampaignPerson, CampaignPersonParams, LinkParams } from './campaign-schemas';
import { campaignRoute } from './campaign-routes';
import {
  AlreadyReturnedRequest,
  ConfirmReturnRequest,
  ProcessDeviceRequest,
  ReceiveDeviceRequest,
  RecoverDeviceParams,
  RecoverMoveRequest,
  RecoverReturnView,
} from './recover-schemas';

const byLink = { params: LinkParams };
/** 404: no such link, or one withdrawn (alike); 410: the link expired. */
const linkProblems = [404, 410];

export const moveRecoverPerson = campaignRoute(RECOVER_SLUG, 'move{}Person', {
  method: 'POST',
  path: '/recover/campaigns/:id/people/:personId/moves',
  summary: 'Move a retrieval on by hand: send, kit shipped, picked up, failed (no response), restart or cancel',
  request: { params: CampaignPersonParams, body: RecoverMoveRequest },
  success: json(CampaignPerson),
  problems: [404, 409, 412],
});
export const receiveRecoverDevice = campaignRoute(RECOVER_SLUG, 'receive{}Device', {
  method: 'POST',
  path: '/recover/campaigns/:id/people/:personId/devices/:deviceId/receipt',
  summary: 'A device arrived (returned, partial) or is given up (not returned); the asset in Manage is back in stock with its grade and place',
  request: { params: RecoverDeviceParams, body: ReceiveDeviceRequest },
  success: json(CampaignPerson),
  problems: [404, 409, 412],
});
export const processRecoverDevice = campaignRoute(RECOVER_SLUG, 'process{}Device', {
  method: 'POST',
  path: '/recover/campaigns/:id/people/:personId/devices/:deviceId/processing',
  summary: 'A received device was wiped and graded, then restocked or recycled (the asset in Manage retires)',
  request: { params: RecoverDeviceParams, body: ProcessDeviceRequest },
  success: json(CampaignPerson),
  problems: [404, 409, 412],
});

export const getRecoverReturn = defineRoute({
  id: 'getRecoverReturn',
  method: 'GET',
  path: '/public/recover/returns/:link',
  summary: 'The help-with-return page by its link: the devices to return, what was answered, the pickup slots',
  tag: 'Recover (public)',
  audience: 'public',
  request: byLink,
  success: json(RecoverReturnView),
  problems: linkProblems,
});
export const confirmRecoverReturn = defineRoute({
  id: 'confirmRecoverReturn',
  method: 'POST',
  path: '/public/recover/returns/:link',
  summary: 'Confirm address, phone and packaging, and book a pickup slot',
  tag: 'Recover (public)',
  audience: 'public',
  request: { ...byLink, body: ConfirmReturnRequest },
  success: json(RecoverReturnView),
  problems: [...linkProblems, 409, 429],
});
export const reportRecoverAlreadyReturned = defineRoute({
  id: 'reportRecoverAlreadyReturned',
  method: 'POST',
  path: '/public/recover/returns/:link/already-returned',
  summary: 'Say the device was already handed back, and how',
  tag: 'Recover (public)',
  audience: 'public',
  request: { ...byLink, body: AlreadyReturnedRequest },
  success: json(RecoverReturnView),
  problems: [...linkProblems, 409, 429],
});

export const recoverRoutes = [moveRecoverPerson, receiveRecoverDevice, processRecoverDevice, getRecoverReturn, confirmRecoverReturn, reportRecoverAlreadyReturned] as const;
