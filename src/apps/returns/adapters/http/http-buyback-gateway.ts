import { buybackDeskRoutes as d, personRoutesByChannel } from '../../../../../contract/apps/returns/buyback-routes';
import { call, gatewayOf } from '../../../../adapters/http/gateway-of';
import type { Buyback, BuybackDeskGateway, BuybackGateway } from '../../application/ports/buyback-gateway';

const routes = personRoutesByChannel;

/** The person's calls, each through the routes of the app they are made in. */
export const createBuybackGateway = gatewayOf<BuybackGateway>({
  devices: (client) => (channel) => client.call(routes[channel].devices, {}),
  quote: (client) => (channel, assetId, condition) => client.call(routes[channel].quote, { body: { assetId, condition } }),
  mine: (client) => (channel) => client.call(routes[channel].mine, {}),
  get: (client) => (channel, id) => client.call(routes[channel].get, { params: { id } }),
  edit: (client) => (channel, id, condition, version) => client.call(routes[channel].edit, { params: { id }, body: { condition, version } }),
  accept: (client) => (channel, id, version, from) => client.call(routes[channel].accept, { params: { id }, body: { version, from } }),
  decide: (client) => (channel, id, decision, version) => client.call(routes[channel].decide, { params: { id }, body: { decision, version } }),
  photo: (client) => (channel, id, photoId) => client.call(routes[channel].photo, { params: { id, photoId } }),
});

export const createBuybackDeskGateway = gatewayOf<BuybackDeskGateway>({
  list: call(d.list, (status?: Buyback['status']) => ({ query: status ? { status } : {} })),
  get: call(d.get),
  receive: call(d.receive, (id, version) => ({ params: { id }, body: { version } })),
  uploadPhoto: call(d.uploadPhoto, (id, file) => ({ params: { id }, query: { filename: file.name }, upload: { file } })),
  inspect: call(d.inspect, (id, inspection) => ({ params: { id }, body: inspection })),
  lockRemoved: call(d.lockRemoved, (id, version) => ({ params: { id }, body: { version } })),
  sendBack: call(d.sendBack, (id, version) => ({ params: { id }, body: { version } })),
  certify: call(d.certify, (id, fields) => ({ params: { id }, body: fields })),
  certificate: call(d.certificate),
  certificatePdf: call(d.certificatePdf),
  settle: call(d.settle, (id, idempotencyKey, version) => ({ params: { id }, body: { idempotencyKey, version } })),
  rules: call(d.rules),
  saveRules: call(d.saveRules, (rules) => ({ body: rules })),
});
