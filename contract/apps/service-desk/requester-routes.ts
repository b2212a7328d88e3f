import { appRoute, json, operationNameOf } from '../../descriptor';
import { byId } from '../../records';
import { REQUESTER_SLUGS, RESOLVE_NOW_SLUG, SUPPORT_SLUG, type RequesterSlug } from '../../../src/apps/service-desk/domain/slug';
import { Catalogue } from './config-schemas';
import {
  ApprovalDecisionRequest,
  ATTACHMENT_TYPES,
  AttachmentUploadQuery,
  CloseTicketRequest,
  CopyChangeRequest,
  CreateTicketRequest,
  DeskAssetList,
  PendingApprovalList,
  ReplyRequest,
  RequesterTicketCounts,
  RequesterTicketDetail,
  RequesterTicketList,
  RequesterTicketListQuery,
  UploadedAttachment,
} from './ticket-schemas';

/**
 * The employee's routes under one mount: `/resolve-now/...` and `/support/...` are the same routes, each guarded by
 * its own slug, answered by one implementation.
 */
function requesterRoutesOf(slug: RequesterSlug) {
  const name = operationNameOf(slug);
  return {
    getCatalogue: appRoute(slug, {
      id: `get${name}Catalogue`,
      method: 'GET',
      path: `/${slug}/catalogue`,
      summary: 'The service types with their forms, the categories, impacts and priorities the request and report forms offer',
      success: json(Catalogue),
    }),
    listDevices: appRoute(slug, {
      id: `list${name}Devices`,
      method: 'GET',
      path: `/${slug}/devices`,
      summary: 'The devices the employee holds, which a problem report may be about',
      success: json(DeskAssetList),
    }),
    uploadAttachment: appRoute(slug, {
      id: `upload${name}Attachment`,
      method: 'POST',
      path: `/${slug}/attachments`,
      summary: "Upload a file to attach to a new ticket or a reply: the bytes as the body, its type as Content-Type",
      request: { query: AttachmentUploadQuery, upload: { contentTypes: ATTACHMENT_TYPES } },
      success: json(UploadedAttachment, 201),
    }),
    createTicket: appRoute(slug, {
      id: `create${name}Ticket`,
      method: 'POST',
      path: `/${slug}/tickets`,
      summary: "Request a service (answers checked against its form) or report a problem",
      request: { body: CreateTicketRequest },
      success: json(RequesterTicketDetail, 201),
      problems: [404],
    }),
    listTickets: appRoute(slug, {
      id: `list${name}Tickets`,
      method: 'GET',
      path: `/${slug}/tickets`,
      summary: 'My tickets and those I am in copy of: paged, searched, filtered by status',
      request: { query: RequesterTicketListQuery },
      success: json(RequesterTicketList),
    }),
    countTickets: appRoute(slug, {
      id: `count${name}Tickets`,
      method: 'GET',
      path: `/${slug}/tickets/counts`,
      summary: 'How many of my tickets are in each status category, in one call',
      success: json(RequesterTicketCounts),
    }),
    getTicket: appRoute(slug, {
      id: `get${name}Ticket`,
      method: 'GET',
      path: `/${slug}/tickets/:id`,
      summary: 'One of my tickets: the public conversation, attachments, status history, due time and approval progress',
      request: byId,
      success: json(RequesterTicketDetail),
      problems: [404],
    }),
    replyToTicket: appRoute(slug, {
      id: `replyTo${name}Ticket`,
      method: 'POST',
      path: `/${slug}/tickets/:id/replies`,
      summary: 'Answer on my ticket; a reply to a closed ticket reopens it or opens a new one, per its team',
      request: { ...byId, body: ReplyRequest },
      success: json(RequesterTicketDetail, 201),
      problems: [404],
    }),
    changeTicketCopy: appRoute(slug, {
      id: `change${name}TicketCopy`,
      method: 'POST',
      path: `/${slug}/tickets/:id/copy`,
      summary: 'Add or remove people in copy of my ticket',
      request: { ...byId, body: CopyChangeRequest },
      success: json(RequesterTicketDetail),
      problems: [404],
    }),
    closeTicket: appRoute(slug, {
      id: `close${name}Ticket`,
      method: 'POST',
      path: `/${slug}/tickets/:id/close`,
      summary: 'Close my own ticket',
      request: { ...byId, body: CloseTicketRequest },
      success: json(RequesterTicketDetail),
      problems: [404, 409, 412],
    }),
    listApprovals: appRoute(slug, {
      id: `list${name}Approvals`,
      method: 'GET',
      path: `/${slug}/approvals`,
      summary: 'Requests waiting for my decision',
      success: json(PendingApprovalList),
    }),
    decideApproval: appRoute(slug, {
      id: `decide${name}Approval`,
      method: 'POST',
      path: `/${slug}/tickets/:id/approval`,
      summary: 'Accept or refuse a request as an approver of its current step; a refusal needs a reason',
      request: { ...byId, body: ApprovalDecisionRequest },
      success: json(RequesterTicketDetail),
      problems: [404, 409],
    }),
  } as const;
}

type RequesterRoutes = ReturnType<typeof requesterRoutesOf>;

const resolveNowRoutes = requesterRoutesOf(RESOLVE_NOW_SLUG);
const supportRoutes = requesterRoutesOf(SUPPORT_SLUG);

/** Each mount's routes by its slug, for the screens that serve both. */
export const requesterRoutesBySlug: Readonly<Record<RequesterSlug, RequesterRoutes>> = {
  [RESOLVE_NOW_SLUG]: resolveNowRoutes,
  [SUPPORT_SLUG]: supportRoutes,
};

export const allRequesterRoutes = REQUESTER_SLUGS.flatMap((slug) => Object.values(requesterRoutesBySlug[slug]));
