import { requesterRoutesBySlug } from '../../../../../contract/apps/service-desk/requester-routes';
import { queryOf } from '../../../../adapters/http/query-of';
import type { RequesterTicketsGateway } from '../../application/ports/requester-tickets-gateway';
import type { RequesterSlug } from '../../domain/slug';
import { gatewayOf } from '../../../../adapters/http/gateway-of';

const routesOf = (slug: RequesterSlug) => requesterRoutesBySlug[slug];

/** One implementation for both mounts: each call goes through the routes of the slug it is given. */
export const createRequesterTicketsGateway = gatewayOf<RequesterTicketsGateway>({
  catalogue: (client) => (slug) => client.call(routesOf(slug).getCatalogue),
  devices: (client) => (slug) => client.call(routesOf(slug).listDevices),
  upload: (client) => (slug, { file, onProgress }) =>
    client.call(routesOf(slug).uploadAttachment, { query: { filename: file.name }, upload: { file, ...(onProgress && { onProgress }) } }),
  create: (client) => (slug, ticket) => client.call(routesOf(slug).createTicket, { body: ticket }),
  list: (client) => (slug, query) => client.call(routesOf(slug).listTickets, { query: queryOf(query) }),
  counts: (client) => async (slug) => (await client.call(routesOf(slug).countTickets)).byStatusCategory,
  get: (client) => (slug, id) => client.call(routesOf(slug).getTicket, { params: { id } }),
  reply: (client) => (slug, id, reply) => client.call(routesOf(slug).replyToTicket, { params: { id }, body: reply }),
  changeCopy: (client) => (slug, id, change) => client.call(routesOf(slug).changeTicketCopy, { params: { id }, body: change }),
  close: (client) => (slug, id, request) => client.call(routesOf(slug).closeTicket, { params: { id }, body: request }),
  pendingApprovals: (client) => (slug) => client.call(routesOf(slug).listApprovals),
  decide: (client) => (slug, id, vote) => client.call(routesOf(slug).decideApproval, { params: { id }, body: vote }),
});
