import * as api from '../../../../../contract/apps/campaigns/refresh-routes';
import { call, gatewayOf } from '../../../../adapters/http/gateway-of';
import type { RefreshGateway, RefreshPublicGateway } from '../../application/ports/refresh-gateway';

export const createRefreshGateway = gatewayOf<RefreshGateway>({
  diagnostics: (client) => (id) => client.call(api.listRefreshDiagnostics, { params: { id } }),
  shareLink: (client) => (id) => client.call(api.getRefreshGoShareLink, { params: { id } }),
  issueShareLink: (client) => (id) => client.call(api.issueRefreshGoShareLink, { params: { id } }),
  kits: call(api.listRefreshGoKits),
  deliveryPlaces: call(api.listRefreshGoDeliveryPlaces),
  orderKit: (client) => (id, personId, body) => client.call(api.orderRefreshGoKit, { params: { id, personId }, body }),
});

/** The public pages: the link in the path is the only key. */
export const createRefreshPublicGateway = gatewayOf<RefreshPublicGateway>({
  diagnostic: (client) => (link) => client.call(api.getRefreshDiagnostic, { params: { link } }),
  answer: (client) => (link, deviceId, answers) => client.call(api.answerRefreshDiagnostic, { params: { link }, body: { deviceId, answers } }),
  accept: (client) => (link, deviceId, chargeMethod) => client.call(api.acceptRefreshDiagnostic, { params: { link }, body: { deviceId, chargeMethod } }),
  decline: (client) => (link, deviceId) => client.call(api.declineRefreshDiagnostic, { params: { link }, body: { deviceId } }),
  goPage: (client) => (link) => client.call(api.getRefreshGoLink, { params: { link } }),
  startGo: (client) => async (link, start) => {
    await client.call(api.startRefreshGo, { params: { link }, body: start });
  },
});
