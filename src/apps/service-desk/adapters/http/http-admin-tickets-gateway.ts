import * as api from '../../../../../contract/apps/service-desk/agent-routes';
import type { AdminTicketsGateway } from '../../application/ports/admin-tickets-gateway';
import { call, gatewayOf } from '../../../../adapters/http/gateway-of';

export const createAdminTicketsGateway = gatewayOf<AdminTicketsGateway>({
  list: call(api.listResolveItTickets),
  get: call(api.getResolveItTicket),
  update: call(api.updateResolveItTicket),
  addMessage: call(api.addResolveItTicketMessage),
  merge: call(api.mergeResolveItTicket),
  decide: call(api.decideResolveItApproval),
  activity: call(api.listResolveItTicketActivity),
  upload: call(api.uploadResolveItAttachment, ({ file, onProgress }) => ({
    query: { filename: file.name },
    upload: { file, ...(onProgress && { onProgress }) },
  })),
  options: call(api.getResolveItOptions),
  assets: call(api.searchResolveItAssets),
});
