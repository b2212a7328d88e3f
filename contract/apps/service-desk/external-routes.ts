import { json } from '../../descriptor';
import { byId } from '../../records';
import { externalDeskRoute } from './external-route';
import {
  ATTACHMENT_TYPES,
  AttachmentUploadQuery,
  ReplyRequest,
  RequesterTicketDetail,
  RequesterTicketList,
  RequesterTicketListQuery,
  UploadedAttachment,
} from './ticket-schemas';

/** Someone without an account, signed in by code: the tickets whose requester address is theirs, in the requester's shapes. */
export const listExternalTickets = externalDeskRoute({
  id: 'listExternalTickets',
  method: 'GET',
  path: '/external/tickets',
  summary: 'The tickets of my address: paged, searched, filtered by status',
  request: { query: RequesterTicketListQuery },
  success: json(RequesterTicketList),
});
export const getExternalTicket = externalDeskRoute({
  id: 'getExternalTicket',
  method: 'GET',
  path: '/external/tickets/:id',
  summary: 'One ticket of my address: the public conversation, status history and due time',
  request: byId,
  success: json(RequesterTicketDetail),
  problems: [404],
});
export const uploadExternalAttachment = externalDeskRoute({
  id: 'uploadExternalAttachment',
  method: 'POST',
  path: '/external/attachments',
  summary: 'Upload a file to attach to a reply',
  request: { query: AttachmentUploadQuery, upload: { contentTypes: ATTACHMENT_TYPES } },
  success: json(UploadedAttachment, 201),
  problems: [404],
});
export const replyToExternalTicket = externalDeskRoute({
  id: 'replyToExternalTicket',
  method: 'POST',
  path: '/external/tickets/:id/replies',
  summary: 'Answer on a ticket of my address',
  request: { ...byId, body: ReplyRequest },
  success: json(RequesterTicketDetail, 201),
  problems: [404],
});
