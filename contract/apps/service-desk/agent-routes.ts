import { appRoute, html, json } from '../../descriptor';
import { listQuery } from '../../list';
import { AuditList } from '../../people';
import { byId } from '../../records';
import { defineRoute } from '../../descriptor';
import { RESOLVE_IT_SLUG } from '../../../src/apps/service-desk/domain/slug';
import { ApprovalLinkParams, DashboardQuery, DeskDashboard, DeskOptions } from './config-schemas';
import {
  AgentMessageRequest,
  AgentTicketDetail,
  AgentTicketList,
  AgentTicketListQuery,
  ApprovalDecisionRequest,
  ATTACHMENT_TYPES,
  AttachmentUploadQuery,
  DeskAssetList,
  DeskAssetQuery,
  MergeTicketRequest,
  UpdateTicketRequest,
  UploadedAttachment,
} from './ticket-schemas';

/** Resolve IT's queues and ticket pages: agents see their teams' tickets and the unassigned ones; leads and admins all. */
export const listResolveItTickets = appRoute(RESOLVE_IT_SLUG, {
  id: 'listResolveItTickets',
  method: 'GET',
  path: '/resolve-it/tickets',
  summary: 'A queue (serviceType problem: reported issues; service: service requests): paged, searched, filtered, sorted',
  request: { query: AgentTicketListQuery },
  success: json(AgentTicketList),
});
export const getResolveItTicket = appRoute(RESOLVE_IT_SLUG, {
  id: 'getResolveItTicket',
  method: 'GET',
  path: '/resolve-it/tickets/:id',
  summary: 'A ticket with internal notes, SLA clocks, approval progress and links',
  request: byId,
  success: json(AgentTicketDetail),
  problems: [404],
});
export const updateResolveItTicket = appRoute(RESOLVE_IT_SLUG, {
  id: 'updateResolveItTicket',
  method: 'PATCH',
  path: '/resolve-it/tickets/:id',
  summary: 'Assign, change status, priority, type, tags or the linked asset; stale version 412, resolving a pending approval 409',
  request: { ...byId, body: UpdateTicketRequest },
  success: json(AgentTicketDetail),
  problems: [404, 409, 412],
});
export const addResolveItTicketMessage = appRoute(RESOLVE_IT_SLUG, {
  id: 'addResolveItTicketMessage',
  method: 'POST',
  path: '/resolve-it/tickets/:id/messages',
  summary: 'A public reply (mailed to the requester and people in copy) or an internal note',
  request: { ...byId, body: AgentMessageRequest },
  success: json(AgentTicketDetail, 201),
  problems: [404, 409, 412],
});
export const mergeResolveItTicket = appRoute(RESOLVE_IT_SLUG, {
  id: 'mergeResolveItTicket',
  method: 'POST',
  path: '/resolve-it/tickets/:id/merge',
  summary: 'Merge this duplicate into a target ticket; answers the target',
  request: { ...byId, body: MergeTicketRequest },
  success: json(AgentTicketDetail),
  problems: [404, 409, 412],
});
export const decideResolveItApproval = appRoute(RESOLVE_IT_SLUG, {
  id: 'decideResolveItApproval',
  method: 'POST',
  path: '/resolve-it/tickets/:id/approval',
  summary: 'Accept or refuse as an approver of the current step; a refusal needs a reason',
  request: { ...byId, body: ApprovalDecisionRequest },
  success: json(AgentTicketDetail),
  problems: [404, 409],
});
export const listResolveItTicketActivity = appRoute(RESOLVE_IT_SLUG, {
  id: 'listResolveItTicketActivity',
  method: 'GET',
  path: '/resolve-it/tickets/:id/activity',
  summary: "A ticket's trail of changes, newest first",
  request: { ...byId, query: listQuery(['at'], {}) },
  success: json(AuditList),
  problems: [404],
});
export const uploadResolveItAttachment = appRoute(RESOLVE_IT_SLUG, {
  id: 'uploadResolveItAttachment',
  method: 'POST',
  path: '/resolve-it/attachments',
  summary: 'Upload a file to attach to a reply or note',
  request: { query: AttachmentUploadQuery, upload: { contentTypes: ATTACHMENT_TYPES } },
  success: json(UploadedAttachment, 201),
});
export const searchResolveItAssets = appRoute(RESOLVE_IT_SLUG, {
  id: 'searchResolveItAssets',
  method: 'GET',
  path: '/resolve-it/assets',
  summary: "The organisation's live Manage assets found by tag, serial or model, for an agent to link a ticket to one",
  request: { query: DeskAssetQuery },
  success: json(DeskAssetList),
});
export const getResolveItOptions = appRoute(RESOLVE_IT_SLUG, {
  id: 'getResolveItOptions',
  method: 'GET',
  path: '/resolve-it/options',
  summary: 'Statuses, priorities, teams with members, types, categories and tags the queues and detail pages pick from',
  success: json(DeskOptions),
});
export const getResolveItDashboard = appRoute(RESOLVE_IT_SLUG, {
  id: 'getResolveItDashboard',
  method: 'GET',
  path: '/resolve-it/dashboard',
  summary: 'Open, unassigned, overdue and due within the hour, SLA compliance over 30 days, by team',
  request: { query: DashboardQuery },
  success: json(DeskDashboard),
});

/**
 * The link an approver gets by mail: the token is the permission (signed, expiring, for one approver of one step).
 * Opening it only shows the request (mail scanners open links); the page's form posts the decision.
 */
export const showApprovalLink = defineRoute({
  id: 'showApprovalLink',
  method: 'GET',
  path: '/service-desk/approval-links/:token',
  summary: 'The page of a mailed approval link: the request and a form to accept or refuse it',
  tag: 'Resolve IT',
  audience: 'public',
  request: { params: ApprovalLinkParams },
  success: html,
  problems: [403, 404],
});
export const decideApprovalLink = defineRoute({
  id: 'decideApprovalLink',
  method: 'POST',
  path: '/service-desk/approval-links/:token',
  summary: "Decide from a mailed approval link (form or JSON body); a refusal needs a reason",
  tag: 'Resolve IT',
  audience: 'public',
  request: { params: ApprovalLinkParams, body: ApprovalDecisionRequest },
  success: html,
  problems: [403, 404, 409],
});
