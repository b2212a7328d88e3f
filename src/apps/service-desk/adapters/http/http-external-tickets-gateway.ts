import * as api from '../../../../../contract/apps/service-desk/external-routes';
import { queryOf } from '../../../../adapters/http/query-of';
import type { ExternalTicketsGateway } from '../../application/ports/external-tickets-gateway';
import { gatewayOf } from '../../../../adapters/http/gateway-of';

/** Every call sends the external session's token instead of a signed-in person's. */
export const createExternalTicketsGateway = gatewayOf<ExternalTicketsGateway>({
  list: (client) => (token, query) => client.call(api.listExternalTickets, { token, query: queryOf(query) }),
  get: (client) => (token, id) => client.call(api.getExternalTicket, { token, params: { id } }),
  upload: (client) => (token, { file, onProgress }) =>
    client.call(api.uploadExternalAttachment, { token, query: { filename: file.name }, upload: { file, ...(onProgress && { onProgress }) } }),
  reply: (client) => (token, id, reply) => client.call(api.replyToExternalTicket, { token, params: { id }, body: reply }),
});
