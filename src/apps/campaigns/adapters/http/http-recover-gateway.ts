import * as api from '../../../../../contract/apps/campaigns/recover-routes';
import { gatewayOf } from '../../../../adapters/http/gateway-of';
import type { RecoverGateway, RecoverReturnGateway } from '../../application/ports/recover-gateway';

export const createRecoverGateway = gatewayOf<RecoverGateway>({
  move: (client) => (id, personId, change) => client.call(api.moveRecoverPerson, { params: { id, personId }, body: change }),
  receive: (client) => (id, personId, deviceId, receipt) => client.call(api.receiveRecoverDevice, { params: { id, personId, deviceId }, body: receipt }),
  process: (client) => (id, personId, deviceId, processing) =>
    client.call(api.processRecoverDevice, { params: { id, personId, deviceId }, body: processing }),
});

/** The leaver's page: public routes, the link in the path is the only key. */
export const createRecoverReturnGateway = gatewayOf<RecoverReturnGateway>({
  get: (client) => (link) => client.call(api.getRecoverReturn, { params: { link } }),
  confirm: (client) => (link, confirmation) => client.call(api.confirmRecoverReturn, { params: { link }, body: confirmation }),
  alreadyReturned: (client) => (link, note) => client.call(api.reportRecoverAlreadyReturned, { params: { link }, body: { note } }),
});
